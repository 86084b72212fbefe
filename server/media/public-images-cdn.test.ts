/** S3_PUBLIC_URL (issue 24): an image and its variants drawn from the bucket or CDN, not the app. */
import { describe, expect, it } from 'vitest';
import { shareImageUrl, srcsetOf, stemOf, uploadsBaseOf, variantUrl } from '../../src/shared/media-image.ts';
import type { MediaFile } from '../db/entities/index.ts';
import { publicImageOf } from './public-images.ts';

const STEM = '0b2c0a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d';
const row = {
  url: `/uploads/${STEM}.jpg`,
  storedName: `${STEM}.jpg`,
  imageStatus: 'ready',
  width: 700,
  height: 400,
  contentHash: '0123456789',
  placeholder: 'data:image/webp;base64,AAAA',
  focalX: 0.5,
  focalY: 0.5,
  hasAlpha: false,
  animated: false,
  alt: 'Kapadokya',
  alts: { tr: 'Kapadokya' },
} as unknown as MediaFile;

describe('images with S3_PUBLIC_URL', () => {
  it('draws the master, the variants and the share image from the public URL', () => {
    const image = publicImageOf(row, 'tr', '', 'https://cdn.example.com/site');
    expect(image?.src).toBe(`https://cdn.example.com/site/uploads/${STEM}.jpg`);
    if (!image) return;
    expect(stemOf(image.src)).toBe(STEM);
    expect(variantUrl(image, 320, 'webp')).toBe(`https://cdn.example.com/site/uploads/v/${STEM}-0123456789-320.webp`);
    expect(shareImageUrl(image)).toBe(`https://cdn.example.com/site/uploads/v/${STEM}-0123456789-og-50-50.jpg`);
    expect(srcsetOf(image, 'avif').split(', ')[0]).toBe(
      `https://cdn.example.com/site/uploads/v/${STEM}-0123456789-320.avif 320w`,
    );
  });

  it('keeps the site-relative URLs without it, and reads no stem from other URLs', () => {
    const image = publicImageOf(row, 'tr');
    expect(image?.src).toBe(`/uploads/${STEM}.jpg`);
    if (image) expect(variantUrl(image, 320, 'webp')).toBe(`/uploads/v/${STEM}-0123456789-320.webp`);
    expect(uploadsBaseOf('javascript:alert(1)//x/uploads/a.jpg')).toBeUndefined();
    expect(stemOf('javascript:alert(1)//x/uploads/a.jpg')).toBeUndefined();
    expect(stemOf('https://cdn.example.com/a.jpg')).toBeUndefined();
    expect(stemOf('https://cdn.example.com/uploads/v/a.jpg')).toBeUndefined();
  });
});
