import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints and their deliveries, an outbox of signed events (issue 23). */
export class Migration20261127111500_webhooks extends Migration {

  override name = 'Migration20261127111500_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhooks" ("id" serial primary key, "url" varchar(2000) not null, "events" text[] not null, "description" varchar(500) null, "secret" varchar(200) not null, "enabled" boolean not null default true, "disabled_reason" varchar(300) null, "disabled_at" timestamptz null, "failing_since" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "webhook_deliveries" ("id" serial primary key, "webhook_id" int not null, "event" varchar(60) not null, "event_id" varchar(60) not null, "payload" jsonb not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "lock_token" uuid null, "last_status_code" int null, "last_error" varchar(300) null, "created_at" timestamptz not null, "delivered_at" timestamptz null);`);
    this.addSql(`create index "webhook_deliveries_webhook_id_index" on "webhook_deliveries" ("webhook_id");`);
    this.addSql(`create index "webhook_deliveries_created_at_index" on "webhook_deliveries" ("created_at");`);
    this.addSql(`create index "webhook_deliveries_status_next_attempt_at_index" on "webhook_deliveries" ("status", "next_attempt_at");`);

    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_foreign" foreign key ("webhook_id") references "webhooks" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_webhook_id_foreign";`);

    this.addSql(`drop table if exists "webhooks" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }

}
