import { Migration } from '@mikro-orm/migrations';

/** jsonb reorders object keys; project metrics show their first value, so keep them as json. */
export class Migration20261122042000_metrics_order extends Migration {
  override name = 'Migration20261122042000_metrics_order';

  override up(): void | Promise<void> {
    this.addSql(`alter table "projects" alter column "metrics" type json using "metrics"::json;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "projects" alter column "metrics" type jsonb using "metrics"::jsonb;`);
  }
}
