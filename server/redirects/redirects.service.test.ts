import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectInputSchema } from '../../src/shared/redirects.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { saveWithVersion } from '../history/versions.service.ts';
import { listAdminServices, updateAdminService } from '../services/services.service.ts';
import { createTestDatabase } from '../test/harness.ts';
import { createRedirect, followRedirects, listRedirects, redirectMap } from './redirects.service.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await createTestDatabase();
  await seedDatabase(orm.em.fork(), { uploadDir: '/nonexistent' });
});
afterAll(async () => {
  await orm?.close(true);
});

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { cause?: { issues?: Array<{ path: string[]; params?: { fieldCode?: string } }> } }) =>
      error.cause?.issues?.[0] ?? error,
  );

describe('redirects of public pages', () => {
  it('stores paths without language prefix, lower-case, without a trailing slash', () => {
    expect(redirectInputSchema.parse({ from: ' /EN/Kampanya/ ', to: '/services/web-tasarim' })).toEqual({
      from: '/kampanya',
      to: '/services/web-tasarim',
    });
    for (const bad of ['kampanya', 'https://evil.example/x', '//evil.example', '/a?b=1', '/a b'])
      expect(redirectInputSchema.safeParse({ from: bad, to: '/' }).success, bad).toBe(false);
    expect(redirectInputSchema.safeParse({ from: '/a', to: '/a' }).success).toBe(false);
    expect(redirectInputSchema.safeParse({ from: '/', to: '/a' }).success).toBe(false);
  });

  it('refuses a loop and a second redirect of the same address', async () => {
    await createRedirect(orm.em.fork(), { from: '/eski', to: '/yeni' });
    await createRedirect(orm.em.fork(), { from: '/yeni', to: '/en-yeni' });
    expect(await refusalOf(createRedirect(orm.em.fork(), { from: '/en-yeni', to: '/eski' }))).toMatchObject({
      path: ['to'],
      params: { fieldCode: 'admin.redirectLoop' },
    });
    await expect(createRedirect(orm.em.fork(), { from: '/eski', to: '/baska' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const map = await redirectMap(orm.em.fork());
    expect(followRedirects(map, '/eski')).toBe('/en-yeni');
    expect(
      followRedirects(
        new Map([
          ['/a', '/b'],
          ['/b', '/a'],
        ]),
        '/a',
      ),
    ).toBeNull();
  });

  it("a service's new slug redirects its old address, and earlier redirects follow it", async () => {
    const [service] = await listAdminServices(orm.em.fork());
    const rename = (slug: string) =>
      saveWithVersion(
        orm.em.fork(),
        { kind: 'service', actor: { id: 1, name: 'ayse' }, itemId: String(service.id) },
        (tx) => updateAdminService(tx, service.id, { slug }),
      );
    await rename('web-tasarim-yeni');
    await rename('web-tasarim-son');
    const map = await redirectMap(orm.em.fork());
    expect(followRedirects(map, `/services/${service.slug}`)).toBe('/services/web-tasarim-son');
    expect(map.get(`/services/${service.slug}`)).toBe('/services/web-tasarim-son');
    expect(map.get('/hizmetler/web-tasarim-yeni')).toBe('/hizmetler/web-tasarim-son');

    // Back to the first slug: that address lives again, and nothing redirects away from it.
    await rename(service.slug);
    const back = await redirectMap(orm.em.fork());
    expect(back.has(`/services/${service.slug}`)).toBe(false);
    expect(followRedirects(back, '/services/web-tasarim-yeni')).toBe(`/services/${service.slug}`);
    expect((await listRedirects(orm.em.fork())).filter((row) => row.automatic).length).toBeGreaterThan(0);
  });
});
