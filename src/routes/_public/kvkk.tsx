import { createFileRoute } from '@tanstack/react-router';
import { loadLegal } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../site/legal/LegalPage.tsx';

export const Route = createFileRoute('/_public/kvkk')({
  staticData: pageHead('kvkk'),
  loader: loadLegal('kvkk'),
  component: () => <LegalPage page="kvkk" />,
});
