import { p } from '@mikro-orm/core';
import { catalogFlags, serialId, slugProperty, timestamps } from './common-properties.ts';
import { defineTable, defineTranslationTable } from './define-table.ts';

export const ProjectSchema = defineTable('Project', 'projects', {
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
});

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);

/** A project's texts in one language. */
export const ProjectContentSchema = defineTranslationTable(
  'ProjectContent',
  'project_contents',
  'project',
  () => Project,
  {
    title: p.string().length(200),
    description: p.text(),
    features: p.json<string[]>(),
    /** The word beside the result figure on the cards; empty: the site's own ("Sonuç", "Result", ...). */
    metricLabel: p.string().length(60).default(''),
  },
);

export class ProjectContent extends ProjectContentSchema.class {}
ProjectContentSchema.setClass(ProjectContent);
