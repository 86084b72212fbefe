/**
 * Answers of public reads (settings, texts, services, projects, packages) kept in memory: they
 * change only when an admin writes. Any admin write empties the cache of this instance and, via
 * PostgreSQL NOTIFY, of every other instance on the same database. A time limit bounds how long
 * a change made outside the app (psql, another tool) can stay unseen.
 */
export type PublicReadCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

type Entry = { value: unknown; expiresAt: number };

export class PublicReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Bumped by invalidate(): a load that began before it must not be stored. */
  #generation = 0;
  hits = 0;
  misses = 0;

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

  /** Drops one key (an answer not worth keeping after all). */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #store(key: string, value: unknown): void {
    // Keys are few (calls × five languages × slugs); drop the oldest if something floods them.
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs });
  }
}
