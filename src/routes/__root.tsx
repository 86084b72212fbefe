import { createRootRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/layout/PublicLayout.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';

export const Route = createRootRoute({
  component: Outlet,
  // Any unknown path: the not-found screen inside the public layout.
  notFoundComponent: NotFoundWithLayout,
});

function NotFoundWithLayout() {
  return <PublicLayout page={<NotFoundPage />} />;
}
