import { createFileRoute } from '@tanstack/react-router';
import { loadPricing } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { EcommercePage } from '../../site/ecommerce/EcommercePage.tsx';

export const Route = createFileRoute('/_public/ecommerce')({
  staticData: pageHead('ecommerce'),
  loader: loadPricing,
  component: EcommercePage,
});
