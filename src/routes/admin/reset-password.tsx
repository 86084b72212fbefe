import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../admin/auth/ResetPasswordPage.tsx';

/** The reset mail's link; outside the signed-in shell, like the login. */
export const Route = createFileRoute('/admin/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token ?? ''} />;
}
