import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032804_catalog extends Migration {

  override name = 'Migration20261122032804_catalog';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_messages" ("id" serial primary key, "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "subject" varchar(200) not null, "message" text not null, "status" varchar(20) not null default 'new', "package_name" varchar(200) null, "recommendation" text null, "language" varchar(2) null, "page" varchar(500) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "contact_messages_status_index" on "contact_messages" ("status");`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(`create table "content_entries" ("id" serial primary key, "key" varchar(200) not null, "language" varchar(2) not null, "value" text not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "content_entries_language_index" on "content_entries" ("language");`);
    this.addSql(`alter table "content_entries" add constraint "content_entries_key_language_unique" unique ("key", "language");`);

    this.addSql(`create table "media_files" ("id" serial primary key, "url" text not null, "stored_name" varchar(100) not null, "original_name" varchar(255) not null, "mime_type" varchar(100) not null, "size" int not null, "alt" varchar(300) not null default '', "created_at" timestamptz not null);`);
    this.addSql(`alter table "media_files" add constraint "media_files_stored_name_unique" unique ("stored_name");`);

    this.addSql(`create table "newsletter_subscribers" ("id" serial primary key, "email" varchar(254) not null, "is_active" boolean not null default true, "language" varchar(2) not null default 'tr', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`);
    this.addSql(`create index "newsletter_subscribers_created_at_index" on "newsletter_subscribers" ("created_at");`);

    this.addSql(`create table "pricing_packages" ("id" serial primary key, "slug" varchar(120) not null, "price" varchar(20) not null default '', "type" varchar(40) not null default 'ecommerce', "featured" boolean not null default false, "is_active" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "pricing_packages" add constraint "pricing_packages_slug_unique" unique ("slug");`);

    this.addSql(`create table "pricing_contents" ("id" serial primary key, "package_id" int not null, "language" varchar(2) not null, "title" varchar(200) not null, "subtitle" varchar(300) not null default '', "description" text not null, "features" jsonb not null);`);
    this.addSql(`alter table "pricing_contents" add constraint "pricing_contents_package_id_language_unique" unique ("package_id", "language");`);

    this.addSql(`create table "projects" ("id" serial primary key, "slug" varchar(120) not null, "image_url" text not null default '', "project_url" text not null default '', "technologies" jsonb not null, "category" varchar(60) not null default '', "featured" boolean not null default false, "is_active" boolean not null default true, "sort_order" int not null default 0, "metrics" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "projects" add constraint "projects_slug_unique" unique ("slug");`);

    this.addSql(`create table "project_contents" ("id" serial primary key, "project_id" int not null, "language" varchar(2) not null, "title" varchar(200) not null, "description" text not null, "features" jsonb not null);`);
    this.addSql(`alter table "project_contents" add constraint "project_contents_project_id_language_unique" unique ("project_id", "language");`);

    this.addSql(`create table "seed_marks" ("name" varchar(100) not null, "applied_at" timestamptz not null, primary key ("name"));`);

    this.addSql(`create table "services" ("id" serial primary key, "slug" varchar(120) not null, "icon" varchar(60) not null default '', "featured" boolean not null default false, "is_active" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "services" add constraint "services_slug_unique" unique ("slug");`);

    this.addSql(`create table "service_contents" ("id" serial primary key, "service_id" int not null, "language" varchar(2) not null, "title" varchar(200) not null, "description" text not null, "features" jsonb not null);`);
    this.addSql(`alter table "service_contents" add constraint "service_contents_service_id_language_unique" unique ("service_id", "language");`);

    this.addSql(`alter table "pricing_contents" add constraint "pricing_contents_package_id_foreign" foreign key ("package_id") references "pricing_packages" ("id") on delete cascade;`);

    this.addSql(`alter table "project_contents" add constraint "project_contents_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`);

    this.addSql(`alter table "service_contents" add constraint "service_contents_service_id_foreign" foreign key ("service_id") references "services" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pricing_contents" drop constraint "pricing_contents_package_id_foreign";`);
    this.addSql(`alter table "project_contents" drop constraint "project_contents_project_id_foreign";`);
    this.addSql(`alter table "service_contents" drop constraint "service_contents_service_id_foreign";`);

    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "content_entries" cascade;`);
    this.addSql(`drop table if exists "media_files" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);
    this.addSql(`drop table if exists "pricing_packages" cascade;`);
    this.addSql(`drop table if exists "pricing_contents" cascade;`);
    this.addSql(`drop table if exists "projects" cascade;`);
    this.addSql(`drop table if exists "project_contents" cascade;`);
    this.addSql(`drop table if exists "seed_marks" cascade;`);
    this.addSql(`drop table if exists "services" cascade;`);
    this.addSql(`drop table if exists "service_contents" cascade;`);
  }

}
