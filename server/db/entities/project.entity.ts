import { defineEntity, p } from '@mikro-orm/core';

export const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'projects',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(120).unique(),
    imageUrl: p.text().default(''),
    projectUrl: p.text().default(''),
    technologies: p.json<string[]>(),
    category: p.string().length(60).default(''),
    featured: p.boolean().default(false),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    /**
     * Display values, e.g. { conversionRate: '+180%' }; cards show the first. A `json` column,
     * not `jsonb`: jsonb reorders keys, and the order matters here.
     */
    metrics: p.json<Record<string, string>>().columnType('json'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    contents: () => p.oneToMany(ProjectContent).mappedBy('project'),
  },
});

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);

/** A project's texts in one language. */
export const ProjectContentSchema = defineEntity({
  name: 'ProjectContent',
  tableName: 'project_contents',
  uniques: [{ properties: ['project', 'language'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    language: p.string().length(2),
    title: p.string().length(200),
    description: p.text(),
    features: p.json<string[]>(),
  },
});

export class ProjectContent extends ProjectContentSchema.class {}
ProjectContentSchema.setClass(ProjectContent);
