import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../src/shared/page-meta.ts';
import { BUILT_IN_TEXTS } from '../services/built-in-texts.ts';
import { login, startTestApp, type TestApp } from '../test/harness.ts';
import { LEGAL_PAGE_PATHS } from '../test/legal-paths.ts';
import { TBT_BUSINESS_LOCATION } from '../test/seeded-business.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
const INDEX = `<!doctype html>
<html lang="tr" dir="ltr">
  <head>
    <meta name="description" content="built description" />
    <title>Built Title</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ indexHtml: INDEX, users: [ADMIN], realRender: true });
  cookie = await login(app, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await app?.close();
});

async function page(pathname: string) {
  const response = await fetch(`${app.url}${pathname}`);
  const html = await response.text();
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: response.status,
    response,
    html,
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    htmlTag: pick(/(<html[^>]*>)/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
  };
}

const text = (language: 'tr' | 'en' | 'ar', key: string) => BUILT_IN_TEXTS[language][key] ?? BUILT_IN_TEXTS.tr[key];

describe('server-written page heads', () => {
  it('the home page: Turkish head, canonical and the five language alternates', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.htmlTag).toBe('<html lang="tr" dir="ltr" data-mantine-color-scheme="light">');
    expect(home.title).toBeTruthy();
    expect(home.title).not.toBe('Built Title');
    expect(home.canonical).toBe(`${app.url}/`);
    expect(home.alternates).toEqual({
      tr: `${app.url}/`,
      en: `${app.url}/en`,
      de: `${app.url}/de`,
      ru: `${app.url}/ru`,
      ar: `${app.url}/ar`,
      'x-default': `${app.url}/`,
    });
    expect(home.html).toContain('<meta property="og:locale" content="tr_TR" />');
  });

  it('an Arabic page is right-to-left, with its own title and canonical', async () => {
    const about = await page('/ar/about');
    expect(about.status).toBe(200);
    expect(about.htmlTag).toBe('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    expect(about.title).toBe(`${text('ar', 'meta.about.title')} | TBT Dijital`);
    expect(about.description).toBe(text('ar', 'meta.about.description'));
    expect(about.canonical).toBe(`${app.url}/ar/about`);
  });

  it('an alias points its canonical to the one indexed address', async () => {
    expect((await page('/hizmetler')).canonical).toBe(`${app.url}/services`);
    expect((await page('/en/yazilim')).canonical).toBe(`${app.url}/en/software`);
  });

  it('a service page carries the service’s title and description in the language', async () => {
    const services = (await (await fetch(`${app.url}/api/services/en`)).json()) as Array<{
      slug: string;
      content: { title: string; description: string };
    }>;
    const service = services[0];
    const detail = await page(`/en/services/${service.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.title).toBe(`${service.content.title} | TBT Dijital`);
    expect(detail.description).toBe(service.content.description);
    expect(detail.canonical).toBe(`${app.url}/en/services/${service.slug}`);
  });

  it('unknown pages and unknown services answer 404 with noindex and Page Not Found rendered in the language', async () => {
    for (const [pathname, language] of [
      ['/no-such-page', 'tr'],
      ['/services/no-such-service', 'tr'],
      ['/de/nothing/here', 'de'],
      ['/ar/services/no-such-service', 'ar'],
    ] as const) {
      const missing = await page(pathname);
      expect(missing.status, pathname).toBe(404);
      expect(missing.html).toContain('<meta name="robots" content="noindex" />');
      expect(missing.canonical).toBeUndefined();
      expect(missing.title, pathname).toBe(`${BUILT_IN_TEXTS[language]['notFound.title']} | TBT Dijital`);
      // The page says so in its language: Page Not Found, or the service page's own notice.
      const shown = pathname.includes('/services/') ? 'service.notFound' : 'notFound.title';
      const body = missing.html.slice(missing.html.indexOf('<div id="root">'));
      expect(body, pathname).toContain(BUILT_IN_TEXTS[language][shown]);
    }
  });

  it('the head comes from the route the server rendered: every public route declares one', async () => {
    // Each of these is a route of src/routes/_public; its title is its own, never the site's alone.
    for (const pathname of new Set([...Object.values(PAGE_PATHS), '/hizmetler', '/yazilim', ...LEGAL_PAGE_PATHS])) {
      const found = await page(pathname);
      expect(found.status, pathname).toBe(200);
      expect(found.canonical, pathname).toBeDefined();
      expect(found.description, pathname).toBeTruthy();
    }
  });

  it('admin pages are served as built, marked noindex', async () => {
    const admin = await page('/admin/settings');
    expect(admin.status).toBe(200);
    expect(admin.title).toBe('Built Title');
    expect(admin.response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('an admin change to a page text or the site name shows in the next head, escaped', async () => {
    const entries = (await (
      await fetch(`${app.url}/api/admin/content/tr?key=meta.pricing.title`, { headers: { cookie } })
    ).json()) as Array<{ id: number; key: string }>;
    const entry = entries.find((row) => row.key === 'meta.pricing.title');
    expect(entry, 'meta.pricing.title is in the content store').toBeDefined();
    const headers = { origin: app.url, cookie, 'content-type': 'application/json' };
    await fetch(`${app.url}/api/admin/content/${entry?.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ value: 'Fiyatlar & "Paketler"' }),
    });
    await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ site_name: 'Ajans <Yeni>' }),
    });
    const pricing = await page('/pricing');
    expect(pricing.title).toBe('Fiyatlar &amp; &quot;Paketler&quot; | Ajans &lt;Yeni&gt;');
    expect(pricing.html).not.toContain('<Yeni>');
  });
});

describe('admin text is written literally', () => {
  it("a site name with String.replace patterns ($`, $&, $', $$) does not copy the page into its head", async () => {
    const name = "A $` B $& C $' D $$ E $1";
    const plain = await page('/about');
    const saved = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ site_name: name }),
    });
    expect(saved.status).toBe(200);
    const about = await page('/about');
    expect(about.html.match(/<head>/g)).toHaveLength(1);
    expect(about.html.match(/<html /g)).toHaveLength(1);
    expect(about.title?.endsWith(`| ${name.replaceAll('&', '&amp;')}`)).toBe(true);
    expect(about.html.length).toBeLessThan(plain.html.length * 1.2);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the admin and names the sitemap', async () => {
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it('the sitemap lists every page and service in the five languages with alternates', async () => {
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const services = (await (await fetch(`${app.url}/api/services/tr`)).json()) as Array<{ slug: string }>;
    expect(locs).toHaveLength((12 + services.length) * 5);
    expect(locs).toContain(`${app.url}/ar/about`);
    expect(locs).toContain(`${app.url}/de/services/${services[0].slug}`);
    expect(xml).toContain(`hreflang="x-default" href="${app.url}/pricing"`);
  });
});

describe('page compression', () => {
  it('sends a page brotli- or gzip-compressed when the browser accepts it', async () => {
    const { request } = await import('node:http');
    const encodingOf = (accept: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = request(`${app.url}/about`, { headers: { 'accept-encoding': accept } }, (res) => {
          res.resume();
          resolve(res.headers['content-encoding']);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await encodingOf('gzip, deflate, br')).toBe('br');
    expect(await encodingOf('gzip')).toBe('gzip');
    expect(await encodingOf('identity')).toBeUndefined();
  });
});

describe('structured data (JSON-LD) in the head', () => {
  type Node = Record<string, unknown> & { '@type': string; '@id'?: string };
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as { '@context': string; '@graph': Node[] },
    );
  const graphOf = async (pathname: string) => {
    const { status, html } = await page(pathname);
    expect(status, pathname).toBe(200);
    const blocks = jsonLdOf(html);
    expect(blocks, pathname).toHaveLength(1);
    expect(blocks[0]['@context']).toBe('https://schema.org');
    return blocks[0]['@graph'];
  };
  const node = (graph: Node[], type: string) => graph.find((item) => item['@type'] === type) as Node;
  const servicesIn = async (language: 'tr' | 'ar') =>
    (await (await fetch(`${app.url}/api/services/${language}`)).json()) as Array<{
      slug: string;
      content: { title: string; description: string };
    }>;

  beforeAll(async () => {
    const saved = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ site_name: 'TBT Dijital' }),
    });
    expect(saved.status).toBe(200);
  });

  it.each([
    ['/', 'tr', `/`],
    ['/ar', 'ar', `/ar`],
  ] as const)(
    'the home page %s: the business from the seed’s settings, the page in its language',
    async (pathname, language, home) => {
      const graph = await graphOf(pathname);
      expect(graph.map((item) => item['@type'])).toEqual(['LocalBusiness', 'WebPage']);
      const business = node(graph, 'LocalBusiness');
      // Google's required properties of a LocalBusiness: name and address.
      expect(business).toMatchObject({
        '@id': `${app.url}/#business`,
        name: 'TBT Dijital',
        url: `${app.url}${home}`,
        ...TBT_BUSINESS_LOCATION,
        sameAs: [
          'https://www.linkedin.com/company/tbtdijital',
          'https://www.facebook.com/tbtdijital',
          'https://www.instagram.com/tbtdijital',
        ],
      });
      expect(business.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
      ]);
      expect(business).not.toHaveProperty('logo');
      expect(node(graph, 'WebPage')).toMatchObject({ url: `${app.url}${home}`, inLanguage: language });
    },
  );

  it.each([
    ['tr', ''],
    ['ar', '/ar'],
  ] as const)(
    'a service page in %s: BreadcrumbList and Service with the page language’s names and addresses',
    async (language, prefix) => {
      const service = (await servicesIn(language))[0];
      const url = `${app.url}${prefix}/services/${service.slug}`;
      // The Turkish alias /hizmetler/{slug} gives the same data, with the canonical address.
      const graph = await graphOf(`${prefix}/hizmetler/${service.slug}`);
      expect(graph.map((item) => item['@type'])).toEqual(['LocalBusiness', 'WebPage', 'BreadcrumbList', 'Service']);
      expect(node(graph, 'WebPage')).toMatchObject({ url, inLanguage: language });
      expect(node(graph, 'BreadcrumbList').itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: text(language, 'nav.home'), item: `${app.url}${prefix || '/'}` },
        {
          '@type': 'ListItem',
          position: 2,
          name: text(language, 'nav.services'),
          item: `${app.url}${prefix}/services`,
        },
        { '@type': 'ListItem', position: 3, name: service.content.title, item: url },
      ]);
      expect(node(graph, 'Service')).toEqual({
        '@type': 'Service',
        '@id': `${url}#service`,
        name: service.content.title,
        description: service.content.description,
        url,
        provider: { '@id': `${app.url}/#business` },
        areaServed: { '@type': 'Country', name: 'TR' },
      });
    },
  );

  it('a 404 page has no JSON-LD', async () => {
    for (const pathname of ['/no-such-page', '/ar/services/no-such-service']) {
      const missing = await page(pathname);
      expect(missing.status, pathname).toBe(404);
      expect(missing.html).not.toContain('application/ld+json');
    }
  });

  it('a hostile site name and a logo from the admin: escaped in the block, read back unchanged', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const saved = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie },
      body: JSON.stringify({ site_name: hostile, logo_url: '/uploads/logo.png', social_youtube: '' }),
    });
    expect(saved.status).toBe(200);
    const { html } = await page('/contact');
    expect(html).not.toContain('<script>alert(1)');
    // One script in the head (the JSON-LD block); the hostile name closes none.
    expect(html.slice(0, html.indexOf('</head>')).match(/<\/script>/g)).toHaveLength(1);
    const business = node(jsonLdOf(html)[0]['@graph'], 'LocalBusiness');
    expect(business.name).toBe(hostile);
    expect(business.logo).toBe(`${app.url}/uploads/logo.png`);
    expect(business.image).toBe(`${app.url}/uploads/logo.png`);
  });

  it('the logo and the favicon from the settings: tab icon, touch icon, Open Graph and X cards', async () => {
    const meta = (html: string, name: string) =>
      new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
    const icon = (html: string) => /<link rel="icon" href="([^"]*)"/.exec(html)?.[1];
    const save = (settings: Record<string, string>) =>
      fetch(`${app.url}/api/admin/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: app.url, cookie },
        body: JSON.stringify(settings),
      });
    expect((await save({ logo_url: '', favicon_url: '' })).status).toBe(200);
    const plain = (await page('/about')).html;
    expect(icon(plain)).toBe('/favicon.svg');
    expect(meta(plain, 'twitter:card')).toBe('summary');
    expect(meta(plain, 'twitter:title')).toBe(meta(plain, 'og:title'));
    expect(meta(plain, 'twitter:image')).toBeUndefined();
    expect(plain).not.toContain('apple-touch-icon');

    expect((await save({ logo_url: '/uploads/brand-logo.png' })).status).toBe(200);
    const logo = `${app.url}/uploads/brand-logo.png`;
    for (const pathname of ['/about', '/en/services/web-tasarim', '/no-such-page']) {
      const { html } = await page(pathname);
      expect(icon(html), pathname).toBe(logo);
      expect(html, pathname).toContain(`<link rel="apple-touch-icon" href="${logo}" />`);
      expect(meta(html, 'og:image'), pathname).toBe(logo);
      expect(meta(html, 'twitter:image'), pathname).toBe(logo);
      expect(meta(html, 'twitter:card'), pathname).toBe('summary_large_image');
    }
    expect((await save({ favicon_url: '/uploads/brand-icon.png' })).status).toBe(200);
    expect(icon((await page('/about')).html)).toBe(`${app.url}/uploads/brand-icon.png`);
    expect((await save({ logo_url: '', favicon_url: '' })).status).toBe(200);
  });

  it('an uploaded raster logo: og:image and twitter:image are its 1200x630 share variant, absolute', async () => {
    const meta = (html: string, name: string) =>
      new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html)?.[1];
    // The row as the image pipeline leaves it: processed, 10-hex content hash, focal point.
    await app.orm.em.getConnection().execute(
      `insert into media_files (url, stored_name, original_name, mime_type, size, image_status, width, height,
           has_alpha, content_hash, focal_x, focal_y, created_at)
         values ('/uploads/raster-logo.png', 'raster-logo.png', 'logo.png', 'image/png', 5000, 'ready', 800, 200,
           true, '0a1b2c3d4e', 0.5, 0.4, now())`,
    );
    const save = (settings: Record<string, string>) =>
      fetch(`${app.url}/api/admin/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: app.url, cookie },
        body: JSON.stringify(settings),
      });
    expect((await save({ logo_url: '/uploads/raster-logo.png' })).status).toBe(200);
    const share = `${app.url}/uploads/v/raster-logo-0a1b2c3d4e-og-50-40.jpg`;
    for (const pathname of ['/about', '/ar/portfolio', '/no-such-page']) {
      const { html } = await page(pathname);
      expect(meta(html, 'og:image'), pathname).toBe(share);
      expect(meta(html, 'og:image:width'), pathname).toBe('1200');
      expect(meta(html, 'og:image:height'), pathname).toBe('630');
      expect(meta(html, 'twitter:image'), pathname).toBe(share);
      expect(meta(html, 'twitter:card'), pathname).toBe('summary_large_image');
      // The touch icon stays the logo itself (a crop would cut it).
      expect(html, pathname).toContain(`<link rel="apple-touch-icon" href="${app.url}/uploads/raster-logo.png" />`);
    }
    // Without a descriptor (an SVG, an external URL): the logo as it is, no size.
    expect((await save({ logo_url: 'https://cdn.example.com/logo.svg' })).status).toBe(200);
    const { html } = await page('/about');
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/logo.svg');
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect((await save({ logo_url: '' })).status).toBe(200);
  });
});
