import { formatTurkishDateTime } from '../../shared/csv.ts';
import { formatBytes } from '../../shared/uploads.ts';

/** Dates in the admin are shown in the Turkish locale (spec 001 section 9). */
export const formatAdminDate = formatTurkishDateTime;
export { formatBytes };
