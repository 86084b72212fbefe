import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicProject } from '../../src/shared/catalog.ts';
import type { Language } from '../../src/shared/languages.ts';
import { Project } from '../db/entities/index.ts';
import { pickLocalized } from './localized.ts';

/** Active projects in sort order, texts in the language (Turkish as fallback). */
export async function listPublicProjects(em: EntityManager, language: Language): Promise<PublicProject[]> {
  const projects = await em.find(
    Project,
    { isActive: true },
    { populate: ['contents'], orderBy: { sortOrder: 'asc', id: 'asc' } },
  );
  return projects.flatMap((project) => {
    const content = pickLocalized(project.contents.getItems(), language);
    if (!content) return [];
    return [
      {
        id: project.id,
        slug: project.slug,
        featured: project.featured,
        category: project.category,
        imageUrl: project.imageUrl,
        projectUrl: project.projectUrl,
        technologies: [...project.technologies],
        metrics: { ...project.metrics },
        content: { title: content.title, description: content.description, features: [...content.features] },
      },
    ];
  });
}
