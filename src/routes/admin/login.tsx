import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../admin/auth/LoginPage.tsx';

export const Route = createFileRoute('/admin/login')({
  component: () => <LoginPage />,
});
