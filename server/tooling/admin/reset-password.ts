/**
 * npm run admin:reset-password -- <username> [--disable-2fa] — for the person who runs the server,
 * when an admin cannot get in (no e-mail on the account, or its mailbox is gone): prints a new
 * password once (server/auth/operator-reset.ts says what else it does).
 *
 * Uses DATABASE_URL, else the embedded PostgreSQL in DATA_DIR: with the embedded database the
 * running app must be stopped first (its data folder belongs to one process); the message says so.
 */
import { operatorResetPassword } from '../../auth/operator-reset.ts';
import { openDatabase } from '../../db/database.ts';
import { loadEnv } from '../../env.ts';
import { createLogger } from '../../logger.ts';

const args = process.argv.slice(2);
const username = args.find((arg) => !arg.startsWith('--'));
if (!username) {
  process.stderr.write('Usage: npm run admin:reset-password -- <username> [--disable-2fa]\n');
  process.exit(1);
}
const disableTotp = args.includes('--disable-2fa');

try {
  const database = await openDatabase(loadEnv(process.env), createLogger('warn'));
  try {
    const reset = await operatorResetPassword(database.orm.em.fork(), username, { disableTotp });
    if (!reset) {
      process.stderr.write(`No account named "${username}".\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(
        `New password of ${reset.username} (shown once; change it after signing in):\n\n  ${reset.password}\n\n` +
          `Every session of the account has ended${disableTotp ? '; two-step verification is off' : ''}.\n`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
