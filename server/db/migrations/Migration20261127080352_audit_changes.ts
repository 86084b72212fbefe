import { Migration } from '@mikro-orm/migrations';

export class Migration20261127080352_audit_changes extends Migration {

  override name = 'Migration20261127080352_audit_changes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" add "subject" varchar(200) null, add "changes" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop column "subject", drop column "changes";`);
  }

}
