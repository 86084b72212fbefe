import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/legal/LegalPage.tsx';
import { termsText } from '../../features/legal/texts/terms.ts';

export const Route = createFileRoute('/_public/terms')({
  component: () => <LegalPage text={termsText} />,
});
