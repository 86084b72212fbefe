import { z } from 'zod';
import { pricingContentSchema, projectContentSchema, serviceContentSchema } from './catalog.ts';
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
 * holds every language). A language left out keeps its stored texts; a language sent as `null`
 * loses them (the site shows the Turkish texts there again); Turkish `title` and `description`
 * of the item itself win over `texts.tr`'s. Turkish itself cannot be removed.
 */
const byLanguage = <T extends z.ZodType>(texts: T) =>
  z
    .partialRecord(languageSchema, texts.nullable())
    .refine((byLanguage) => byLanguage.tr !== null, { ...specRule('admin.titleRequired'), path: ['tr', 'title'] });
export const textsByLanguageSchema = byLanguage(localizedTextsSchema);
export type TextsByLanguageInput = z.input<typeof textsByLanguageSchema>;

/**
 * A project's texts in one language: a service's, and the word beside its result figure (empty:
 * the site's own); left out, the stored word stays.
 */
export const projectTextsSchema = localizedTextsSchema.extend({ metricLabel: z.string().trim().max(60).optional() });
export const projectTextsByLanguageSchema = byLanguage(projectTextsSchema);

/** A position in the admin's order; left out on create, the server puts the new item last. */
const sortOrderSchema = z.number().int().min(0).max(100_000).optional();

type FieldSchemas = Record<string, z.ZodType>;
/** Create's fields: those with a default are optional and get it, the others stay as they are. */
type CreateShape<F extends FieldSchemas, D> = { [K in keyof F]: K extends keyof D ? z.ZodDefault<F[K]> : F[K] };

/**
 * The create and update inputs of one kind of item from one list of fields, so that the two
 * cannot drift apart: create fills `defaults` (a field without one is required unless its schema
 * is optional), update takes any subset of the fields and fills nothing.
 */
function itemInputSchemas<F extends FieldSchemas, D extends { [K in keyof F]?: z.output<F[K]> }>(
  fields: F,
  defaults: D,
) {
  const createFields: FieldSchemas = {};
  for (const [key, schema] of Object.entries(fields)) {
    createFields[key] = key in defaults ? schema.default(defaults[key as keyof D] as never) : schema;
  }
  return {
    create: z.strictObject(createFields) as unknown as z.ZodObject<CreateShape<F, D>, z.core.$strict>,
    update: z.strictObject(fields).partial(),
  };
}

/** The admin's texts of an item in one language: its id (named `idKey`), the language, then the texts. */
function adminContentSchema<K extends string, S extends z.ZodRawShape>(idKey: K, texts: S) {
  const shape = { [idKey]: z.number().int(), language: languageSchema, ...texts };
  return z.object(shape as { [P in K]: z.ZodNumber } & { language: typeof languageSchema } & S);
}

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

const serviceInputs = itemInputSchemas(
  {
    title: titleSchema,
    slug: slugSchema,
    description: descriptionSchema,
    icon: z.string().trim().max(60),
    isActive: z.boolean(),
    featured: z.boolean(),
    sortOrder: sortOrderSchema,
    texts: textsByLanguageSchema.optional(),
  },
  { description: '', icon: '', isActive: true, featured: false },
);
export const serviceCreateSchema = serviceInputs.create;
export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
export const serviceUpdateSchema = serviceInputs.update;
export type ServiceUpdateInput = z.input<typeof serviceUpdateSchema>;

export const adminServiceContentSchema = adminContentSchema('serviceId', serviceContentSchema.shape);
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

const projectInputs = itemInputSchemas(
  {
    title: titleSchema,
    slug: slugSchema,
    description: descriptionSchema,
    imageUrl: linkSchema,
    projectUrl: linkSchema,
    technologies: technologiesSchema,
    category: categorySchema,
    isActive: z.boolean(),
    featured: z.boolean(),
    sortOrder: sortOrderSchema,
    metrics: metricsSchema,
    texts: projectTextsByLanguageSchema.optional(),
  },
  {
    description: '',
    imageUrl: '',
    projectUrl: '',
    technologies: [],
    category: '',
    isActive: true,
    featured: false,
    metrics: {},
  },
);
export const projectCreateSchema = projectInputs.create;
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export const projectUpdateSchema = projectInputs.update;
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

export const adminProjectContentSchema = adminContentSchema('projectId', projectContentSchema.shape);
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

const pricingInputs = itemInputSchemas(
  {
    name: titleSchema,
    slug: slugSchema,
    subtitle: z.string().trim().max(300),
    description: descriptionSchema,
    price: priceSchema,
    type: packageTypeSchema,
    features: textListSchema(40),
    popular: z.boolean(),
    active: z.boolean(),
    sortOrder: sortOrderSchema,
  },
  { subtitle: '', description: '', price: '', type: 'ecommerce', features: [], popular: false, active: true },
);
export const pricingCreateSchema = pricingInputs.create;
export type PricingCreateInput = z.input<typeof pricingCreateSchema>;
export const pricingUpdateSchema = pricingInputs.update;
export type PricingUpdateInput = z.input<typeof pricingUpdateSchema>;

export const pricingTextsSchema = z.strictObject({
  title: titleSchema,
  subtitle: z.string().trim().max(300).default(''),
  description: descriptionSchema.default(''),
  features: textListSchema(40).default([]),
});
export type PricingTextsInput = z.input<typeof pricingTextsSchema>;

export const adminPricingContentSchema = adminContentSchema('packageId', {
  ...pricingContentSchema.shape,
  features: z.array(z.string()),
});
export type AdminPricingContent = z.infer<typeof adminPricingContentSchema>;
