import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made with sharp: photos with camera metadata, and PNGs built byte by byte. */

/** GPS of the test photos: present in what is uploaded, never in what is served. */
const CAMERA_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'TC-1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 54/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 46/1' },
};

/** A noisy grey image (hard to compress, like a photo), to be encoded by the caller. */
export function noisy(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  });
}

/** A camera JPEG: maker, model and GPS position in its EXIF. */
export function cameraJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return noisy(width, height).jpeg({ quality }).withExif(CAMERA_EXIF).toBuffer();
}

/** One PNG chunk: length, type, data, and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares width × height (a decompression bomb). */
export function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
