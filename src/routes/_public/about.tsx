import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/AboutPage.tsx';

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
});
