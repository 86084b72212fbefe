import { createFileRoute } from '@tanstack/react-router';
import { loadHome } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { HomePage } from '../../site/home/HomePage.tsx';

export const Route = createFileRoute('/_public/')({
  staticData: pageHead('home'),
  loader: loadHome,
  component: HomePage,
});
