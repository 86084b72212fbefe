import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { headOfMatches } from '../../app/route-head.ts';
import { useSiteSettings } from '../../app/use-site-settings.ts';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { resolveHead } from '../../shared/page-head.ts';
import { siteNameOf } from '../../shared/site-name.ts';

/**
 * Keeps the title and description of the page current while the visitor moves around the SPA,
 * from the head the matched route declares: the same resolver and texts the server wrote into
 * the first HTML with (server/pages/page-head.ts).
 */
export function PageHead() {
  const intl = useIntl();
  const { language } = useLanguage();
  const page = useMatches({ select: headOfMatches });
  const siteName = siteNameOf(useSiteSettings());
  // The list is cached already (home, services); a service page reads its texts from it.
  const services = trpc.services.list.useQuery({ language }, { enabled: page.kind === 'service' });
  const service = page.kind === 'service' ? services.data?.find((item) => item.slug === page.slug) : undefined;
  // A service page whose list is still loading keeps what the server wrote.
  const loading = page.kind === 'service' && !service && !services.isError && !services.data;
  const { title, description } = loading
    ? { title: '', description: '' }
    : resolveHead(page, { siteName, text: (id) => intl.formatMessage({ id }), service: service?.content });

  useEffect(() => {
    if (!title) return; // still loading: keep what the server wrote
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
