import { Migration } from '@mikro-orm/migrations';

/**
 * Admin accounts (issue 13): disabled admins, the second factor (TOTP secret, one-time recovery
 * codes), sessions with a public id, last-seen time, IP and browser, and the audit log.
 */
export class Migration20261125005233_accounts extends Migration {
  override name = 'Migration20261125005233_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null, "actor_id" int null, "actor_name" varchar(100) null, "action" varchar(100) not null, "target" varchar(200) null, "ip" varchar(64) null, "summary" varchar(1000) not null default '');`);
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_action_index" on "audit_log" ("action");`);

    this.addSql(`create table "user_recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null);`);
    this.addSql(`create index "user_recovery_codes_user_id_index" on "user_recovery_codes" ("user_id");`);

    this.addSql(`alter table "users" add "disabled" boolean not null default false, add "totp_secret" text null, add "totp_pending_secret" text null, add "totp_last_step" int null;`);

    // Sessions open during the upgrade get a public id too (the md5 of their token hash).
    this.addSql(`alter table "sessions" add "public_id" varchar(32) null, add "last_seen_at" timestamptz null, add "ip" varchar(64) null, add "user_agent" varchar(300) null;`);
    this.addSql(`update "sessions" set "public_id" = md5("id");`);
    this.addSql(`alter table "sessions" alter column "public_id" set not null;`);
    this.addSql(`alter table "sessions" add constraint "sessions_public_id_unique" unique ("public_id");`);

    this.addSql(`alter table "user_recovery_codes" add constraint "user_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "user_recovery_codes" cascade;`);

    this.addSql(`alter table "sessions" drop constraint "sessions_public_id_unique";`);
    this.addSql(`alter table "sessions" drop column "public_id", drop column "last_seen_at", drop column "ip", drop column "user_agent";`);

    this.addSql(`alter table "users" drop column "disabled", drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_last_step";`);
  }

}
