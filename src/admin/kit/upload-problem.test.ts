import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGS as adminMediaMessages } from '../../i18n/all-catalogs.ts';
import { ApiError } from '../../lib/api-request.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { checkUploadFile, type UploadProblem, uploadProblemText } from '../../shared/uploads.ts';
import { uploadProblemMessageId, uploadProblemOf } from './upload-problem.ts';

const PROBLEMS: UploadProblem[] = [
  { id: 'upload.noFile', values: {} },
  { id: 'upload.extension', values: { extension: '.exe' } },
  { id: 'upload.mime', values: { mime: 'text/plain' } },
  { id: 'upload.tooLarge', values: { size: '6 MB', limit: '5 MB' } },
  { id: 'upload.tooLarge', values: { size: '> 5 MB', limit: '5 MB' } },
  { id: 'upload.content', values: { extension: '.png' } },
  { id: 'upload.unsafeSvg', values: {} },
  { id: 'upload.type', values: {} },
  { id: 'upload.pixels', values: { dimensions: '50000×50000', limit: '60' } },
  { id: 'upload.frames', values: { frames: '300', limit: '100' } },
];

describe('upload problems', () => {
  const answer = (status: number, body: unknown) =>
    new ApiError(status, '', typeof body === 'string' ? body : JSON.stringify(body));

  it.each(PROBLEMS)('reads the problem $id from the answer, not from its text', (problem) => {
    const body = { code: 'UNSUPPORTED_FILE_TYPE', message: 'whatever the wording', problem };
    expect(uploadProblemOf(answer(415, body))).toEqual(problem);
  });

  it('leaves other errors alone', () => {
    expect(uploadProblemOf(answer(409, { code: 'CONFLICT', message: 'Bu dosya kullanımda' }))).toBeNull();
    expect(
      uploadProblemOf(answer(415, { code: 'UNSUPPORTED_FILE_TYPE', message: 'x', problem: { id: 'evil' } })),
    ).toBeNull();
    expect(uploadProblemOf(answer(500, 'not json'))).toBeNull();
    expect(uploadProblemOf(new Error('x'))).toBeNull();
  });

  it('every problem has a text in all five languages, Turkish as the spec words it', () => {
    for (const problem of PROBLEMS) {
      const id = uploadProblemMessageId(problem) as keyof typeof adminMediaMessages.tr;
      for (const language of LANGUAGES) expect(adminMediaMessages[language][id], `${language} ${id}`).toBeTruthy();
      const turkish = adminMediaMessages.tr[id].replace(/\{(\w+)\}/g, (_, name: string) =>
        String((problem.values as Record<string, string>)[name]),
      );
      expect(turkish).toBe(uploadProblemText(problem));
    }
  });

  it('the browser check refuses what the media library cannot take', () => {
    expect(checkUploadFile({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 }, 'media')).toEqual({
      id: 'upload.extension',
      values: { extension: '.exe' },
    });
    expect(checkUploadFile({ name: 'a.png', type: 'image/png', size: 68 }, 'media')).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 21 * 1024 * 1024 }, 'media')?.id).toBe(
      'upload.tooLarge',
    );
  });
});
