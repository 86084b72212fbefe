import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../../admin/content/ContentPage.tsx';

export const Route = createFileRoute('/admin/_shell/content')({
  component: ContentPage,
});
