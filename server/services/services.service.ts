import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  AdminService,
  AdminServiceContent,
  localizedTextsSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '../../src/shared/admin-catalog.ts';
import type { PublicService, ServiceContent as ServiceContentOutput } from '../../src/shared/catalog.ts';
import type { Language } from '../../src/shared/languages.ts';
import { Service, ServiceContent } from '../db/entities/index.ts';
import { notFound } from '../domain/errors.ts';
import { adminTitledFields, findCatalogRows, listCatalogTexts, localizeRows, titledRowWrites } from './catalog-rows.ts';
import { nextSortOrder, pickLocalized } from './localized.ts';

export const SERVICE_NOT_FOUND = 'Service not found';
export const SERVICE_CONTENT_NOT_FOUND = 'Service content not found';

function toContent(content: ServiceContent): ServiceContentOutput {
  return { title: content.title, description: content.description, features: [...content.features] };
}

/** Active services in sort order, each with its texts in the language (Turkish as fallback). */
export async function listPublicServices(em: EntityManager, language: Language): Promise<PublicService[]> {
  const services = await findCatalogRows(em, Service, { isActive: true });
  return localizeRows(services, language, (service, content) => ({
    id: service.id,
    slug: service.slug,
    icon: service.icon,
    featured: service.featured,
    content: toContent(content),
  }));
}

export async function getPublicServiceBySlug(em: EntityManager, slug: string) {
  const service = await em.findOne(Service, { slug, isActive: true });
  if (!service) throw notFound(SERVICE_NOT_FOUND);
  return { id: service.id, slug: service.slug, icon: service.icon, featured: service.featured };
}

export async function getPublicServiceContent(
  em: EntityManager,
  id: number,
  language: Language,
): Promise<ServiceContentOutput> {
  const contents = await em.find(ServiceContent, { service: { id, isActive: true } });
  const content = pickLocalized(contents, language);
  if (!content) throw notFound(SERVICE_CONTENT_NOT_FOUND);
  return toContent(content);
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────

export const SERVICE_NOT_FOUND_TR = 'Hizmet bulunamadı';

type ServiceCreate = z.output<typeof serviceCreateSchema>;
type ServiceUpdate = z.output<typeof serviceUpdateSchema>;
type LocalizedTexts = z.output<typeof localizedTextsSchema>;

function toAdminService(service: Service): AdminService {
  return { ...adminTitledFields(service), icon: service.icon };
}

/** Every service, active or not, in sort order. */
export async function listAdminServices(em: EntityManager): Promise<AdminService[]> {
  return (await findCatalogRows(em, Service, {})).map(toAdminService);
}

const services = titledRowWrites(
  Service,
  SERVICE_NOT_FOUND_TR,
  (em) => (service: Service, language: Language, values: LocalizedTexts) =>
    em.create(ServiceContent, { service, language, ...values }),
);

/** A new service with its Turkish texts; it goes last unless a sort order is given. */
export async function createAdminService(em: EntityManager, input: ServiceCreate): Promise<AdminService> {
  const service = em.create(Service, {
    slug: input.slug,
    icon: input.icon,
    isActive: input.isActive,
    featured: input.featured,
    sortOrder: input.sortOrder ?? (await nextSortOrder(em, Service)),
  });
  return toAdminService(await services.create(em, service, input));
}

export async function updateAdminService(em: EntityManager, id: number, input: ServiceUpdate): Promise<AdminService> {
  return toAdminService(await services.update(em, id, input));
}

export function deleteAdminService(em: EntityManager, id: number): Promise<{ ok: true }> {
  return services.remove(em, id);
}

/** The texts every service has in exactly this language (no fallback: the admin sees gaps). */
export async function listAdminServiceContents(em: EntityManager, language: Language): Promise<AdminServiceContent[]> {
  const contents = await listCatalogTexts(em, ServiceContent, 'service', language);
  return contents.map((content) => ({
    serviceId: content.service.id,
    language,
    title: content.title,
    description: content.description,
    features: [...content.features],
  }));
}

/** Creates or replaces a service's texts in one language. */
export async function saveServiceContent(
  em: EntityManager,
  serviceId: number,
  language: Language,
  input: LocalizedTexts,
): Promise<AdminServiceContent> {
  await services.saveTexts(em, serviceId, language, input);
  return { serviceId, language, ...input, features: [...input.features] };
}
