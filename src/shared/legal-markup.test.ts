import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES } from './legal-content.ts';
import { LEGAL_DEFAULT_BODIES } from './legal-defaults.ts';
import {
  anchorOf,
  fillLegalDocument,
  fillLegalText,
  LEGAL_TOKENS,
  type LegalBlock,
  type LegalDocument,
  type LegalValues,
  parseLegalMarkup,
} from './legal-markup.ts';

const values: LegalValues = {
  company: 'Örnek A.Ş.',
  address: 'Mersin',
  email: 'a@b.tr',
  phone: '+90 1',
  mersis: '0123',
  kep: 'x@hs01.kep.tr',
};
const none: LegalValues = { ...values, address: '', email: '', phone: '', mersis: '', kep: '' };

describe('parseLegalMarkup', () => {
  it('reads title, introduction, sections, lists, paragraphs and tables', () => {
    const document = parseLegalMarkup(
      [
        '# Başlık',
        '',
        'Giriş satırı bir',
        've iki.',
        '',
        '## 1. Toplanan Veriler {#veriler}',
        'Paragraf.',
        '- bir',
        '- iki',
        '',
        '## 2. Saklama Süreleri',
        'Table: Süreler',
        '| Tür | Süre |',
        '|---|:--:|',
        '| Müşteri | 10 yıl |',
      ].join('\r\n'),
    );
    expect(document.title).toBe('Başlık');
    expect(document.intro).toEqual([{ kind: 'paragraph', text: 'Giriş satırı bir ve iki.' }]);
    expect(document.sections.map((section) => section.id)).toEqual(['veriler', 'saklama-sureleri']);
    expect(document.sections[0].blocks).toEqual([
      { kind: 'paragraph', text: 'Paragraf.' },
      { kind: 'list', items: ['bir', 'iki'] },
    ]);
    expect(document.sections[1].blocks).toEqual([
      { kind: 'table', caption: 'Süreler', head: ['Tür', 'Süre'], rows: [['Müşteri', '10 yıl']] },
    ]);
  });

  it('derives unique anchors, also for headings without Latin letters', () => {
    expect(anchorOf('7. Haklarınız')).toBe('haklariniz');
    expect(anchorOf('1. Veri Sorumlusunun Kimliği')).toBe('veri-sorumlusunun-kimligi');
    expect(anchorOf('İletişim')).toBe('iletisim');
    const document = parseLegalMarkup('## Права\n## Права\n## A {#a}\n## A\n## B {#bad id}');
    expect(document.sections.map((section) => section.id)).toEqual(['section-1', 'section-2', 'a', 'a-2', 'b-bad-id']);
    expect(document.sections[4].heading).toBe('B {#bad id}');
  });

  it('keeps ids clear of the page title id', () => {
    expect(parseLegalMarkup('## X {#legal-title}').sections[0].id).toBe('legal-title-2');
  });

  it('reads a large input in linear time', () => {
    const unit = '## Bölüm\nBir paragraf {company} [[ ve {kep}]].\n- madde\n| a | b |\n| c | d |\n\n';
    const large = `${unit.repeat(10_000)}${'{'.repeat(100_000)}${'[['.repeat(50_000)}${'|'.repeat(100_000)}`;
    const started = performance.now();
    const document = fillLegalDocument(parseLegalMarkup(large), values);
    expect(document.sections).toHaveLength(10_000);
    // Runs of braces and marks, closed and unclosed: each character is looked at a bounded number of times.
    expect(fillLegalText(`${'{'.repeat(200_000)}company}${'}'.repeat(200_000)}`, values)).toHaveLength(400_009);
    expect(fillLegalText(`${'[['.repeat(100_000)}x]]${']]'.repeat(100_000)}`, values)).toBeDefined();
    // A quadratic reading of these inputs takes minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('fillLegalText', () => {
  it('fills every token', () => {
    expect(fillLegalText(LEGAL_TOKENS.map((name) => `{${name}}`).join(' '), values)).toBe(
      'Örnek A.Ş. Mersin a@b.tr +90 1 0123 x@hs01.kep.tr',
    );
  });
  it('gives up the text when a required token is empty, and drops an optional fragment alone', () => {
    expect(fillLegalText('Adres: {address}', none)).toBeUndefined();
    expect(fillLegalText('Yazılı olarak {company}[[ veya {kep} KEP adresine]] iletin.', none)).toBe(
      'Yazılı olarak Örnek A.Ş. iletin.',
    );
    expect(fillLegalText('A[[ {kep}]] B', values)).toBe('A x@hs01.kep.tr B');
  });
  it('leaves unknown braces and an unclosed fragment as written', () => {
    expect(fillLegalText('{x} {{company} {', values)).toBe('{x} {Örnek A.Ş. {');
    expect(fillLegalText('a [[ b', values)).toBe('a [[ b');
  });
});

/** Every text of a document (title, headings, blocks). */
function textsOf(document: LegalDocument): string[] {
  const ofBlock = (block: LegalBlock) =>
    block.kind === 'paragraph'
      ? [block.text]
      : block.kind === 'list'
        ? block.items
        : [block.caption, ...block.head, ...block.rows.flat()];
  return [
    document.title,
    ...document.intro.flatMap(ofBlock),
    ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(ofBlock)]),
  ];
}

describe('fillLegalDocument', () => {
  it('drops list items and rows with an empty token, keeps headings and captions', () => {
    const document = fillLegalDocument(
      parseLegalMarkup(
        '## İletişim {phone}\n- Unvan: {company}\n- KEP: {kep}\n\nTable: T {kep}\n| a | b |\n| x | {kep} |\n| y | z |\n\nSadece {kep}.',
      ),
      none,
    );
    const [section] = document.sections;
    expect(section.heading).toBe('İletişim');
    expect(section.blocks).toEqual([
      { kind: 'list', items: ['Unvan: Örnek A.Ş.'] },
      { kind: 'table', caption: 'T', head: ['a', 'b'], rows: [['y', 'z']] },
    ]);
  });

  it('leaves no token, bracket placeholder or optional mark in the built-in texts, with or without values', () => {
    for (const page of LEGAL_PAGES) {
      for (const given of [values, none]) {
        const shown = textsOf(fillLegalDocument(parseLegalMarkup(LEGAL_DEFAULT_BODIES[page]), given));
        for (const text of shown) expect(text, page).not.toMatch(/\{[a-z]+\}|\[\[|\]\]|yer tutucu|\[tarih\]/);
      }
      const document = parseLegalMarkup(LEGAL_DEFAULT_BODIES[page]);
      expect(document.title, page).not.toBe('');
      expect(document.sections.length, page).toBeGreaterThanOrEqual(8);
    }
  });
});
