import { defineEntity, p } from '@mikro-orm/core';
import { catalogFlags, serialId, slugProperty, timestamps, translationKeys } from './common-properties.ts';

export const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'projects',
  properties: {
    ...serialId(),
    slug: slugProperty(),
    imageUrl: p.text().default(''),
    projectUrl: p.text().default(''),
    technologies: p.json<string[]>(),
    category: p.string().length(60).default(''),
    ...catalogFlags(),
    /**
     * Display values, e.g. { conversionRate: '+180%' }; cards show the first. A `json` column,
     * not `jsonb`: jsonb reorders keys, and the order matters here.
     */
    metrics: p.json<Record<string, string>>().columnType('json'),
    ...timestamps(),
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
    ...translationKeys('project', () => Project),
    title: p.string().length(200),
    description: p.text(),
    features: p.json<string[]>(),
    /** The word beside the result figure on the cards; empty: the site's own ("Sonuç", "Result", ...). */
    metricLabel: p.string().length(60).default(''),
  },
});

export class ProjectContent extends ProjectContentSchema.class {}
ProjectContentSchema.setClass(ProjectContent);
