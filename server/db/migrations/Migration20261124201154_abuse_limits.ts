import { Migration } from '@mikro-orm/migrations';

/** Counters of the abuse limits and of login throttling, shared by every instance. */
export class Migration20261124201154_abuse_limits extends Migration {

  override name = 'Migration20261124201154_abuse_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "login_account_states" ("username" text not null, "failures" int not null, "last_failure_at" timestamptz not null, primary key ("username"));`);
    this.addSql(`create index "login_account_states_last_failure_at_index" on "login_account_states" ("last_failure_at");`);

    this.addSql(`create table "login_failures" ("id" bigserial primary key, "username" text not null, "ip" varchar(64) not null, "failed_at" timestamptz not null);`);
    this.addSql(`create index "login_failures_failed_at_index" on "login_failures" ("failed_at");`);
    this.addSql(`create index "login_failures_ip_failed_at_index" on "login_failures" ("ip", "failed_at");`);

    this.addSql(`create table "login_throttle_pairs" ("username" text not null, "ip" varchar(64) not null, "failures" int not null, "last_failure_at" timestamptz not null, primary key ("username", "ip"));`);
    this.addSql(`create index "login_throttle_pairs_last_failure_at_index" on "login_throttle_pairs" ("last_failure_at");`);

    this.addSql(`create table "rate_limit_counters" ("key" varchar(120) not null, "window_start" timestamptz not null, "count" int not null, "expires_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "rate_limit_counters_expires_at_index" on "rate_limit_counters" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_account_states" cascade;`);
    this.addSql(`drop table if exists "login_failures" cascade;`);
    this.addSql(`drop table if exists "login_throttle_pairs" cascade;`);
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
  }

}
