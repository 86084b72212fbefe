import { z } from 'zod';
import { idSchema } from './admin-catalog.ts';
import { PASSWORD_MAX, totpCodeSchema } from './auth.ts';
import { listInputSchema } from './paging.ts';
import { specRule } from './validation-messages.ts';
import { versionChangeSchema } from './versions.ts';

/**
 * Admin accounts (issue 13): the signed-in admin's password, sessions and second factor, the
 * other admins, and the audit log. Shared by the server, the REST mirror and the admin screens.
 */

/** New passwords: at least 12 characters; the server also refuses common ones and the username. */
export const NEW_PASSWORD_MIN = 12;
export const newPasswordSchema = z.string().min(NEW_PASSWORD_MIN, specRule('account.passwordLength')).max(PASSWORD_MAX);

export const changePasswordInputSchema = z.strictObject({
  currentPassword: z.string().min(1, specRule('login.passwordRequired')).max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** What the account screen and the admins list both show of an admin. */
const profileFields = {
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  totpEnabled: z.boolean(),
};

export const accountOutputSchema = z.object({
  ...profileFields,
  /** Unused recovery codes left (0 without TOTP). */
  recoveryCodesLeft: z.number().int(),
});
export type AccountOutput = z.infer<typeof accountOutputSchema>;

export const sessionOutputSchema = z.object({
  /** A random id of the session, never its token. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  ip: z.string().nullable(),
  /** "Chrome 131 on Windows", from the User-Agent. */
  browser: z.string(),
  current: z.boolean(),
});
export type SessionOutput = z.infer<typeof sessionOutputSchema>;

export const sessionIdInputSchema = z.strictObject({ id: z.string().regex(/^[0-9a-f]{32}$/) });

export const totpSetupOutputSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (an SVG data URL). */
  qrCode: z.string(),
});
/** The current password: asked again before the second factor is turned on or off. */
const currentPasswordSchema = z.string().min(1, specRule('login.passwordRequired')).max(PASSWORD_MAX);
export const totpConfirmInputSchema = z.strictObject({ code: totpCodeSchema, password: currentPasswordSchema });
export const recoveryCodesOutputSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const totpDisableInputSchema = z.strictObject({ password: currentPasswordSchema });

// ── Other admins ─────────────────────────────────────────────────────────────────────────────

const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,100}$/, specRule('account.username'));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

/**
 * A profile picture is shown on every admin page: only an https: image or our own media
 * (`/uploads/…`). Anything else (`/api/logout`, `javascript:`, `http:`) is refused, so one admin
 * cannot make another's browser request an address of their choosing.
 */
export function isProfileImageUrl(value: string): boolean {
  if (value.startsWith('/uploads/')) {
    return /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(value);
  }
  if (!/^https:\/\//i.test(value) || /[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const profileImageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isProfileImageUrl(value), specRule('settings.url'))
  .transform((value) => value || null)
  .nullable();

const adminUserFields = {
  username: usernameSchema,
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email(specRule('contact.email'))]))
    .transform((value) => value || null)
    .nullable(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  profileImageUrl: profileImageUrlSchema,
  disabled: z.boolean(),
};

export const createAdminUserInputSchema = z.strictObject({
  ...adminUserFields,
  email: adminUserFields.email.optional(),
  firstName: adminUserFields.firstName.optional(),
  lastName: adminUserFields.lastName.optional(),
  profileImageUrl: adminUserFields.profileImageUrl.optional(),
  disabled: adminUserFields.disabled.default(false),
  password: newPasswordSchema,
});
export type CreateAdminUserInput = z.output<typeof createAdminUserInputSchema>;

export const updateAdminUserInputSchema = z
  .strictObject({ ...adminUserFields })
  .partial()
  .extend({ id: idSchema });
export type UpdateAdminUserInput = z.output<typeof updateAdminUserInputSchema>;

export const adminUserOutputSchema = z.object({
  ...profileFields,
  disabled: z.boolean(),
  createdAt: z.string(),
  /** Latest activity of any of their sessions. */
  lastSeenAt: z.string().nullable(),
});
export type AdminUserOutput = z.infer<typeof adminUserOutputSchema>;

export const adminUserIdInputSchema = z.strictObject({ id: idSchema });

// ── Audit log ────────────────────────────────────────────────────────────────────────────────

const dateFilter = z.iso.date().or(z.iso.datetime({ offset: true }));
/** An id written in digits (a REST query parameter) or a number (tRPC). */
const actorIdSchema = z.union([
  z.number().int().min(1),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number),
]);
export const auditFiltersSchema = {
  /**
   * The id of the actor: their entries whatever names they had (a name can be changed by any
   * admin, and a new admin can take an old one; the id stays).
   */
  actorId: actorIdSchema.optional(),
  /** An action (`settings.update`) or a prefix ending in a dot (`users.`). */
  action: z.string().trim().max(100).optional(),
  /** From this day or moment on (inclusive). */
  from: dateFilter.optional(),
  /** Up to this day (inclusive) or moment. */
  to: dateFilter.optional(),
};
export const auditListInputSchema = listInputSchema(auditFiltersSchema);
export const auditExportInputSchema = z.strictObject(auditFiltersSchema).prefault({});
export type AuditFilters = { actorId?: number; action?: string; from?: string; to?: string };

export const auditEntryOutputSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's username at the time of the action. */
  actor: z.string().nullable(),
  /** The actor's username now, when it is another one (renamed); null otherwise or when deleted. */
  actorNow: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  summary: z.string(),
  /** The item a versioned save changed, by name; null for other entries. */
  subject: z.string().nullable(),
  /** What a versioned save changed, values cut short (the item's history has them whole). */
  changes: z.array(versionChangeSchema),
});
export type AuditEntryOutput = z.infer<typeof auditEntryOutputSchema>;
