/**
 * Answers of public reads (settings, texts, services, projects, packages) kept in memory: they
 * change only when an admin writes. Any admin write empties the cache of this instance and, via
 * PostgreSQL NOTIFY, of every other instance on the same database. A time limit bounds how long
 * a change made outside the app (psql, another tool) can stay unseen.
 */
export type PublicReadCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

type Entry = { value: unknown; expiresAt: number };

/** A bound in bytes for a prefix's answers: `sizeOf` tells what one answer holds in memory. */
export type ByteLimit = { max: number; sizeOf: (value: unknown) => number };
type PrefixLimit = { max: number; bytes: ByteLimit | undefined; keys: Map<string, number>; size: number };

export class PublicReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Key prefixes with a bound of their own (count, and bytes when sizeOf is given). */
  readonly #limits = new Map<string, PrefixLimit>();
  /** Bumped by invalidate(): a load that began before it must not be stored. */
  #generation = 0;
  hits = 0;
  misses = 0;
  /** Hits of peek() (the fast path in front of Express looks kept answers up with it). */
  peekHits = 0;

  constructor(options: PublicReadCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 5 * 60_000;
    this.#maxEntries = options.maxEntries ?? 500;
    this.#now = options.now ?? Date.now;
  }

  /** The cached answer for the key, or the loaded one (one load at a time per key). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) {
      this.hits++;
      return entry.value as T;
    }
    this.misses++;
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.#generation;
    const loading = load().then(
      (value) => {
        if (generation === this.#generation) this.#store(key, value);
        return value;
      },
      (error: unknown) => {
        throw error;
      },
    );
    this.#loading.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /**
   * The kept answer for the key if it is still fresh, else undefined; never loads. For the fast
   * path in front of Express, which answers only what is already kept.
   */
  peek<T>(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.expiresAt <= this.#now()) return undefined;
    this.hits++;
    this.peekHits++;
    return entry.value as T;
  }

  /**
   * Keeps at most `max` keys that start with `prefix`, dropping the one stored longest ago: for
   * answers whose keys the visitor composes (tRPC batches of any public reads), so that they
   * can neither grow the cache nor push the pages and REST reads out of it. With `bytes`, also
   * at most `bytes.max` bytes of them (rendered pages are 100-500 kB each: a count alone does
   * not bound their memory).
   */
  limitKeys(prefix: string, max: number, bytes?: ByteLimit): void {
    const previous = this.#limits.get(prefix);
    this.#limits.set(prefix, { max, bytes, keys: previous?.keys ?? new Map(), size: previous?.size ?? 0 });
  }

  /** The bytes kept under a prefix limited in bytes (as its sizeOf counted them at storage). */
  bytesOf(prefix: string): number {
    return this.#limits.get(prefix)?.size ?? 0;
  }

  /** Drops one key (an answer not worth keeping after all). */
  forget(key: string): void {
    this.#entries.delete(key);
    for (const limit of this.#limits.values()) {
      const size = limit.keys.get(key);
      if (size === undefined) continue;
      limit.keys.delete(key);
      limit.size -= size;
    }
  }

  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
    for (const limit of this.#limits.values()) {
      limit.keys.clear();
      limit.size = 0;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #store(key: string, value: unknown): void {
    const sizes = new Map<PrefixLimit, number>();
    for (const [prefix, limit] of this.#limits) {
      if (!key.startsWith(prefix)) continue;
      const size = limit.bytes?.sizeOf(value) ?? 0;
      // An answer larger than its whole budget is not kept (nor does it push others out).
      if (limit.bytes && size > limit.bytes.max) return;
      sizes.set(limit, size);
    }
    // Keys are few (calls × five languages × slugs); drop the oldest if something floods them.
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.forget(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs });
    for (const [limit, size] of sizes) {
      limit.keys.set(key, size);
      limit.size += size;
      while (limit.keys.size > limit.max || (limit.bytes && limit.size > limit.bytes.max)) {
        const oldest = limit.keys.keys().next().value as string;
        this.forget(oldest);
      }
    }
  }
}
