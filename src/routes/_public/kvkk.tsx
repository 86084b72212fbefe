import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../site/legal/LegalPage.tsx';
import { kvkkText } from '../../site/legal/texts/kvkk.ts';

export const Route = createFileRoute('/_public/kvkk')({
  staticData: pageHead('kvkk'),
  component: () => <LegalPage text={kvkkText} />,
});
