import { createFileRoute } from '@tanstack/react-router';
import { EcommercePage } from '../../features/ecommerce/EcommercePage.tsx';

export const Route = createFileRoute('/_public/ecommerce')({
  component: EcommercePage,
});
