import { createFileRoute } from '@tanstack/react-router';
import { AdminTrpcScope } from '../../admin/shell/AdminTrpcScope.tsx';

export const Route = createFileRoute('/admin')({
  component: AdminTrpcScope,
});
