import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/legal/LegalPage.tsx';
import { privacyText } from '../../features/legal/texts/privacy.ts';

export const Route = createFileRoute('/_public/privacy')({
  component: () => <LegalPage text={privacyText} />,
});
