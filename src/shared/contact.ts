import { z } from 'zod';
import { languageSchema } from './language-schema.ts';
import { QUOTE_ANSWERS_MAX, RECOMMENDATION_MAX } from './quote-limits.ts';
import { specRule, VALIDATION_MESSAGES } from './validation-messages.ts';

/** The Turkish validation texts of spec 000 section 5; the client translates them by id. */
export const CONTACT_MESSAGES = {
  name: VALIDATION_MESSAGES['contact.name'],
  email: VALIDATION_MESSAGES['contact.email'],
  phone: VALIDATION_MESSAGES['contact.phone'],
  subject: VALIDATION_MESSAGES['contact.subject'],
  message: VALIDATION_MESSAGES['contact.message'],
} as const;

const NO_LINE_BREAKS = /^[^\r\n]*$/;
const LINE_BREAK_MESSAGE = 'Satır sonu içeremez';

/** A single-line text (anything that could reach a mail header refuses CR/LF). */
const line = (max: number) => z.string().trim().max(max).regex(NO_LINE_BREAKS, LINE_BREAK_MESSAGE);

/** A visitor's e-mail address: trimmed, at most 254 characters, the spec's message when invalid. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(specRule('contact.email')));

export const contactInputSchema = z.strictObject({
  name: line(200).min(2, specRule('contact.name')),
  email: emailSchema,
  phone: line(40).min(1, specRule('contact.phone')),
  subject: line(200).min(1, specRule('contact.subject')),
  message: z.string().trim().min(10, specRule('contact.message')).max(5000),
  /** The package the visitor came with (/contact?package=...). */
  package: line(200).optional(),
  /** A recommendation summary the visitor came with. */
  recommendation: z.string().trim().max(RECOMMENDATION_MAX).optional(),
  /**
   * The recommender's answers behind it, as JSON (quote-answers.ts): the owner reads the summary
   * in Turkish too. Answers that do not parse are dropped; the message is kept.
   */
  answers: z.string().trim().max(QUOTE_ANSWERS_MAX).optional(),
  language: languageSchema.optional(),
  /** The page the form was sent from. */
  page: line(500).optional(),
  /** Honeypot: hidden from people, so anything in it marks the message as spam (answered 2xx all the same). */
  website: z.string().max(500).optional(),
  /**
   * Milliseconds between the site form being shown and sent. The site always sends it; API
   * callers may omit it (then no fill-time check applies).
   */
  fillTimeMs: z.number().int().nonnegative().max(2_147_483_647).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** spam: caught by the honeypot or the fill time, or marked by the admin; never a lead. */
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived', 'spam'] as const;

/** Why a message was filed as spam on arrival: the hidden honeypot field was filled, or the form was sent too fast. */
export const SPAM_REASONS = ['honeypot', 'fillTime'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
/** A person needs more than this to fill the site form; a faster submit is a bot. */
export const MIN_FILL_TIME_MS = 3000;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const newsletterInputSchema = z.strictObject({
  email: emailSchema,
  language: languageSchema.optional(),
  /** Honeypot, as in the contact form: a filled one is answered 2xx and nothing is stored. */
  website: z.string().max(500).optional(),
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;
