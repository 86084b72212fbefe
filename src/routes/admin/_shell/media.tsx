import { createFileRoute } from '@tanstack/react-router';
import { MediaPage } from '../../../admin/media/MediaPage.tsx';

export const Route = createFileRoute('/admin/_shell/media')({
  component: MediaPage,
});
