/**
 * What the contact form needs only when it is sent: the shared contact schema (with zod, ~25
 * KiB gzip, which no other public page loads). The form fetches this module on its first focus
 * and awaits it on submit (ContactForm.tsx).
 */
import { contactInputSchema } from '../../shared/contact.ts';
import { type RuleWords, specResolver } from '../../shared/spec-resolver.ts';

/** The field errors of the form's values by the server's own rules, worded by `words` (empty when valid). */
export const validateContact = (values: Record<string, string>, words: RuleWords) =>
  specResolver<Record<string, string>>(contactInputSchema, words)(values);
