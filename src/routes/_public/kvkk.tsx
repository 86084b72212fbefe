import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/legal/LegalPage.tsx';
import { kvkkText } from '../../features/legal/texts/kvkk.ts';

export const Route = createFileRoute('/_public/kvkk')({
  component: () => <LegalPage text={kvkkText} />,
});
