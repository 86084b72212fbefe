import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '../../app/loaders.ts';
import { HomePage } from '../../features/home/HomePage.tsx';

export const Route = createFileRoute('/_public/')({
  loader: loadHome,
  component: HomePage,
});
