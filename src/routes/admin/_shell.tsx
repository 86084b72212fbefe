import { createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../../admin/shell/AdminGate.tsx';

export const Route = createFileRoute('/admin/_shell')({
  component: AdminGate,
});
