import { Migration } from '@mikro-orm/migrations';

/**
 * Incremental sync of messages and subscribers (issue 23): `updated_at` on both tables, set by a
 * trigger to the writing transaction's start (now()) on every insert and update, whatever code
 * path writes (ORM flush, nativeUpdate, SQL); a tombstone per deleted row, written by a trigger in
 * the deleting transaction, pruned after 90 days (SYNC_TOMBSTONE_DAYS). Both times come from the
 * database clock that the sync time (server/services/sync.service.ts) reads too.
 */
export class Migration20261127113000_sync extends Migration {

  override name = 'Migration20261127113000_sync';

  override up(): void | Promise<void> {
    this.addSql(`create table "sync_tombstones" ("id" serial primary key, "kind" varchar(20) not null, "item_id" int not null, "deleted_at" timestamptz not null);`);
    this.addSql(`create index "sync_tombstones_deleted_at_index" on "sync_tombstones" ("deleted_at");`);
    this.addSql(`create index "sync_tombstones_kind_deleted_at_index" on "sync_tombstones" ("kind", "deleted_at");`);

    // Existing messages: changed when they were created, as far as anyone knows.
    this.addSql(`alter table "contact_messages" add "updated_at" timestamptz null;`);
    this.addSql(`update "contact_messages" set "updated_at" = "created_at";`);
    this.addSql(`alter table "contact_messages" alter column "updated_at" set not null;`);
    this.addSql(`create index "contact_messages_updated_at_index" on "contact_messages" ("updated_at");`);
    this.addSql(`create index "newsletter_subscribers_updated_at_index" on "newsletter_subscribers" ("updated_at");`);

    this.addSql(`create function "sync_touch"() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end $$;`);
    this.addSql(`create function "sync_tombstone"() returns trigger language plpgsql as $$
begin
  insert into sync_tombstones (kind, item_id, deleted_at) values (tg_argv[0], old.id, now());
  return old;
end $$;`);
    this.addSql(`create function "sync_tombstone_prune"() returns trigger language plpgsql as $$
begin
  delete from sync_tombstones where deleted_at < now() - interval '90 days';
  return null;
end $$;`);
    for (const [table, kind] of [['contact_messages', 'contact'], ['newsletter_subscribers', 'subscriber']]) {
      this.addSql(`create trigger "${table}_sync_touch" before insert or update on "${table}" for each row execute function "sync_touch"();`);
      this.addSql(`create trigger "${table}_sync_tombstone" after delete on "${table}" for each row execute function "sync_tombstone"('${kind}');`);
      this.addSql(`create trigger "${table}_sync_prune" after delete on "${table}" for each statement execute function "sync_tombstone_prune"();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['contact_messages', 'newsletter_subscribers']) {
      this.addSql(`drop trigger if exists "${table}_sync_touch" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_sync_tombstone" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_sync_prune" on "${table}";`);
    }
    this.addSql(`drop function if exists "sync_touch"();`);
    this.addSql(`drop function if exists "sync_tombstone"();`);
    this.addSql(`drop function if exists "sync_tombstone_prune"();`);
    this.addSql(`drop table if exists "sync_tombstones" cascade;`);
    this.addSql(`drop index "contact_messages_updated_at_index";`);
    this.addSql(`alter table "contact_messages" drop column "updated_at";`);
    this.addSql(`drop index "newsletter_subscribers_updated_at_index";`);
  }

}
