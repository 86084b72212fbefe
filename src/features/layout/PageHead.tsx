import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { trpc } from '../../app/public-trpc.tsx';
import { headOfMatches } from '../../app/route-head.ts';
import { useLanguage } from '../../i18n/language-context.tsx';
import { composeTitle, metaDescriptionKey, metaTitleKey } from '../../shared/page-meta.ts';
import { useSiteSettings } from './use-site-settings.ts';

const FALLBACK_SITE_NAME = 'TBT Dijital';

/**
 * Keeps the title and description of the page current while the visitor moves around the SPA,
 * from the head the matched route declares: the same source and texts the server wrote into the
 * first HTML (server/http/page-head.ts).
 */
export function PageHead() {
  const intl = useIntl();
  const { language } = useLanguage();
  const page = useMatches({ select: headOfMatches });
  const siteName = useSiteSettings().site_name || FALLBACK_SITE_NAME;
  // The list is cached already (home, services); a service page reads its texts from it.
  const services = trpc.services.list.useQuery({ language }, { enabled: page.kind === 'service' });

  let title = composeTitle(intl.formatMessage({ id: 'notFound.title' }), siteName);
  let description = '';
  if (page.kind === 'other') {
    title = siteName;
  } else if (page.kind === 'page') {
    title = composeTitle(intl.formatMessage({ id: metaTitleKey(page.id) }), siteName, page.id);
    description = intl.formatMessage({ id: metaDescriptionKey(page.id) });
  } else if (page.kind === 'service') {
    const service = services.data?.find((item) => item.slug === page.slug);
    if (service) {
      title = composeTitle(service.content.title, siteName);
      description = service.content.description;
    } else if (!services.isError && !services.data) {
      title = '';
    }
  }

  useEffect(() => {
    if (!title) return; // still loading: keep what the server wrote
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
