import { Migration } from '@mikro-orm/migrations';

/**
 * Device cookies (OWASP): each browser that signed in before has its own failure budget and,
 * when it fails too often, a place on the lockout list (locked_until). Named login_throttle_* like
 * the other throttling tables (a failed login writes to them by design).
 */
export class Migration20261126210000_login_devices extends Migration {
  override name = 'Migration20261126210000_login_devices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "login_throttle_devices" ("device" varchar(64) not null, "username" text not null, "failures" int not null, "last_failure_at" timestamptz not null, "locked_until" timestamptz null, primary key ("device"));`,
    );
    this.addSql(`create index "login_throttle_devices_last_failure_at_index" on "login_throttle_devices" ("last_failure_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_throttle_devices" cascade;`);
  }
}
