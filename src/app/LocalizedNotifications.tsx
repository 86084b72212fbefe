import { MantineThemeProvider, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The toasts, with a close button named in the visitor's language (Mantine's has no name) and
 * description text dark enough for WCAG AA. One at a time, 5 s by default (spec 000 section 9).
 */
export function LocalizedNotifications() {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'button.close' });
  const theme = useMemo(
    () => ({
      components: {
        Notification: Notification.extend({
          defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
          styles: { description: { color: 'var(--mantine-color-gray-7)' } },
        }),
      },
    }),
    [closeLabel],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications limit={1} autoClose={5000} position="top-center" />
    </MantineThemeProvider>
  );
}
