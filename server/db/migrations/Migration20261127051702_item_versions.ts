import { Migration } from '@mikro-orm/migrations';

/** The owner's history: every save of a text, service, project, package, the settings or a media file's details (issue 22). */
export class Migration20261127051702_item_versions extends Migration {

  override name = 'Migration20261127051702_item_versions';

  override up(): void | Promise<void> {
    this.addSql(`create table "item_versions" ("id" bigserial primary key, "kind" varchar(20) not null, "item_id" varchar(200) not null, "at" timestamptz not null, "actor_id" int null, "actor_name" varchar(100) null, "summary" varchar(500) not null default '', "changes" jsonb not null, "snapshot" jsonb not null);`);
    this.addSql(`create index "item_versions_at_index" on "item_versions" ("at");`);
    this.addSql(`create index "item_versions_kind_item_id_id_index" on "item_versions" ("kind", "item_id", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "item_versions" cascade;`);
  }

}
