import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../site/not-found/NotFoundPage.tsx';

/** Any other admin path: the not-found screen inside the admin shell. */
export const Route = createFileRoute('/admin/_shell/$')({
  component: () => <NotFoundPage homePath="/admin" />,
});
