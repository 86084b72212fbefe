import { readFileSync } from 'node:fs';
import { NEW_PASSWORD_MIN } from '../../src/shared/account.ts';
import type { ValidationMessageId } from '../../src/shared/validation-messages.ts';

/** The common passwords the app ships (server/auth/common-passwords.txt), lower-cased. */
let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Letters and digits only, lower-cased: "Boss.2024!" → "boss2024". */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Is the password the username dressed up ("Boss.2024!" for boss)? Its letters and digits contain the username's. */
function isBuiltFromUsername(password: string, username: string): boolean {
  const name = letters(username);
  if (name.length < 3) return false;
  return letters(password).includes(name);
}

/**
 * The rules of a new password beyond its length (checked by the shared schema too): not one of
 * the common passwords, not built from the username. The rule broken, or null.
 */
export function passwordProblem(password: string, username: string): ValidationMessageId | null {
  if (password.length < NEW_PASSWORD_MIN) return 'account.passwordLength';
  if (isCommon(password)) return 'account.passwordCommon';
  if (isBuiltFromUsername(password, username)) return 'account.passwordUsername';
  return null;
}
