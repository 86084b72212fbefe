import { describe, expect, it } from 'vitest';
import {
  altFor,
  fallbackUrlOf,
  objectPositionOf,
  type PublicImage,
  shareImageUrl,
  sizesOf,
  srcsetOf,
  stemOf,
  variantUrl,
  variantWidthsFor,
} from './media-image.ts';
import { publicImageSchema } from './media-image-schema.ts';

const STEM = '3f2c9a10-5b7e-4d21-9c3a-0e1f2a3b4c5d';
const photo: PublicImage = {
  src: `/uploads/${STEM}.jpg`,
  width: 2400,
  height: 1500,
  placeholder: 'data:image/webp;base64,UklGRg==',
  focalX: 0.5,
  focalY: 0.5,
  alt: '',
  hash: '0123456789',
  fallback: 'jpg',
  animated: false,
};

describe('variant widths', () => {
  it('keeps every standard width not wider than the image, narrowest first', () => {
    expect(variantWidthsFor(2400)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(1000)).toEqual([320, 640, 960]);
    expect(variantWidthsFor(320)).toEqual([320]);
  });

  it('stops AVIF at 1280 px (slow to encode, wider than any layout draws), the other formats go on', () => {
    expect(variantWidthsFor(2400, 'avif')).toEqual([320, 640, 960, 1280]);
    expect(variantWidthsFor(2400, 'webp')).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(2400, 'jpg')).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(1000, 'avif')).toEqual([320, 640, 960]);
    expect(variantWidthsFor(200, 'avif')).toEqual([200]);
  });

  it('gives an image narrower than every standard width one variant at its own width', () => {
    expect(variantWidthsFor(200)).toEqual([200]);
    expect(variantWidthsFor(0)).toEqual([]);
  });
});

describe('variant URLs', () => {
  it('names a variant by the stem, the content hash, the width and the format', () => {
    expect(stemOf(photo.src)).toBe(STEM);
    expect(stemOf('/uploads/v/x-1.webp')).toBeUndefined();
    expect(stemOf('https://cdn.example.com/a.jpg')).toBeUndefined();
    expect(variantUrl(photo, 640, 'avif')).toBe(`/uploads/v/${STEM}-0123456789-640.avif`);
  });

  it('writes a srcset of every width in one format', () => {
    expect(srcsetOf(photo, 'webp')).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `/uploads/v/${STEM}-0123456789-${w}.webp ${w}w`).join(', '),
    );
    expect(srcsetOf(photo, 'avif')).toBe(
      [320, 640, 960, 1280].map((w) => `/uploads/v/${STEM}-0123456789-${w}.avif ${w}w`).join(', '),
    );
    const small = { ...photo, width: 500, height: 300, fallback: 'png' as const };
    expect(srcsetOf(small, 'png')).toBe(`/uploads/v/${STEM}-0123456789-320.png 320w`);
  });

  it('has no srcset for an animated image: its master is drawn', () => {
    const animated = { ...photo, src: `/uploads/${STEM}.gif`, animated: true };
    expect(srcsetOf(animated, 'avif')).toBe('');
    expect(fallbackUrlOf(animated)).toBe(animated.src);
  });

  it('picks one fallback URL: the widest, or the narrowest that covers a box', () => {
    expect(fallbackUrlOf(photo)).toBe(`/uploads/v/${STEM}-0123456789-1920.jpg`);
    expect(fallbackUrlOf(photo, 960)).toBe(`/uploads/v/${STEM}-0123456789-960.jpg`);
    expect(fallbackUrlOf(photo, 900)).toBe(`/uploads/v/${STEM}-0123456789-960.jpg`);
    expect(fallbackUrlOf(photo, 120)).toBe(`/uploads/v/${STEM}-0123456789-320.jpg`);
    expect(fallbackUrlOf(photo, 5000)).toBe(`/uploads/v/${STEM}-0123456789-1920.jpg`);
    const logo = { ...photo, width: 256, height: 64, fallback: 'png' as const };
    expect(fallbackUrlOf(logo, 120)).toBe(`/uploads/v/${STEM}-0123456789-256.png`);
  });

  it('names the share image by the focal point in whole percent', () => {
    expect(shareImageUrl(photo)).toBe(`/uploads/v/${STEM}-0123456789-og-50-50.jpg`);
    expect(shareImageUrl({ ...photo, focalX: 0.123, focalY: 1 })).toBe(`/uploads/v/${STEM}-0123456789-og-12-100.jpg`);
  });
});

describe('sizes', () => {
  it('lists the rules in order and ends with the default slot', () => {
    expect(
      sizesOf(
        [
          ['(min-width: 75em)', '22.25rem'],
          ['(min-width: 48em)', 'calc(50vw - 1.625rem)'],
        ],
        'calc(100vw - 2rem)',
      ),
    ).toBe('(min-width: 75em) 22.25rem, (min-width: 48em) calc(50vw - 1.625rem), calc(100vw - 2rem)');
    expect(sizesOf([], '160px')).toBe('160px');
  });
});

describe('focal point and alt text', () => {
  it('turns the focal point into object-position, clamped to the image', () => {
    expect(objectPositionOf({ focalX: 0.5, focalY: 0.5 })).toBe('50% 50%');
    expect(objectPositionOf({ focalX: 0.254, focalY: 0.755 })).toBe('25% 76%');
    expect(objectPositionOf({ focalX: -1, focalY: 2 })).toBe('0% 100%');
  });

  it("takes the language's own alt text, else the fallback, never another language's", () => {
    const alts = { tr: 'Mağaza vitrini', en: 'Shop window', ar: '  ' };
    expect(altFor(alts, 'en', 'Project')).toBe('Shop window');
    expect(altFor(alts, 'tr', 'Proje')).toBe('Mağaza vitrini');
    expect(altFor(alts, 'de', 'Projekt')).toBe('Projekt');
    expect(altFor(alts, 'ar', 'مشروع')).toBe('مشروع');
  });
});

describe('the PublicImage schema', () => {
  it('accepts a descriptor and refuses a focal point outside the image', () => {
    expect(publicImageSchema.parse(photo)).toEqual(photo);
    expect(publicImageSchema.safeParse({ ...photo, focalX: 1.5 }).success).toBe(false);
    expect(publicImageSchema.safeParse({ ...photo, fallback: 'gif' }).success).toBe(false);
  });
});
