import { z } from 'zod';
import type { AdminMessageId } from '../../i18n/message-ids.ts';
import {
  type AdminPricingContent,
  type AdminPricingPackage,
  type PricingCreateInput,
  pricingCreateSchema,
  pricingTextsSchema,
} from '../../shared/admin-catalog.ts';
import { PACKAGE_TYPES } from '../../shared/catalog-codes.ts';
import { parsePackagePrice, trNumber } from '../../shared/price.ts';
import { featuresFromText, featuresToText } from '../kit/localized-texts.ts';

/** A stored price as the admin reads it: '14900' → '14.900 TL'; null when empty (a quote). */
export function formatAdminPrice(price: string): string | null {
  const trimmed = price.trim();
  if (!trimmed) return null;
  const value = parsePackagePrice(trimmed);
  return value === null ? trimmed : `${trNumber(value)} TL`;
}

/** The package form: the server's create rules, with features as text. */
export const packageFormSchema = pricingCreateSchema
  .omit({ features: true, sortOrder: true })
  .extend({ features: z.string().max(13_000) });
export type PackageFormValues = {
  name: string;
  slug: string;
  subtitle: string;
  description: string;
  price: string;
  type: string;
  features: string;
  popular: boolean;
  active: boolean;
};

export const NEW_PACKAGE: PackageFormValues = {
  name: '',
  slug: '',
  subtitle: '',
  description: '',
  price: '',
  type: 'ecommerce',
  features: '',
  popular: false,
  active: true,
};

export function packageFormValues(pkg: AdminPricingPackage): PackageFormValues {
  return {
    name: pkg.name,
    slug: pkg.slug,
    subtitle: pkg.subtitle,
    description: pkg.description,
    price: pkg.price,
    type: pkg.type,
    features: featuresToText(pkg.features),
    popular: pkg.popular,
    active: pkg.active,
  };
}

export function packageInput(values: PackageFormValues): PricingCreateInput {
  return { ...values, features: featuresFromText(values.features) };
}

/** The per-language texts form. */
export const textsFormSchema = pricingTextsSchema.omit({ features: true }).extend({ features: z.string().max(13_000) });
export type TextsFormValues = { title: string; subtitle: string; description: string; features: string };

export function textsFormValues(content: AdminPricingContent | undefined): TextsFormValues {
  return {
    title: content?.title ?? '',
    subtitle: content?.subtitle ?? '',
    description: content?.description ?? '',
    features: featuresToText(content?.features ?? []),
  };
}

/** Package types to offer: the known ones (ecommerce, the public pages' type, first), then any other in use. */
export function knownTypes(packages: readonly Pick<AdminPricingPackage, 'type'>[]): string[] {
  return [...new Set([...PACKAGE_TYPES, ...packages.map((pkg) => pkg.type)])];
}

/** The message id of a type's readable name; a code outside PACKAGE_TYPES has none (shown as is). */
export function packageTypeMessageId(type: string): AdminMessageId | null {
  return isPackageType(type) ? `admin.pricing.type.${type}` : null;
}

const isPackageType = (type: string): type is (typeof PACKAGE_TYPES)[number] =>
  (PACKAGE_TYPES as readonly string[]).includes(type);
