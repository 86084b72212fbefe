import { Migration } from '@mikro-orm/migrations';

/** API tokens of integrators (issue 23): only the SHA-256 of each token is stored. */
export class Migration20261127110000_api_tokens extends Migration {

  override name = 'Migration20261127110000_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_tokens" ("id" serial primary key, "name" varchar(100) not null, "scopes" text[] not null, "prefix" varchar(16) not null, "token_hash" varchar(64) not null, "created_by_id" int null, "created_by_name" varchar(100) null, "created_at" timestamptz not null, "expires_at" timestamptz null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" varchar(64) null);`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_prefix_unique" unique ("prefix");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }

}
