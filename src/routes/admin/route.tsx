import { createFileRoute } from '@tanstack/react-router';
import { AdminTrpcScope } from '../../features/admin-shell/AdminTrpcScope.tsx';

export const Route = createFileRoute('/admin')({
  component: AdminTrpcScope,
});
