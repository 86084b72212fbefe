import { type NotificationData, Notifications } from '@mantine/notifications';
import { Toast } from './Toast.tsx';
import classes from './toasts.module.css';

const renderToast = (data: NotificationData) => <Toast data={data} />;

/** Mantine's toast stack with the spec's toast (./LocalizedNotifications.tsx holds the region). */
export default function ToastStack() {
  return (
    <Notifications
      withinPortal={false}
      position="top-center"
      limit={1}
      autoClose={5000}
      // Mantine's own drag (both ways, 35 % of the width) is replaced by the spec's swipe.
      allowDragDismiss={false}
      allowScrollDismiss={false}
      classNames={{ root: classes.stack }}
      renderNotification={renderToast}
    />
  );
}
