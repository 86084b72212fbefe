import { describe, expect, it } from 'vitest';
import { fileTypeLabel, mediaKindOf } from './media-kind.ts';

describe('media kinds', () => {
  it.each([
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['video/mp4', 'video'],
    ['video/webm', 'video'],
    ['audio/mpeg', 'audio'],
    ['audio/ogg', 'audio'],
    ['application/pdf', 'document'],
    ['application/msword', 'document'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['', 'document'],
  ])('%s is previewed as %s', (mime, kind) => {
    expect(mediaKindOf(mime)).toBe(kind);
  });

  it('labels the type by the stored extension', () => {
    expect(fileTypeLabel('/uploads/0b7c.pdf')).toBe('PDF');
    expect(fileTypeLabel('/uploads/noext')).toBe('?');
  });
});
