import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicImage } from '../shared/media-image.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const photo: PublicImage = {
  src: '/uploads/abc.jpg',
  width: 2400,
  height: 1500,
  placeholder: 'data:image/webp;base64,UklGRg==',
  focalX: 0.3,
  focalY: 0.6,
  alt: 'Vitrin',
  hash: '0123456789',
  fallback: 'jpg',
  animated: false,
};
const SIZES = '(min-width: 48em) 50vw, 100vw';

/** The attributes of the first tag named `tag` in the markup (names in lower case, as HTML reads them). */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));
}

describe('ResponsiveImage', () => {
  it('draws a <picture>: AVIF and WebP sources, then a jpg fallback <img> with its size', () => {
    const html = renderToString(<ResponsiveImage image={photo} src={photo.src} alt="Vitrin" sizes={SIZES} cover />);
    expect(html).toMatch(/^<picture[^>]*><source type="image\/avif"[^>]*\/?><source type="image\/webp"[^>]*\/?><img /);
    const [avif, webp] = [...html.matchAll(/<source ([^>]*)>/g)].map((m) => m[1]);
    expect(avif).toMatch(/srcset="\/uploads/i);
    expect(avif).toContain('/uploads/v/abc-0123456789-320.avif 320w, ');
    expect(avif).toContain('/uploads/v/abc-0123456789-1280.avif 1280w"');
    expect(webp).toContain('/uploads/v/abc-0123456789-640.webp 640w');
    expect(avif).toContain(`sizes="${SIZES}"`);
    const img = attributesOf(html, 'img');
    expect(img.src).toBe('/uploads/v/abc-0123456789-1920.jpg');
    expect(img.srcset).toContain('/uploads/v/abc-0123456789-960.jpg 960w');
    expect(img.sizes).toBe(SIZES);
    expect(img.width).toBe('2400');
    expect(img.height).toBe('1500');
    expect(img.alt).toBe('Vitrin');
    expect(img.loading).toBe('lazy');
    expect(img.fetchpriority).toBeUndefined();
    expect(img.decoding).toBe('async');
    // The crop keeps the focal point; the placeholder is the background until the image is there.
    expect(img.style).toContain('object-position:30% 60%');
    expect(img.style).toContain('background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)');
    expect(img.style).toContain('background-size:cover');
    // The full-size master is never offered.
    expect(html).not.toContain('"/uploads/abc.jpg"');
  });

  it('the largest image of the first screen loads at once with high priority', () => {
    const img = attributesOf(
      renderToString(<ResponsiveImage image={photo} src={photo.src} alt="" sizes={SIZES} priority />),
      'img',
    );
    expect(img.loading).toBe('eager');
    expect(img.fetchpriority).toBe('high');
    const eager = attributesOf(
      renderToString(<ResponsiveImage image={photo} src={photo.src} alt="" sizes={SIZES} eager />),
      'img',
    );
    expect(eager.loading).toBe('eager');
    expect(eager.fetchpriority).toBeUndefined();
  });

  it('a transparent image has png variants and no placeholder behind it; given width and height win', () => {
    const logo = { ...photo, width: 400, height: 100, fallback: 'png' as const };
    const html = renderToString(
      <ResponsiveImage image={logo} src={logo.src} alt="TBT" sizes="160px" width={160} height={40} eager />,
    );
    const img = attributesOf(html, 'img');
    expect(img.src).toBe('/uploads/v/abc-0123456789-320.png');
    expect(img.srcset).toBe('/uploads/v/abc-0123456789-320.png 320w');
    expect([img.width, img.height]).toEqual(['160', '40']);
    expect(html).not.toContain('background-image');
    expect(html).not.toContain('object-position');
  });

  it('without a descriptor, or for an animated image, a plain <img> of the URL', () => {
    const svg = renderToString(
      <ResponsiveImage
        image={null}
        src="/images/projects/shop.svg"
        alt="Mağaza"
        sizes={SIZES}
        width={800}
        height={500}
      />,
    );
    expect(svg).not.toContain('<picture');
    expect(svg).not.toContain('<source');
    expect(attributesOf(svg, 'img')).toMatchObject({
      src: '/images/projects/shop.svg',
      alt: 'Mağaza',
      width: '800',
      height: '500',
      loading: 'lazy',
    });
    const gif = { ...photo, src: '/uploads/anim.gif', width: 480, height: 270, animated: true };
    const animated = renderToString(<ResponsiveImage image={gif} src={gif.src} alt="" sizes={SIZES} />);
    expect(animated).not.toContain('<picture');
    expect(attributesOf(animated, 'img')).toMatchObject({ src: '/uploads/anim.gif', width: '480', height: '270' });
  });
});
