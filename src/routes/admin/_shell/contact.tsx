import { createFileRoute } from '@tanstack/react-router';
import { ContactMessagesPage } from '../../../admin/contact/ContactMessagesPage.tsx';

export const Route = createFileRoute('/admin/_shell/contact')({
  // ?search=… opens the messages already searched: the lead notification links the visitor's messages.
  validateSearch: (search: Record<string, unknown>): { search?: string } =>
    typeof search.search === 'string' && search.search ? { search: search.search.slice(0, 200) } : {},
  component: ContactMessagesPage,
});
