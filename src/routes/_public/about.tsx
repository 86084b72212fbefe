import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { AboutPage } from '../../site/about/AboutPage.tsx';

export const Route = createFileRoute('/_public/about')({
  staticData: pageHead('about'),
  component: AboutPage,
});
