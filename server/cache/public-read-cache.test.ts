import { describe, expect, it } from 'vitest';
import { PublicReadCache } from './public-read-cache.ts';

describe('PublicReadCache', () => {
  it('loads once and answers from memory until invalidated', async () => {
    const cache = new PublicReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe(2);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('shares one load between callers that ask at the same time', async () => {
    const cache = new PublicReadCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
  });

  it('does not keep an answer whose load began before an invalidation', async () => {
    const cache = new PublicReadCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('never keeps a failure', async () => {
    const cache = new PublicReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('forgets an answer after its time limit', async () => {
    let now = 0;
    const cache = new PublicReadCache({ ttlMs: 1000, now: () => now });
    expect(await cache.get('k', async () => 'a')).toBe('a');
    now = 999;
    expect(await cache.get('k', async () => 'b')).toBe('a');
    now = 1000;
    expect(await cache.get('k', async () => 'c')).toBe('c');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = new PublicReadCache({ maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });

  it('peek answers only what is kept and fresh, and never loads', async () => {
    let now = 0;
    const cache = new PublicReadCache({ ttlMs: 1000, now: () => now });
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'a');
    expect(cache.peek('k')).toBe('a');
    expect(cache.peekHits).toBe(1);
    now = 1000;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'b');
    cache.invalidate();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('bounds the keys of a limited prefix without touching the others', async () => {
    const cache = new PublicReadCache();
    cache.limitKeys('trpc:', 2);
    await cache.get('page:/', async () => 'page');
    for (const n of [1, 2, 3]) await cache.get(`trpc:${n}`, async () => n);
    expect(cache.peek('trpc:1')).toBeUndefined();
    expect([cache.peek('trpc:2'), cache.peek('trpc:3'), cache.peek('page:/')]).toEqual([2, 3, 'page']);
    // Stored again, a key is the newest: the other one goes next.
    cache.forget('trpc:2');
    await cache.get('trpc:2', async () => 20);
    await cache.get('trpc:4', async () => 4);
    expect([cache.peek('trpc:3'), cache.peek('trpc:2'), cache.peek('trpc:4')]).toEqual([undefined, 20, 4]);
    expect(cache.size).toBe(3);
  });
});

describe('PublicReadCache byte limits', () => {
  const sizeOf = (value: unknown) => (value as string).length;

  it('keeps a prefix under its byte budget, dropping its oldest answers, and never the others', async () => {
    const cache = new PublicReadCache();
    cache.limitKeys('page:', 100, { max: 10, sizeOf });
    await cache.get('rest:/x', async () => 'x'.repeat(50));
    await cache.get('page:/a', async () => 'aaaa');
    await cache.get('page:/b', async () => 'bbbb');
    expect(cache.bytesOf('page:')).toBe(8);
    await cache.get('page:/c', async () => 'cccc');
    expect([cache.peek('page:/a'), cache.peek('page:/b'), cache.peek('page:/c')]).toEqual([undefined, 'bbbb', 'cccc']);
    expect(cache.bytesOf('page:')).toBe(8);
    expect(cache.peek('rest:/x')).toHaveLength(50);
  });

  it('does not keep an answer larger than the whole budget, and counts forgotten and replaced answers out', async () => {
    const cache = new PublicReadCache();
    cache.limitKeys('page:', 100, { max: 10, sizeOf });
    await cache.get('page:/a', async () => 'aaaa');
    expect(await cache.get('page:/huge', async () => 'h'.repeat(11))).toHaveLength(11);
    expect(cache.peek('page:/huge')).toBeUndefined();
    expect(cache.peek('page:/a')).toBe('aaaa');
    expect(cache.bytesOf('page:')).toBe(4);
    await cache.get('page:/b', async () => 'bbbbbb');
    cache.forget('page:/b');
    expect(cache.bytesOf('page:')).toBe(4);
    cache.forget('page:/a');
    expect(cache.bytesOf('page:')).toBe(0);
    await cache.get('page:/a', async () => 'aa');
    cache.invalidate();
    expect(cache.bytesOf('page:')).toBe(0);
  });
});
