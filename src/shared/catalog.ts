import { z } from 'zod';
import { publicImageSchema } from './media-image-schema.ts';

/** Public shapes of spec 000 section 7 (services, projects, pricing). */

export const serviceContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Feature texts; the same count and order in every language, so index i is one feature. */
  features: z.array(z.string()),
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;

export const serviceRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string(),
  featured: z.boolean(),
});

export const publicServiceSchema = serviceRefSchema.extend({ content: serviceContentSchema });
export type PublicService = z.infer<typeof publicServiceSchema>;

/** A project's texts: a service's, and the word beside its result figure (empty: the site's "Sonuç" in the language). */
export const projectContentSchema = serviceContentSchema.extend({ metricLabel: z.string() });

export const publicProjectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  featured: z.boolean(),
  category: z.string(),
  imageUrl: z.string(),
  /** The uploaded image's sizes, focal point and alt (issue 20); null: draw imageUrl as it is. */
  image: publicImageSchema.nullable(),
  projectUrl: z.string(),
  technologies: z.array(z.string()),
  /** Shown: the first value. */
  metrics: z.record(z.string(), z.string()),
  /** Slugs it had before (issue 22): /portfolio#<former> still leads to it. */
  formerSlugs: z.array(z.string()),
  content: projectContentSchema,
});
export type PublicProject = z.infer<typeof publicProjectSchema>;

export const pricingContentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
});

export const publicPricingPackageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.string(),
  featured: z.boolean(),
  /** A numeric string in TL, or empty for 'get a quote'. */
  price: z.string(),
  content: pricingContentSchema,
  features: z.array(z.string()),
});
export type PublicPricingPackage = z.infer<typeof publicPricingPackageSchema>;

export const ECOMMERCE_PACKAGE_SLUGS = ['tbt-baslangic', 'tbt-standart', 'tbt-profesyonel', 'tbt-kurumsal'] as const;
export type EcommercePackageSlug = (typeof ECOMMERCE_PACKAGE_SLUGS)[number];

// Constants without zod live apart, so that pages without a form do not load zod.
export { SERVICE_CATEGORIES, type ServiceCategory, serviceCategoryOf } from './service-categories.ts';
