import { createFileRoute } from '@tanstack/react-router';
import { PricingAdminPage } from '../../../admin/pricing/PricingAdminPage.tsx';

export const Route = createFileRoute('/admin/_shell/pricing')({
  component: PricingAdminPage,
});
