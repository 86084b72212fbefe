import { describe, expect, it } from 'vitest';
import { draftsOf, fallsBackToTurkish, languageWithErrors, tabAfterErrors, textsInput } from './item-texts.ts';

describe('texts per language in an item’s form', () => {
  const drafts = draftsOf({
    tr: { title: 'Proje', description: 'Açıklama', features: ['Hızlı', 'Güvenli'] },
    en: { title: 'Project', description: '', features: ['Fast'] },
    de: null,
  });

  it('drafts every language, features one per line, missing ones empty', () => {
    expect(drafts.tr.features).toBe('Hızlı\nGüvenli');
    expect(drafts.en).toEqual({ title: 'Project', description: '', features: 'Fast' });
    expect(drafts.de).toEqual({ title: '', description: '', features: '' });
    expect(drafts.ar).toEqual({ title: '', description: '', features: '' });
  });

  it('marks a language with nothing written as falling back to Turkish', () => {
    expect(fallsBackToTurkish(drafts.de)).toBe(true);
    expect(fallsBackToTurkish({ title: '  ', description: '', features: '\n' })).toBe(true);
    expect(fallsBackToTurkish(drafts.en)).toBe(false);
    expect(fallsBackToTurkish({ title: '', description: '', features: 'Nur Merkmale' })).toBe(false);
  });

  it('sends Turkish with the item’s own title and description, and the written languages only', () => {
    expect(textsInput(drafts, { title: 'Yeni Ad', description: 'Yeni' })).toEqual({
      tr: { title: 'Yeni Ad', description: 'Yeni', features: ['Hızlı', 'Güvenli'] },
      en: { title: 'Project', description: '', features: ['Fast'] },
    });
  });

  it('sends an emptied language that has stored texts as null, so it loses them', () => {
    const emptied = { ...drafts, en: { title: '', description: '', features: ' ' } };
    expect(textsInput(emptied, { title: 'P', description: '' }, ['tr', 'en'])).toEqual({
      tr: { title: 'P', description: '', features: ['Hızlı', 'Güvenli'] },
      en: null,
    });
    // Never stored: nothing to remove, nothing sent.
    expect(textsInput(emptied, { title: 'P', description: '' }, ['tr'])).not.toHaveProperty('en');
  });

  it('carries a project’s metric label when asked, and sends it with its language', () => {
    const project = draftsOf(
      { tr: { title: 'P', description: '', features: [], metricLabel: 'Dönüşüm' } },
      { metricLabel: true },
    );
    expect(project.tr.metricLabel).toBe('Dönüşüm');
    expect(project.de.metricLabel).toBe('');
    expect(fallsBackToTurkish({ ...project.de, metricLabel: 'Umsatz' })).toBe(false);
    expect(
      textsInput(
        { ...project, de: { ...project.de, title: 'P', metricLabel: 'Umsatz' } },
        { title: 'P', description: '' },
      ),
    ).toEqual({
      tr: { title: 'P', description: '', features: [], metricLabel: 'Dönüşüm' },
      de: { title: 'P', description: '', features: [], metricLabel: 'Umsatz' },
    });
    // A service's drafts have no label, and send none.
    expect(textsInput(drafts, { title: 'P', description: '' }).tr).not.toHaveProperty('metricLabel');
  });

  it('finds the language whose fields have errors', () => {
    expect(languageWithErrors({ 'texts.ru.title': 'x', title: 'y' })).toBe('ru');
    expect(languageWithErrors({ title: 'y' })).toBeUndefined();
    expect(tabAfterErrors({ 'texts.ru.title': 'x', 'texts.en.title': 'x' }, 'en')).toBe('en');
    expect(tabAfterErrors({ 'texts.ru.title': 'x' }, 'tr')).toBe('ru');
    expect(tabAfterErrors({ title: 'y' }, 'de')).toBe('de');
  });
});
