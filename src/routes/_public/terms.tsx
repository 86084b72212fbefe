import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../features/legal/LegalPage.tsx';
import { termsText } from '../../features/legal/texts/terms.ts';

export const Route = createFileRoute('/_public/terms')({
  staticData: pageHead('terms'),
  component: () => <LegalPage text={termsText} />,
});
