import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../../../admin/projects/ProjectsPage.tsx';

export const Route = createFileRoute('/admin/_shell/projects')({
  component: ProjectsPage,
});
