import type { AdminMessageId } from '../../i18n/message-ids.ts';
import { ApiError } from '../../lib/api-request.ts';
import { apiErrorOf } from '../../shared/api-errors.ts';
import type { UploadProblem } from '../../shared/uploads.ts';

const PROBLEM_IDS: ReadonlySet<string> = new Set<UploadProblem['id']>([
  'upload.noFile',
  'upload.extension',
  'upload.mime',
  'upload.tooLarge',
  'upload.content',
  'upload.unsafeSvg',
  'upload.type',
  'upload.pixels',
  'upload.frames',
]);

/**
 * The problem of a refused upload, from the answer's `problem` (codes PAYLOAD_TOO_LARGE,
 * UNSUPPORTED_FILE_TYPE, VALIDATION_FAILED): its id and values are translated on the screen.
 * Anything else (another error, an unknown id) is null.
 */
export function uploadProblemOf(error: unknown): UploadProblem | null {
  if (!(error instanceof ApiError)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return null;
  }
  const problem = apiErrorOf(parsed)?.problem;
  if (!problem || !PROBLEM_IDS.has(problem.id)) return null;
  const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([k, v]) => [k, String(v)]));
  return { id: problem.id, values } as UploadProblem;
}

/** The message id of a problem in this screen's texts (admin.media.upload.*). */
export function uploadProblemMessageId(problem: UploadProblem): AdminMessageId {
  return `admin.media.${problem.id}`;
}
