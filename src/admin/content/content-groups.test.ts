import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGS } from '../../i18n/all-catalogs.ts';
import turkish from '../../i18n/catalogs/site/tr.json' with { type: 'json' };
import type { ContentEntryOutput } from '../../shared/admin-content.ts';
import { isContentStoreKey } from '../../shared/content.ts';
import type { Language } from '../../shared/languages.ts';
import { humanize, type LabelLookup, pageLabel, sectionLabel, textLabel } from './content-labels.ts';
import { placeOfKey } from './content-places.ts';
import {
  compareInSection,
  groupTexts,
  limitGroups,
  matchesSearch,
  mergeEntries,
  missingCounts,
} from './content-texts.ts';

/** The content labels of a language, straight from the admin catalog (they hold no arguments). */
const labelsIn =
  (language: Language): LabelLookup =>
  (id) =>
    (ADMIN_CATALOGS[language] as Record<string, string>)[id];

describe('placeOfKey', () => {
  it.each([
    ['hero.title', 'home', 'hero', ['title']],
    ['stats.projects', 'home', 'stats', ['projects']],
    ['brands.logoAlt', 'home', 'brands', ['logoAlt']],
    ['home.hero.title', 'home', 'hero', ['title']],
    ['nav.contact', 'navigation', 'menu', ['contact']],
    ['meta.contact.title', 'contact', 'meta', ['title']],
    ['meta.kvkk.description', 'kvkk', 'meta', ['description']],
    ['cta.serviceDetail.text', 'serviceDetail', 'cta', ['text']],
    ['contact.form.emailPlaceholder', 'contact', 'form', ['emailPlaceholder']],
    ['contact.form.success.title', 'contact', 'form', ['success', 'title']],
    ['footer.newsletter.title', 'footer', 'newsletter', ['title']],
    ['footer.copyright', 'footer', 'general', ['copyright']],
    ['button.getQuote', 'buttons', 'general', ['getQuote']],
    ['service.questionnaire.goals.label', 'services', 'questionnaire', ['goals', 'label']],
    ['service.process.analysis.title', 'serviceDetail', 'process', ['analysis', 'title']],
    ['service.workflow.title', 'services', 'workflow', ['title']],
    ['service.related', 'services', 'general', ['related']],
    ['ecommerce.package.detail.baslangic.users', 'ecommerce', 'package', ['detail', 'baslangic', 'users']],
    ['portfolio.category.web', 'portfolio', 'category', ['web']],
    ['promo.title', 'promo', 'general', ['title']],
    ['company.tagline', 'site', 'general', ['tagline']],
    ['about.experienceYears', 'about', 'general', ['experienceYears']],
    ['responsive_tasarim', 'serviceDetail', 'features', ['responsive_tasarim']],
    ['guvenlik_desc', 'serviceDetail', 'features', ['guvenlik_desc']],
  ])('%s → %s / %s', (key, page, section, rest) => {
    expect(placeOfKey(key)).toEqual({ page, section, rest });
  });

  it('puts keys of unknown families under Other, by their first segment', () => {
    expect(placeOfKey('campaign.banner.title')).toEqual({
      page: 'other',
      section: 'campaign',
      rest: ['banner', 'title'],
    });
    expect(placeOfKey('standalone')).toEqual({ page: 'other', section: 'general', rest: ['standalone'] });
    // meta. of something that is no page is not a page head.
    expect(placeOfKey('meta.nothing.title').page).toBe('other');
  });

  it('places every key the content store is seeded with on a known page', () => {
    const seeded = Object.keys(turkish).filter(isContentStoreKey);
    expect(seeded.length).toBeGreaterThan(300);
    for (const key of seeded) expect(placeOfKey(key).page, key).not.toBe('other');
  });
});

describe('labels', () => {
  it('names known texts in the admin language', () => {
    expect(textLabel('contact.form.emailPlaceholder', labelsIn('tr'))).toBe('E-posta alanı örneği');
    expect(textLabel('contact.form.emailPlaceholder', labelsIn('en'))).toBe('E-mail field hint');
    expect(textLabel('brands.logoAlt', labelsIn('de'))).toBe('Alternativtext der Logos');
    expect(textLabel('contact.form.success.title', labelsIn('en'))).toBe('Success message · Title');
    expect(textLabel('guvenlik_desc', labelsIn('tr'))).toBe('Güvenlik · Açıklama');
    expect(textLabel('meta.contact.title', labelsIn('ar'))).toBe('العنوان');
    expect(pageLabel('navigation', labelsIn('ru'))).toBe('Навигация');
    expect(sectionLabel('meta', labelsIn('en'))).toBe('Search engine head');
  });

  it('humanizes what it does not know, and keeps unknown sections readable', () => {
    expect(humanize('emailPlaceholder')).toBe('Email placeholder');
    expect(humanize('free_hosting_gift')).toBe('Free hosting gift');
    expect(textLabel('ecommerce.package.free_hosting_gift', labelsIn('tr'))).toBe('Hediye hosting');
    expect(textLabel('ecommerce.package.new_unknown_text', labelsIn('tr'))).toBe('New unknown text');
    expect(sectionLabel('campaign', labelsIn('tr'))).toBe('Campaign');
    // Names of Object.prototype are no labels.
    expect(textLabel('other.constructor', labelsIn('en'))).toBe('Constructor');
  });
});

const entry = (key: string, language: Language, value: string, id = Math.random()): ContentEntryOutput => ({
  id,
  key,
  language,
  value,
  isCustom: false,
  updatedAt: '2026-11-25T00:00:00.000Z',
  builtIn: false,
  defaultValue: null,
});

describe('texts of the editor', () => {
  const entries = [
    entry('nav.contact', 'tr', 'İletişim'),
    entry('nav.contact', 'en', 'Contact'),
    entry('nav.contact', 'de', 'Kontakt'),
    entry('nav.contact', 'ru', 'Контакты'),
    entry('nav.contact', 'ar', 'اتصل بنا'),
    entry('hero.title', 'tr', 'Dijital dünyada güvenilir ortağınız'),
    entry('hero.title', 'en', 'Your trusted partner'),
    entry('hero.title', 'ar', '  '),
    entry('contact.form.emailPlaceholder', 'tr', 'ornek@firma.com'),
  ];
  const texts = mergeEntries(entries, labelsIn('tr'));

  it('merges the languages of a key and marks missing or blank ones', () => {
    expect(texts.map((text) => text.key)).toEqual(['contact.form.emailPlaceholder', 'hero.title', 'nav.contact']);
    const hero = texts.find((text) => text.key === 'hero.title');
    expect(hero?.missing).toEqual(['de', 'ru', 'ar']);
    expect(hero?.label).toBe('Başlık');
    expect(texts.find((text) => text.key === 'nav.contact')?.missing).toEqual([]);
    expect(missingCounts(texts)).toEqual({ tr: 0, en: 1, de: 2, ru: 2, ar: 2 });
  });

  it('searches labels, page names, keys and every language, with folded letters', () => {
    const found = (search: string) =>
      texts.filter((text) => matchesSearch(text, search, labelsIn('tr'))).map((t) => t.key);
    expect(found('kontakt')).toEqual(['nav.contact']);
    expect(found('контакты')).toEqual(['nav.contact']);
    expect(found('اتصل')).toEqual(['nav.contact']);
    expect(found('GUVENILIR ortaginiz')).toEqual(['hero.title']);
    expect(found('e-posta')).toEqual(['contact.form.emailPlaceholder']);
    expect(found('ana sayfa')).toEqual(['hero.title']);
    expect(found('hero.title')).toEqual(['hero.title']);
    expect(found('')).toHaveLength(3);
    expect(found('yok-böyle-bir-şey')).toEqual([]);
  });

  it('groups by page in the editor order, then by section, and limits without losing groups', () => {
    const groups = groupTexts(texts, labelsIn('en'));
    expect(groups.map((group) => [group.label, group.count])).toEqual([
      ['Home', 1],
      ['Contact', 1],
      ['Navigation', 1],
    ]);
    expect(groups[1]?.sections[0]?.label).toBe('Contact form');
    expect(limitGroups(groups, 2).map((group) => group.page)).toEqual(['home', 'contact']);
  });

  it('orders sections as the page shows them: hero first, call to action and head last', () => {
    const home = mergeEntries(
      ['meta.home.title', 'cta.home.title', 'brands.title', 'stats.projects', 'hero.title'].map((key) =>
        entry(key, 'tr', 'x'),
      ),
      labelsIn('en'),
    );
    expect(groupTexts(home, labelsIn('en'))[0]?.sections.map((section) => section.section)).toEqual([
      'hero',
      'stats',
      'brands',
      'cta',
      'meta',
    ]);
  });
});

describe('texts within a section', () => {
  const ordered = (keys: string[]) => [...keys].sort((a, b) => compareInSection({ key: a }, { key: b }));

  it('come in page order: badge, title, subtitle, other texts, buttons last', () => {
    expect(
      ordered([
        'hero.exploreServices',
        'hero.startProject',
        'hero.subtitle',
        'hero.title',
        'hero.videoTitle',
        'hero.badge',
        'hero.watchVideo',
      ]),
    ).toEqual([
      'hero.badge',
      'hero.title',
      'hero.subtitle',
      'hero.exploreServices',
      'hero.startProject',
      'hero.videoTitle',
      'hero.watchVideo',
    ]);
  });

  it('keep a group together, its title first, and count items as numbers', () => {
    expect(
      ordered([
        'service.process.design.description',
        'service.process.analysis.description',
        'service.process.title',
        'service.process.design.title',
        'service.process.analysis.title',
      ]),
    ).toEqual([
      'service.process.title',
      'service.process.analysis.title',
      'service.process.analysis.description',
      'service.process.design.title',
      'service.process.design.description',
    ]);
    expect(ordered(['list.item10', 'list.item2', 'list.title'])).toEqual(['list.title', 'list.item2', 'list.item10']);
  });

  it('the home hero title is the first text of its section in the editor', () => {
    const entries = Object.entries(turkish)
      .filter(([key]) => key.startsWith('hero.'))
      .map(([key, value], id) => ({ id, key, value, language: 'tr' }) as ContentEntryOutput);
    const [home] = groupTexts(mergeEntries(entries, labelsIn('tr')), labelsIn('tr'));
    expect(home.sections[0].texts.slice(0, 2).map((text) => text.key)).toEqual(['hero.badge', 'hero.title']);
  });
});
