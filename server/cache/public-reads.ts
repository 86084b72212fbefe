import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompactMessages } from '../../src/shared/compiled-messages.ts';
import type { Language } from '../../src/shared/languages.ts';
import type { LegalPageId } from '../../src/shared/legal-content.ts';
import type { Env } from '../env.ts';
import { compileMessages } from '../i18n/compile-messages.ts';
import { getContentMap } from '../services/content.service.ts';
import { getLegalPage } from '../services/legal.service.ts';
import { listPublicPricing } from '../services/pricing.service.ts';
import { listPublicProjects } from '../services/projects.service.ts';
import { getPublicServiceBySlug, getPublicServiceContent, listPublicServices } from '../services/services.service.ts';
import { getPublicSettings } from '../services/settings.service.ts';
import type { PublicReadCache } from './public-read-cache.ts';

/** What a cached read needs: a procedure context or the page-head renderer both have it. */
export type ReadContext = {
  em: EntityManager;
  deps: { publicCache: PublicReadCache; env: Pick<Env, 'mapsApiKey'> & Partial<Pick<Env, 'storage'>> };
};

/** S3_PUBLIC_URL when the bucket (or a CDN) serves the uploads: images are drawn from there. */
function uploadsBaseOf(deps: ReadContext['deps']): string | undefined {
  return deps.env.storage?.kind === 's3' ? deps.env.storage.publicUrl : undefined;
}

/**
 * The public reads, each under one cache key with one loader, whoever asks (the tRPC
 * procedures, the REST mirror through them, the server-written page heads).
 */
export const publicReads = {
  settings: ({ em, deps }: ReadContext) =>
    deps.publicCache.get('settings.public', () =>
      getPublicSettings(em, { mapsApiKey: deps.env.mapsApiKey, uploadsBase: uploadsBaseOf(deps) }),
    ),
  content: ({ em, deps }: ReadContext, language: Language) =>
    deps.publicCache.get(`content:${language}`, () => getContentMap(em, language)),
  /** The same texts (their cached read) compiled for react-intl: the SPA parses none. */
  contentMessages: (context: ReadContext, language: Language): Promise<CompactMessages> =>
    context.deps.publicCache.get(`content-messages:${language}`, async () =>
      compileMessages(await publicReads.content(context, language)),
    ),
  /** A legal page's text, filled from the (cached) settings. */
  legal: (context: ReadContext, page: LegalPageId, language: Language) =>
    context.deps.publicCache.get(`legal:${page}:${language}`, async () =>
      getLegalPage(context.em, page, language, await publicReads.settings(context)),
    ),
  services: ({ em, deps }: ReadContext, language: Language) =>
    deps.publicCache.get(`services:${language}`, () => listPublicServices(em, language)),
  serviceBySlug: ({ em, deps }: ReadContext, slug: string) =>
    deps.publicCache.get(`service-slug:${slug}`, () => getPublicServiceBySlug(em, slug)),
  serviceContent: ({ em, deps }: ReadContext, id: number, language: Language) =>
    deps.publicCache.get(`service-content:${id}:${language}`, () => getPublicServiceContent(em, id, language)),
  projects: ({ em, deps }: ReadContext, language: Language) =>
    deps.publicCache.get(`projects:${language}`, () => listPublicProjects(em, language, uploadsBaseOf(deps))),
  pricing: ({ em, deps }: ReadContext, language: Language) =>
    deps.publicCache.get(`pricing:${language}`, () => listPublicPricing(em, language)),
};
