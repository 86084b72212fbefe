import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../features/legal/LegalPage.tsx';
import { kvkkText } from '../../features/legal/texts/kvkk.ts';

export const Route = createFileRoute('/_public/kvkk')({
  staticData: pageHead('kvkk'),
  component: () => <LegalPage text={kvkkText} />,
});
