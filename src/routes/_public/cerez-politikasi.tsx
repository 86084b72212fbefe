import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/legal/LegalPage.tsx';
import { cookiesText } from '../../features/legal/texts/cookies.ts';

export const Route = createFileRoute('/_public/cerez-politikasi')({
  component: () => <LegalPage text={cookiesText} />,
});
