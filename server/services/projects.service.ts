import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  AdminProject,
  AdminProjectContent,
  projectCreateSchema,
  projectTextsSchema,
  projectUpdateSchema,
} from '../../src/shared/admin-catalog.ts';
import type { PublicProject } from '../../src/shared/catalog.ts';
import type { Language } from '../../src/shared/languages.ts';
import { Project, ProjectContent } from '../db/entities/index.ts';
import { mediaRowsByUrl, publicImageOf } from '../media/public-images.ts';
import { adminTitledFields, findCatalogRows, listCatalogTexts, localizeRows, titledRowWrites } from './catalog-rows.ts';
import { nextSortOrder } from './localized.ts';
import { formerSlugsBySlug } from './project-anchors.ts';

/**
 * Active projects in sort order, texts in the language (Turkish as fallback), each with the
 * descriptor of its uploaded image (null for an SVG, an external URL or a seed drawing), whose
 * alt text is the image's own in the language, else the project's title.
 */
/** `uploadsBase`: S3_PUBLIC_URL, where project images are drawn from when set (see publicImageOf). */
export async function listPublicProjects(
  em: EntityManager,
  language: Language,
  uploadsBase?: string,
): Promise<PublicProject[]> {
  const projects = await findCatalogRows(em, Project, { isActive: true });
  const media = await mediaRowsByUrl(
    em,
    projects.map((project) => project.imageUrl),
  );
  const formerSlugs = await formerSlugsBySlug(em);
  return localizeRows(projects, language, (project, content) => {
    const row = media.get(project.imageUrl);
    return {
      id: project.id,
      slug: project.slug,
      featured: project.featured,
      category: project.category,
      imageUrl: project.imageUrl,
      image: row ? publicImageOf(row, language, content.title, uploadsBase) : null,
      projectUrl: project.projectUrl,
      technologies: [...project.technologies],
      metrics: { ...project.metrics },
      formerSlugs: formerSlugs.get(project.slug) ?? [],
      content: {
        title: content.title,
        description: content.description,
        features: [...content.features],
        metricLabel: content.metricLabel,
      },
    };
  });
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────

export const PROJECT_NOT_FOUND = 'Proje bulunamadı';

type ProjectCreate = z.output<typeof projectCreateSchema>;
type ProjectUpdate = z.output<typeof projectUpdateSchema>;
type ProjectTexts = z.output<typeof projectTextsSchema>;

function toAdminProject(project: Project): AdminProject {
  return {
    ...adminTitledFields(project),
    imageUrl: project.imageUrl,
    projectUrl: project.projectUrl,
    technologies: [...project.technologies],
    category: project.category,
    metrics: { ...project.metrics },
  };
}

export async function listAdminProjects(em: EntityManager): Promise<AdminProject[]> {
  return (await findCatalogRows(em, Project, {})).map(toAdminProject);
}

const projects = titledRowWrites(
  Project,
  PROJECT_NOT_FOUND,
  (em) => (project: Project, language: Language, values: ProjectTexts) =>
    em.create(ProjectContent, { project, language, ...values }),
);

export async function createAdminProject(em: EntityManager, input: ProjectCreate): Promise<AdminProject> {
  const { title, description, sortOrder, texts, ...fields } = input;
  const project = em.create(Project, { ...fields, sortOrder: sortOrder ?? (await nextSortOrder(em, Project)) });
  return toAdminProject(await projects.create(em, project, { title, description, texts }));
}

export async function updateAdminProject(em: EntityManager, id: number, input: ProjectUpdate): Promise<AdminProject> {
  return toAdminProject(await projects.update(em, id, input));
}

export function deleteAdminProject(em: EntityManager, id: number): Promise<{ ok: true }> {
  return projects.remove(em, id);
}

export async function listAdminProjectContents(em: EntityManager, language: Language): Promise<AdminProjectContent[]> {
  const contents = await listCatalogTexts(em, ProjectContent, 'project', language);
  return contents.map((content) => toAdminContent(content, language));
}

function toAdminContent(content: ProjectContent, language: Language): AdminProjectContent {
  return {
    projectId: content.project.id,
    language,
    title: content.title,
    description: content.description,
    features: [...content.features],
    metricLabel: content.metricLabel,
  };
}

/** PUT /api/admin/projects/{id}/content/{language}: creates or replaces the texts. */
export async function saveProjectContent(
  em: EntityManager,
  projectId: number,
  language: Language,
  input: ProjectTexts,
): Promise<AdminProjectContent> {
  const project = await projects.saveTexts(em, projectId, language, input);
  const saved = project.contents.getItems().find((content) => content.language === language);
  return saved ? toAdminContent(saved, language) : { projectId, language, metricLabel: '', ...input };
}
