import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../features/legal/LegalPage.tsx';
import { cookiesText } from '../../features/legal/texts/cookies.ts';

export const Route = createFileRoute('/_public/cerez-politikasi')({
  staticData: pageHead('cookies'),
  component: () => <LegalPage text={cookiesText} />,
});
