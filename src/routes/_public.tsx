import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../site/layout/PublicLayout.tsx';

export const Route = createFileRoute('/_public')({
  component: () => <PublicLayout />,
});
