import { Migration } from '@mikro-orm/migrations';

/** Permanent redirects of public pages: old service addresses and the owner's own (issue 22). */
export class Migration20261127055237_redirects extends Migration {

  override name = 'Migration20261127055237_redirects';

  override up(): void | Promise<void> {
    this.addSql(`create table "redirects" ("id" serial primary key, "from_path" varchar(300) not null, "to_path" varchar(300) not null, "automatic" boolean not null default false, "created_at" timestamptz not null);`);
    this.addSql(`alter table "redirects" add constraint "redirects_from_path_unique" unique ("from_path");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "redirects" cascade;`);
  }

}
