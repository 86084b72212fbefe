import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../site/legal/LegalPage.tsx';
import { privacyText } from '../../site/legal/texts/privacy.ts';

export const Route = createFileRoute('/_public/privacy')({
  staticData: pageHead('privacy'),
  component: () => <LegalPage text={privacyText} />,
});
