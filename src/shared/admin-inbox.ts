import { z } from 'zod';
import { CONTACT_STATUSES, SPAM_REASONS } from './contact.ts';
import { LANGUAGES } from './languages.ts';
import { listInputSchema, pagedSchema, searchSchema } from './paging.ts';
import { sinceSchema, syncPageFields } from './sync.ts';

/** Contact messages, newsletter subscribers and dashboard counts of the admin (spec 001). */

export const contactStatusSchema = z.enum(CONTACT_STATUSES);

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  createdAt: z.string(),
  /** The dashboard's names for name and subject (spec 001 section 3). */
  fullName: z.string(),
  serviceType: z.string(),
  packageName: z.string().nullable(),
  language: z.string().nullable(),
  /** The recommendation (questionnaire answers and result) the visitor came with. */
  recommendation: z.string().nullable(),
  /** The recommendation in Turkish, from the visitor's answers, when they wrote in another language. */
  recommendationTr: z.string().nullable(),
  /** The page the form was sent from. */
  page: z.string().nullable(),
  /** Why the message was filed as spam on arrival (issue 22); null otherwise. */
  spamReason: z.enum(SPAM_REASONS).nullable(),
  /** The last change (status, spam marking); incremental sync reads `since` on it. */
  updatedAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const contactStatusUpdateSchema = z.strictObject({ status: contactStatusSchema });

/** The sidebar badge: how many messages wait with the status new (spam is never counted). */
export const newContactCountSchema = z.object({ count: z.number().int() });

/**
 * The messages screen's filters: one status (or all but spam) and a search over name, e-mail,
 * phone, subject, message, package.
 */
const contactMessageFilters = { status: contactStatusSchema.optional(), search: searchSchema };
export type ContactMessageFilters = { status?: z.infer<typeof contactStatusSchema>; search?: string };
/**
 * `since` (incremental sync, src/shared/sync.ts): only messages created or changed after it;
 * without `status`, every status, spam included, so that a lead marked as spam reaches the sync.
 */
export const contactMessagesInputSchema = listInputSchema({ ...contactMessageFilters, since: sinceSchema.optional() });
export const contactMessagesPageSchema = pagedSchema(adminContactMessageSchema).extend(syncPageFields);
/** The export takes the same filters, without paging: it holds every matching message. */
export const contactExportInputSchema = z.strictObject(contactMessageFilters).prefault({});

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  isActive: z.boolean(),
  language: z.string(),
  createdAt: z.string(),
  /** The last change (toggle, confirmation, unsubscription); incremental sync reads `since` on it. */
  updatedAt: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;
/** `since`: only subscribers created or changed after it (src/shared/sync.ts). */
export const subscribersInputSchema = listInputSchema({ since: sinceSchema.optional() });
export const subscribersPageSchema = pagedSchema(adminSubscriberSchema).extend(syncPageFields);

export const subscriberUpdateSchema = z.strictObject({ isActive: z.boolean() });

/** Spec 001's stats entity plus the fixed count of active languages. */
export const adminStatsSchema = z.object({
  totalContent: z.number().int(),
  activeLanguages: z.literal(LANGUAGES.length),
  /** Messages that are not spam. */
  totalContacts: z.number().int(),
  newContacts: z.number().int(),
  spamContacts: z.number().int(),
  totalSubscriptions: z.number().int(),
  activeSubscriptions: z.number().int(),
  totalMedia: z.number().int(),
  totalServices: z.number().int(),
  totalProjects: z.number().int(),
  totalPackages: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Dashboard lists hold the latest five (spec 001 section 9). */
export const DASHBOARD_RECENT_COUNT = 5;
