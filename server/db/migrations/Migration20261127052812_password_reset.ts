import { Migration } from '@mikro-orm/migrations';

/** Password-reset links (issue 22): the hash of each link's token, good once for 30 minutes. */
export class Migration20261127052812_password_reset extends Migration {

  override name = 'Migration20261127052812_password_reset';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }

}
