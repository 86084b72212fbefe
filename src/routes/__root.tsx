import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { loadLayout } from '../app/loaders.ts';
import type { RouterContext } from '../app/router-context.ts';
import { PublicLayout } from '../site/layout/PublicLayout.tsx';
import { NotFoundPage } from '../site/not-found/NotFoundPage.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  loader: loadLayout,
  // Any unknown path: the not-found screen inside the public layout.
  notFoundComponent: NotFoundWithLayout,
});

function NotFoundWithLayout() {
  return <PublicLayout page={<NotFoundPage />} />;
}
