import type { PublicProject } from '../../shared/catalog.ts';

/**
 * The slug a /portfolio#<anchor> means: a project's own slug, else the project that had it
 * before (issue 22: a renamed project keeps its old links). Null: no project has it.
 */
export function slugOfAnchor(
  anchor: string,
  projects: readonly Pick<PublicProject, 'slug' | 'formerSlugs'>[],
): string | null {
  if (!anchor) return null;
  if (projects.some((project) => project.slug === anchor)) return anchor;
  return projects.find((project) => project.formerSlugs?.includes(anchor))?.slug ?? null;
}
