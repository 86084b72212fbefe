import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-head.ts';
import { LegalPage } from '../../site/legal/LegalPage.tsx';
import { termsText } from '../../site/legal/texts/terms.ts';

export const Route = createFileRoute('/_public/terms')({
  staticData: pageHead('terms'),
  component: () => <LegalPage text={termsText} />,
});
