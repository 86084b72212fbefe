import type { IntlShape } from 'react-intl';
import { type UploadProblem, uploadProblemText } from '../../shared/uploads.ts';

/** The browser check's problem in the admin's language (Turkish wording of spec 001 underneath). */
export function uploadProblemMessage(intl: IntlShape, problem: UploadProblem): string {
  const id = `admin.settings.${problem.id}`;
  return intl.messages[id] ? intl.formatMessage({ id }, problem.values) : uploadProblemText(problem);
}
