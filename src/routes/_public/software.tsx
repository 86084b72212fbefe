import { createFileRoute } from '@tanstack/react-router';
import { SoftwarePage } from '../../features/software/SoftwarePage.tsx';

export const Route = createFileRoute('/_public/software')({
  component: SoftwarePage,
});
