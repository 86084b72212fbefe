import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../admin/activity/ActivityPage.tsx';

export const Route = createFileRoute('/admin/_shell/activity')({
  component: ActivityPage,
});
