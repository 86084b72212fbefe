import { Migration } from '@mikro-orm/migrations';

/** A project's result label per language (issue 22): empty shows the site's word "Sonuç" in that language. */
export class Migration20261127083900_project_metric_label extends Migration {

  override name = 'Migration20261127083900_project_metric_label';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project_contents" add column "metric_label" varchar(60) not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project_contents" drop column "metric_label";`);
  }

}
