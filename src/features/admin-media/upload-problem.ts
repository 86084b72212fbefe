import { type UploadProblem, uploadProblemText } from '../../shared/uploads.ts';

/**
 * The server answers upload failures with spec 001's Turkish texts (uploadProblemText). To show
 * them in the admin's language, the text is read back into its problem; anything else (an
 * unknown message) stays as the server wrote it.
 */
const FIXED: UploadProblem[] = [
  { id: 'upload.noFile', values: {} },
  { id: 'upload.unsafeSvg', values: {} },
  { id: 'upload.type', values: {} },
];

const PATTERNS: Array<[RegExp, (match: RegExpMatchArray) => UploadProblem]> = [
  [/^Desteklenmeyen dosya uzantısı: (.+)$/, (m) => ({ id: 'upload.extension', values: { extension: m[1] } })],
  [/^Geçersiz dosya türü: (.+)$/, (m) => ({ id: 'upload.mime', values: { mime: m[1] } })],
  [
    /^Dosya çok büyük: (.+) \(en fazla (.+)\)$/,
    (m) => ({ id: 'upload.tooLarge', values: { size: m[1], limit: m[2] } }),
  ],
  [/^Dosyanın içeriği uzantısıyla uyuşmuyor: (.+)$/, (m) => ({ id: 'upload.content', values: { extension: m[1] } })],
];

export function parseUploadProblem(text: string): UploadProblem | null {
  const fixed = FIXED.find((problem) => uploadProblemText(problem) === text);
  if (fixed) return fixed;
  for (const [pattern, toProblem] of PATTERNS) {
    const match = text.match(pattern);
    if (match) return toProblem(match);
  }
  return null;
}

/** The message id of a problem in this screen's texts (admin.media.upload.*). */
export function uploadProblemMessageId(problem: UploadProblem): string {
  return `admin.media.${problem.id}`;
}
