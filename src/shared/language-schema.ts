import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** A language of the site as an input (path parameter, body field). */
export const languageSchema = z.enum(LANGUAGES, {
  error: () => `Desteklenmeyen dil. Geçerli diller: ${LANGUAGES.join(', ')}`,
});
