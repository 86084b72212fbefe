import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../../admin/outbox/OutboxPage.tsx';

export const Route = createFileRoute('/admin/_shell/outbox')({
  component: OutboxPage,
});
