import { Migration } from '@mikro-orm/migrations';

/**
 * Responsive images (issue 20): pixel size, transparency, content hash, placeholder, focal point
 * and alt text per language on each library row. Existing raster uploads keep image_status null
 * and are processed in the background after start (server/media), never by this migration.
 * The Turkish alt text of existing rows is carried into `alts`.
 */
export class Migration20261127000000_media_images extends Migration {

  override name = 'Migration20261127000000_media_images';

  override up(): void | Promise<void> {
    this.addSql(`alter table "media_files"
      add "image_status" varchar(12) null,
      add "width" int null,
      add "height" int null,
      add "has_alpha" boolean not null default false,
      add "animated" boolean not null default false,
      add "content_hash" varchar(10) null,
      add "placeholder" text not null default '',
      add "focal_x" double precision not null default 0.5,
      add "focal_y" double precision not null default 0.5,
      add "alts" jsonb not null default '{}';`);
    this.addSql(`update "media_files" set "alts" = jsonb_build_object('tr', "alt") where "alt" <> '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "media_files"
      drop column "image_status", drop column "width", drop column "height", drop column "has_alpha", drop column "animated",
      drop column "content_hash", drop column "placeholder", drop column "focal_x", drop column "focal_y",
      drop column "alts";`);
  }

}
