import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { SoftwarePage } from '../../site/software/SoftwarePage.tsx';

export const Route = createFileRoute('/_public/software')({
  staticData: pageHead('software'),
  component: SoftwarePage,
});
