import { createFileRoute } from '@tanstack/react-router';
import { loadLegal } from '../../app/loaders.ts';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../site/legal/LegalPage.tsx';

export const Route = createFileRoute('/_public/gizlilik-politikasi')({
  staticData: pageHead('privacy'),
  loader: loadLegal('privacy'),
  component: () => <LegalPage page="privacy" />,
});
