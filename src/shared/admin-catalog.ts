import { z } from 'zod';
import { languageSchema } from './language-schema.ts';
import { specRule } from './validation-messages.ts';

/**
 * Admin shapes of services, projects and pricing packages (spec 001 sections 3 and 7). The
 * admin's "title" and "description" of an item are its Turkish texts (README decision k).
 */

const ID_MAX = 2_147_483_647;
/**
 * A row id: a positive integer, or (from a path) its decimal digits only. Nothing else is
 * coerced: `[999999]`, `"1e3"`, `" 7"`, `"0x10"` and `true` are refused.
 */
export const idSchema = z.union([
  z.number().int().positive().max(ID_MAX),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(ID_MAX)),
]);

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Lower-case letters, digits and single hyphens: the slug becomes part of public addresses. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, specRule('admin.slugRequired'))
  .max(120)
  .regex(SLUG_PATTERN, specRule('admin.slugFormat'));
const titleSchema = z.string().trim().min(1, specRule('admin.titleRequired')).max(200);
const descriptionSchema = z.string().trim().max(5000);
/** A list of short texts; blank entries are dropped. */
const textListSchema = (maxItems: number) =>
  z
    .array(z.string().trim().max(300))
    .max(maxItems)
    .transform((items) => items.filter((item) => item.length > 0));

/** Comma-separated text as the screen takes it, trimmed, empty entries dropped (spec 001 §5). */
export function parseTechnologies(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
/** An array, or comma-separated text (the screen's form) that becomes one. */
const technologiesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? parseTechnologies(value) : value),
  textListSchema(30),
);

/** A link or an uploaded file's address: https/http URL or a site path such as /uploads/x.png. */
const linkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    specRule('admin.link'),
  );

/** Per-language texts of a service or project (spec 001: title, description, features). */
export const localizedTextsSchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.default(''),
  features: textListSchema(40).default([]),
});
export type LocalizedTextsInput = z.input<typeof localizedTextsSchema>;

/**
 * An item's texts in several languages, saved with the item in one call (issue 22: the form
 * holds every language). A language left out keeps its stored texts; Turkish `title` and
 * `description` of the item itself win over `texts.tr`'s.
 */
export const textsByLanguageSchema = z.partialRecord(languageSchema, localizedTextsSchema);
export type TextsByLanguageInput = z.input<typeof textsByLanguageSchema>;

// ── Services ─────────────────────────────────────────────────────────────────────────────

export const adminServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string(),
  isActive: z.boolean(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  /** Languages that have their own texts. */
  languages: z.array(languageSchema),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const serviceCreateSchema = z.strictObject({
  title: titleSchema,
  slug: slugSchema,
  description: descriptionSchema.default(''),
  icon: z.string().trim().max(60).default(''),
  isActive: z.boolean().default(true),
  featured: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  texts: textsByLanguageSchema.optional(),
});
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;

export const serviceUpdateSchema = z.strictObject({
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
  description: descriptionSchema.optional(),
  icon: z.string().trim().max(60).optional(),
  isActive: z.boolean().optional(),
  featured: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  texts: textsByLanguageSchema.optional(),
});
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;

export const adminServiceContentSchema = z.object({
  serviceId: z.number().int(),
  language: languageSchema,
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()),
});
export type AdminServiceContent = z.infer<typeof adminServiceContentSchema>;

// ── Projects ─────────────────────────────────────────────────────────────────────────────

export const adminProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  projectUrl: z.string(),
  technologies: z.array(z.string()),
  category: z.string(),
  isActive: z.boolean(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  languages: z.array(languageSchema),
  /** Result figures in display order, e.g. { conversionRate: '+180%' }; the cards show the first. */
  metrics: z.record(z.string(), z.string()),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

const categorySchema = z
  .string()
  .trim()
  .max(60)
  .regex(/^[\p{L}\p{N} _-]*$/u, specRule('admin.category'));

/** Result figures: a code-like name (a letter first, so the order stays as sent) to a short display value. */
const metricsSchema = z
  .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/), z.string().trim().min(1).max(40))
  .refine((metrics) => Object.keys(metrics).length <= 10);

export const projectCreateSchema = z.strictObject({
  title: titleSchema,
  slug: slugSchema,
  description: descriptionSchema.default(''),
  imageUrl: linkSchema.default(''),
  projectUrl: linkSchema.default(''),
  technologies: technologiesSchema.default([]),
  category: categorySchema.default(''),
  isActive: z.boolean().default(true),
  featured: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  metrics: metricsSchema.default({}),
  texts: textsByLanguageSchema.optional(),
});
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;

export const projectUpdateSchema = z.strictObject({
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
  description: descriptionSchema.optional(),
  imageUrl: linkSchema.optional(),
  projectUrl: linkSchema.optional(),
  technologies: technologiesSchema.optional(),
  category: categorySchema.optional(),
  isActive: z.boolean().optional(),
  featured: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  metrics: metricsSchema.optional(),
  texts: textsByLanguageSchema.optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

export const adminProjectContentSchema = z.object({
  projectId: z.number().int(),
  language: languageSchema,
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()),
});
export type AdminProjectContent = z.infer<typeof adminProjectContentSchema>;

// ── Pricing packages ─────────────────────────────────────────────────────────────────────

/** TL as digits (optionally with decimals), or empty for 'get a quote'. */
const priceSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^(\d{1,9}(\.\d{1,2})?)?$/, specRule('admin.price'));
const packageTypeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, specRule('admin.slugFormat'));

/** Spec 001's pricing package: name and description are the Turkish texts, popular = featured. */
export const adminPricingPackageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  price: z.string(),
  type: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  languages: z.array(languageSchema),
});
export type AdminPricingPackage = z.infer<typeof adminPricingPackageSchema>;

export const pricingCreateSchema = z.strictObject({
  name: titleSchema,
  slug: slugSchema,
  subtitle: z.string().trim().max(300).default(''),
  description: descriptionSchema.default(''),
  price: priceSchema.default(''),
  type: packageTypeSchema.default('ecommerce'),
  features: textListSchema(40).default([]),
  popular: z.boolean().default(false),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
});
export type PricingCreateInput = z.input<typeof pricingCreateSchema>;

export const pricingUpdateSchema = z.strictObject({
  name: titleSchema.optional(),
  slug: slugSchema.optional(),
  subtitle: z.string().trim().max(300).optional(),
  description: descriptionSchema.optional(),
  price: priceSchema.optional(),
  type: packageTypeSchema.optional(),
  features: textListSchema(40).optional(),
  popular: z.boolean().optional(),
  active: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
});
export type PricingUpdateInput = z.input<typeof pricingUpdateSchema>;

export const pricingTextsSchema = z.strictObject({
  title: titleSchema,
  subtitle: z.string().trim().max(300).default(''),
  description: descriptionSchema.default(''),
  features: textListSchema(40).default([]),
});
export type PricingTextsInput = z.input<typeof pricingTextsSchema>;

export const adminPricingContentSchema = z.object({
  packageId: z.number().int(),
  language: languageSchema,
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  features: z.array(z.string()),
});
export type AdminPricingContent = z.infer<typeof adminPricingContentSchema>;
