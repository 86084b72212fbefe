import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040605_content_custom extends Migration {

  override name = 'Migration20261122040605_content_custom';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content_entries" add "is_custom" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content_entries" drop column "is_custom";`);
  }

}
