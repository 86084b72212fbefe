import { createFileRoute } from '@tanstack/react-router';
import { loadPricing } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { PricingPage } from '../../site/pricing/PricingPage.tsx';

export const Route = createFileRoute('/_public/pricing')({
  staticData: pageHead('pricing'),
  loader: loadPricing,
  component: PricingPage,
});
