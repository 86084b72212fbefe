import { Migration } from '@mikro-orm/migrations';

export class Migration20261127083959_lead_recommendation_tr extends Migration {

  override name = 'Migration20261127083959_lead_recommendation_tr';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_messages" add "recommendation_tr" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_messages" drop column "recommendation_tr";`);
  }

}
