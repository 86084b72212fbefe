import { Migration } from '@mikro-orm/migrations';

/** A lead mail's contact message: deleting the message deletes its mails (no copy outlives an erased lead). */
export class Migration20261125041402_lead_mail_link extends Migration {

  override name = 'Migration20261125041402_lead_mail_link';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add "contact_message_id" int null;`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_contact_message_id_foreign" foreign key ("contact_message_id") references "contact_messages" ("id") on delete cascade;`);
    this.addSql(`create index "mail_outbox_contact_message_id_index" on "mail_outbox" ("contact_message_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_contact_message_id_foreign";`);

    this.addSql(`drop index "mail_outbox_contact_message_id_index";`);
    this.addSql(`alter table "mail_outbox" drop column "contact_message_id";`);
  }

}
