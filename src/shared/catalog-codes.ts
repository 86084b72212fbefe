/**
 * Codes stored in projects and pricing packages, offered as choices in the admin (stored as
 * they are; the admin shows readable names). Codes already in the database outside these lists
 * stay valid and are offered as they are.
 */

/** A project's category: the public portfolio's filter, named by `portfolio.category.<code>`. */
export const PROJECT_CATEGORIES = ['web', 'ecommerce', 'mobile', 'software', 'marketing', 'branding'] as const;

/**
 * A pricing package's type, one per service line. The public e-commerce, pricing and home pages
 * show the packages of type `ecommerce`; the other types are kept for packages of other lines.
 */
export const PACKAGE_TYPES = ['ecommerce', 'web', 'software', 'mobile', 'marketing', 'branding'] as const;
