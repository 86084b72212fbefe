import { MIN_FILL_TIME_MS, type SpamReason } from '../../src/shared/contact.ts';

/**
 * Spam checks that need no third-party script and no cookie: the hidden `website` honeypot
 * (people never see it, form-filling bots fill it) and, for the site's own form, the time from
 * showing the form to sending it. API integrators send no fill time and are not judged by it.
 */
export function spamReasonOf(input: { website?: string; fillTimeMs?: number }): SpamReason | null {
  if (input.website?.trim()) return 'honeypot';
  return input.fillTimeMs !== undefined && input.fillTimeMs < MIN_FILL_TIME_MS ? 'fillTime' : null;
}

export function isSpamSubmission(input: { website?: string; fillTimeMs?: number }): boolean {
  return spamReasonOf(input) !== null;
}
