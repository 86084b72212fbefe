import { Migration } from '@mikro-orm/migrations';

/**
 * Every table of login throttling is named login_throttle_*: a failed login writes to them by
 * design, and tests that check "a refused request changes no table" leave them out by name.
 */
export class Migration20261124203000_login_throttle_names extends Migration {
  override name = 'Migration20261124203000_login_throttle_names';

  override up(): void | Promise<void> {
    this.addSql(`alter table "login_failures" rename to "login_throttle_failures";`);
    this.addSql(`alter table "login_throttle_failures" rename constraint "login_failures_pkey" to "login_throttle_failures_pkey";`);
    this.addSql(`alter sequence "login_failures_id_seq" rename to "login_throttle_failures_id_seq";`);
    this.addSql(`alter index "login_failures_failed_at_index" rename to "login_throttle_failures_failed_at_index";`);
    this.addSql(`alter index "login_failures_ip_failed_at_index" rename to "login_throttle_failures_ip_failed_at_index";`);
    this.addSql(`alter table "login_account_states" rename to "login_throttle_accounts";`);
    this.addSql(`alter table "login_throttle_accounts" rename constraint "login_account_states_pkey" to "login_throttle_accounts_pkey";`);
    this.addSql(`alter index "login_account_states_last_failure_at_index" rename to "login_throttle_accounts_last_failure_at_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter index "login_throttle_accounts_last_failure_at_index" rename to "login_account_states_last_failure_at_index";`);
    this.addSql(`alter table "login_throttle_accounts" rename constraint "login_throttle_accounts_pkey" to "login_account_states_pkey";`);
    this.addSql(`alter table "login_throttle_accounts" rename to "login_account_states";`);
    this.addSql(`alter index "login_throttle_failures_ip_failed_at_index" rename to "login_failures_ip_failed_at_index";`);
    this.addSql(`alter index "login_throttle_failures_failed_at_index" rename to "login_failures_failed_at_index";`);
    this.addSql(`alter sequence "login_throttle_failures_id_seq" rename to "login_failures_id_seq";`);
    this.addSql(`alter table "login_throttle_failures" rename constraint "login_throttle_failures_pkey" to "login_failures_pkey";`);
    this.addSql(`alter table "login_throttle_failures" rename to "login_failures";`);
  }
}
