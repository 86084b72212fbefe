import { Migration } from '@mikro-orm/migrations';

/**
 * The SHA-256 of a subscriber's one good confirmation link: a used link (the hash cleared) or
 * a superseded one (a newer mail's hash) confirms nothing. Links mailed before this have no
 * hash and are no longer good: the visitor signs up again.
 */
export class Migration20261126220000_newsletter_confirm_token extends Migration {

  override name = 'Migration20261126220000_newsletter_confirm_token';

  override up(): void | Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" add "confirm_token_hash" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" drop column "confirm_token_hash";`);
  }

}
