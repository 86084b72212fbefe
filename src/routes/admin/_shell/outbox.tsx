import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../features/admin-outbox/OutboxPage.tsx';

export const Route = createFileRoute('/admin/_shell/outbox')({
  component: OutboxPage,
});
