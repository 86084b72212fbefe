import { describe, expect, it } from 'vitest';
import { slugOfAnchor } from './project-anchor.ts';

describe('a portfolio anchor', () => {
  const projects = [
    { slug: 'yeni-ad', formerSlugs: ['eski-ad', 'ilk-ad'] },
    { slug: 'eski-ad-2', formerSlugs: [] },
  ];

  it('is a project’s own slug first, else the slug of the project that had it', () => {
    expect(slugOfAnchor('eski-ad-2', projects)).toBe('eski-ad-2');
    expect(slugOfAnchor('ilk-ad', projects)).toBe('yeni-ad');
  });

  it('a current slug wins over a former one of another project', () => {
    expect(slugOfAnchor('yeni-ad', [...projects, { slug: 'x', formerSlugs: ['yeni-ad'] }])).toBe('yeni-ad');
  });

  it('is nothing for an unknown or empty anchor', () => {
    expect(slugOfAnchor('yok', projects)).toBeNull();
    expect(slugOfAnchor('', projects)).toBeNull();
  });
});
