import { Migration } from '@mikro-orm/migrations';

/** The mail outbox (server/mail/) and the server's own shared secrets (the signed newsletter links' key). */
export class Migration20261125003713_mail_outbox extends Migration {

  override name = 'Migration20261125003713_mail_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" serial primary key, "kind" varchar(40) not null, "recipient" varchar(254) not null, "subject" varchar(300) not null, "text_body" text not null, "html_body" text null, "headers" jsonb not null default '{}', "message_id" varchar(300) not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "lock_token" uuid null, "created_at" timestamptz not null, "sent_at" timestamptz null);`);
    this.addSql(`create index "mail_outbox_created_at_index" on "mail_outbox" ("created_at");`);
    this.addSql(`create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`);

    this.addSql(`create table "server_secrets" ("name" varchar(60) not null, "value" varchar(200) not null, "created_at" timestamptz not null, primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`drop table if exists "server_secrets" cascade;`);
  }

}
