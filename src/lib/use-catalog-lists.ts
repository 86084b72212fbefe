import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../app/PublicTrpc.tsx';
import { useLanguage } from '../i18n/LanguageContext.tsx';

/**
 * The public catalog lists in the page's language. While another language's list loads, the
 * previous one stays on screen, so the cards do not fall back to placeholders in between.
 */
export function useServiceList() {
  const { language } = useLanguage();
  return trpc.services.list.useQuery({ language }, { placeholderData: keepPreviousData });
}

export function useProjectList() {
  const { language } = useLanguage();
  return trpc.projects.list.useQuery({ language }, { placeholderData: keepPreviousData });
}

export function usePricingList() {
  const { language } = useLanguage();
  return trpc.pricing.list.useQuery({ language }, { placeholderData: keepPreviousData });
}
