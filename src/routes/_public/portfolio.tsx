import { createFileRoute } from '@tanstack/react-router';
import { loadProjects } from '../../app/loaders.ts';
import { PortfolioPage } from '../../features/portfolio/PortfolioPage.tsx';

export const Route = createFileRoute('/_public/portfolio')({
  loader: loadProjects,
  component: PortfolioPage,
});
