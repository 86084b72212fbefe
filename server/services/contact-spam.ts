import { type ContactStatus, MIN_FILL_TIME_MS } from '../../src/shared/contact.ts';

/**
 * Spam checks that need no third-party script and no cookie: the hidden `website` honeypot
 * (people never see it, form-filling bots fill it) and, for the site's own form, the time from
 * showing the form to sending it. API integrators send no fill time and are not judged by it.
 */
export function isSpamSubmission(input: { website?: string; fillTimeMs?: number }): boolean {
  if (input.website?.trim()) return true;
  return input.fillTimeMs !== undefined && input.fillTimeMs < MIN_FILL_TIME_MS;
}

/** The status a new contact message is stored with. */
export function initialContactStatus(input: { website?: string; fillTimeMs?: number }): ContactStatus {
  return isSpamSubmission(input) ? 'spam' : 'new';
}
