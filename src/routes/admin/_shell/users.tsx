import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../admin/users/UsersPage.tsx';

export const Route = createFileRoute('/admin/_shell/users')({
  component: UsersPage,
});
