import type { LegalPageId } from '../shared/legal-content.ts';
import type { RouterContext } from './router-context.ts';

type LoaderArgs = { context: RouterContext };

/**
 * Route loaders: they fill the query cache the pages read, on the server before rendering and in
 * the browser before a navigation. A failed read is left to the page (its own error or empty
 * state, as without a loader), so a loader never turns a data error into a route error.
 */
const quietly = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

/** Every page: site settings and the server texts of the language (the layout and the intl messages). */
export const loadLayout = ({ context }: LoaderArgs) =>
  quietly(
    Promise.all([
      context.trpc.settings.public.ensureData(),
      context.trpc.content.messages.ensureData({ language: context.language() }),
    ]),
  );

export const loadServices = ({ context }: LoaderArgs) =>
  quietly(context.trpc.services.list.ensureData({ language: context.language() }));

export const loadProjects = ({ context }: LoaderArgs) =>
  quietly(context.trpc.projects.list.ensureData({ language: context.language() }));

export const loadPricing = ({ context }: LoaderArgs) =>
  quietly(context.trpc.pricing.list.ensureData({ language: context.language() }));

/** A legal page's text (issue 22), parsed and filled on the server. */
export const loadLegal =
  (page: LegalPageId) =>
  ({ context }: LoaderArgs) =>
    quietly(context.trpc.content.legal.ensureData({ page, language: context.language() }));

export const loadHome = (args: LoaderArgs) => Promise.all([loadServices(args), loadProjects(args), loadPricing(args)]);

/** A service page: the list, the slug's id, then its texts in the language and in Turkish. */
export async function loadServiceDetail({ context, params }: LoaderArgs & { params: { slug: string } }) {
  const language = context.language();
  const list = await context.trpc.services.list.ensureData({ language }).catch(() => undefined);
  if (!list?.some((service) => service.slug === params.slug)) return;
  const ref = await context.trpc.services.bySlug.ensureData({ slug: params.slug }).catch(() => undefined);
  if (!ref) return;
  await quietly(
    Promise.all([
      context.trpc.services.content.ensureData({ id: ref.id, language }),
      context.trpc.services.content.ensureData({ id: ref.id, language: 'tr' }),
    ]),
  );
}
