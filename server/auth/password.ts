import { hash, verify } from '@node-rs/argon2';

/** argon2id with the baseline's parameters (19456 KiB, 2 passes, parallelism 1). */
const ARGON2ID = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** At most this many hashes run at once, so a login burst cannot exhaust memory or CPU. */
const MAX_CONCURRENT_HASHES = 4;
/** Beyond this many waiting, a hash is refused instead of queued (bounded memory under a burst). */
const MAX_WAITING_HASHES = 64;
let running = 0;
const waiting: Array<() => void> = [];

export class HashQueueFullError extends Error {
  constructor() {
    super('too many password hashes waiting');
  }
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES && waiting.length >= MAX_WAITING_HASHES) throw new HashQueueFullError();
  // A finished hash hands its slot straight to the next waiter, so the count never overshoots.
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2ID));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(() => verify(passwordHash, password).catch(() => false));
}

/** Verified against when the user is unknown, so both failures take about the same time. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined; // a refused hash must not poison later logins
    throw error;
  });
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
