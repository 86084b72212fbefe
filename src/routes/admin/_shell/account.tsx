import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../admin/account/AccountPage.tsx';

export const Route = createFileRoute('/admin/_shell/account')({
  component: AccountPage,
});
