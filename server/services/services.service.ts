import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { PublicService, ServiceContent as ServiceContentOutput } from '../../src/shared/catalog.ts';
import type { Language } from '../../src/shared/languages.ts';
import { Service, ServiceContent } from '../db/entities/index.ts';
import { pickLocalized } from './localized.ts';

export const SERVICE_NOT_FOUND = 'Service not found';
export const SERVICE_CONTENT_NOT_FOUND = 'Service content not found';

function toContent(content: ServiceContent): ServiceContentOutput {
  return { title: content.title, description: content.description, features: [...content.features] };
}

/** Active services in sort order, each with its texts in the language (Turkish as fallback). */
export async function listPublicServices(em: EntityManager, language: Language): Promise<PublicService[]> {
  const services = await em.find(
    Service,
    { isActive: true },
    { populate: ['contents'], orderBy: { sortOrder: 'asc', id: 'asc' } },
  );
  return services.flatMap((service) => {
    const content = pickLocalized(service.contents.getItems(), language);
    if (!content) return [];
    return [
      {
        id: service.id,
        slug: service.slug,
        icon: service.icon,
        featured: service.featured,
        content: toContent(content),
      },
    ];
  });
}

export async function getPublicServiceBySlug(em: EntityManager, slug: string) {
  const service = await em.findOne(Service, { slug, isActive: true });
  if (!service) throw new TRPCError({ code: 'NOT_FOUND', message: SERVICE_NOT_FOUND });
  return { id: service.id, slug: service.slug, icon: service.icon, featured: service.featured };
}

export async function getPublicServiceContent(
  em: EntityManager,
  id: number,
  language: Language,
): Promise<ServiceContentOutput> {
  const contents = await em.find(ServiceContent, { service: { id, isActive: true } });
  const content = pickLocalized(contents, language);
  if (!content) throw new TRPCError({ code: 'NOT_FOUND', message: SERVICE_CONTENT_NOT_FOUND });
  return toContent(content);
}
