import { createFileRoute } from '@tanstack/react-router';
import { ContactMessagesPage } from '../../../features/admin-contact/ContactMessagesPage.tsx';

export const Route = createFileRoute('/admin/_shell/contact')({
  component: ContactMessagesPage,
});
