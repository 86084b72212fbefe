import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030518_initial extends Migration {

  override name = 'Migration20261122030518_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "settings" ("key" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "users" ("id" serial primary key, "username" varchar(100) not null, "password_hash" text not null, "role" varchar(20) not null default 'user', "first_name" varchar(100) null, "last_name" varchar(100) null, "email" varchar(254) null, "profile_image_url" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(`create table "sessions" ("id" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "settings" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }

}
