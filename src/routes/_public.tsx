import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../features/layout/PublicLayout.tsx';

export const Route = createFileRoute('/_public')({
  component: () => <PublicLayout />,
});
