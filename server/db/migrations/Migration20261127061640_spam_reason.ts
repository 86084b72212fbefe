import { Migration } from '@mikro-orm/migrations';

/** Why a message was filed as spam on arrival (issue 22): the owner sees the reason. */
export class Migration20261127061640_spam_reason extends Migration {

  override name = 'Migration20261127061640_spam_reason';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_messages" add "spam_reason" varchar(20) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_messages" drop column "spam_reason";`);
  }

}
