import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../site/legal/LegalPage.tsx';
import { cookiesText } from '../../site/legal/texts/cookies.ts';

export const Route = createFileRoute('/_public/cerez-politikasi')({
  staticData: pageHead('cookies'),
  component: () => <LegalPage text={cookiesText} />,
});
