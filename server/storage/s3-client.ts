/**
 * What the S3 driver and the storage:verify smoke set on their SDK v3 clients. Checksums only
 * where the API requires them ('WHEN_REQUIRED'): since v3.729 the SDK's default CRC32 headers are
 * refused by many S3-compatible servers. DeleteObjects, the one call here that requires one, gets
 * a Content-MD5 instead (the header every S3 implementation knows; Swift's s3api refuses it without).
 */
import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';

export const CHECKSUMS_WHEN_REQUIRED = {
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

/** DeleteObjects sent with a Content-MD5 in place of the SDK's CRC32 headers. */
export function addContentMd5ToDeleteObjects(client: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      if (context.commandName === 'DeleteObjectsCommand' && request.headers && typeof request.body === 'string') {
        for (const header of Object.keys(request.headers)) {
          if (
            header.toLowerCase().startsWith('x-amz-checksum-') ||
            header.toLowerCase() === 'x-amz-sdk-checksum-algorithm'
          )
            delete request.headers[header];
        }
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      }
      return next(args);
    },
    { step: 'build', priority: 'low', name: 'deleteObjectsContentMd5' },
  );
}
