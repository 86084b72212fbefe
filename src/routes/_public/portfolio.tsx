import { createFileRoute } from '@tanstack/react-router';
import { loadProjects } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { PortfolioPage } from '../../site/portfolio/PortfolioPage.tsx';

export const Route = createFileRoute('/_public/portfolio')({
  staticData: pageHead('portfolio'),
  loader: loadProjects,
  component: PortfolioPage,
});
