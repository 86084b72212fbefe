import type { EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES, normalizeLanguage } from '../../src/shared/languages.ts';
import type { ContactMessage } from '../db/entities/index.ts';
import { mayMailConfirmation } from './confirmation-limit.ts';
import { escapeHtml } from './escape-html.ts';
import { type MailContext, settingValues, siteNameOf } from './mail-context.ts';
import { mailTexts } from './mail-texts.ts';
import { enqueueMail } from './outbox.ts';

/** Turkish names of languages (Türkçe, İngilizce, ...), for the owner's notification. */
const LANGUAGE_NAMES_TR = new Intl.DisplayNames('tr', { type: 'language' });

/** A site language by its Turkish name; anything else as stored. */
function languageNameOf(code: string): string {
  return (LANGUAGES as readonly string[]).includes(code) ? (LANGUAGE_NAMES_TR.of(code) ?? code) : code;
}

/** Turns the setting's text into on/off: the admin stores 'true' for on; anything else is off. */
export function isSettingOn(value: string): boolean {
  return value.trim() === 'true';
}

/** The lead notification's rows: label, value (empty rows left out). */
function leadRows(message: ContactMessage): Array<[string, string]> {
  const language = message.language ? `${languageNameOf(message.language)} (${message.language})` : '';
  const rows: Array<[string, string]> = [
    ['Ad Soyad', message.name],
    ['E-posta', message.email],
    ['Telefon', message.phone],
    ['Konu', message.subject],
    ['Paket', message.packageName ?? ''],
    ['Öneri', message.recommendation ?? ''],
    ['Öneri (Türkçesi)', message.recommendationTr ?? ''],
    ['Sayfa', message.page ?? ''],
    ['Dil', language],
  ];
  return rows.filter(([, value]) => value.trim() !== '');
}

/**
 * The owner's notification of a new contact message, in Turkish: every field, the package or
 * recommendation, page and language, and a link to the admin inbox. Reply-To is the visitor,
 * so that answering is one click.
 */
export function leadNotification(message: ContactMessage, context: MailContext, siteName: string) {
  // The admin inbox searched for the visitor: this message first, with any earlier ones.
  const adminLink = `${context.publicUrl}/admin/contact?search=${encodeURIComponent(message.email)}`;
  const rows = leadRows(message);
  const text = [
    `${siteName} sitesinden yeni bir mesaj geldi (mesaj no ${message.id}).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mesaj:',
    message.message,
    '',
    `Yönetim panelinde aç: ${adminLink}`,
    'Bu e-postayı yanıtlarsanız yanıtınız doğrudan ziyaretçiye gider.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(siteName)} sitesinden yeni bir mesaj geldi (mesaj no ${message.id}).</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>Mesaj:</strong></p><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p><a href="${escapeHtml(adminLink)}">Yönetim panelinde aç</a></p>`,
    '<p>Bu e-postayı yanıtlarsanız yanıtınız doğrudan ziyaretçiye gider.</p>',
  ].join('\n');
  return {
    subject: `Yeni iletişim mesajı: ${message.subject}`,
    text,
    html,
    headers: { 'Reply-To': message.email },
  };
}

/** The longest first name a confirmation greets by; a longer first word gets the neutral greeting. */
export const FIRST_NAME_MAX = 40;

/**
 * A word of letters (any script, with their combining marks), joined at most by an apostrophe or
 * a hyphen: Ayşe, O'Brien, Jean-Luc, Zoë, محمد, Мария. Modifier letters (Lm) are left out: some
 * look like punctuation (Lisu tone letters look like . and ,) and could spell a domain.
 */
const NAME_WORD =
  /^[\p{Lu}\p{Ll}\p{Lt}\p{Lo}][\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{M}]*(?:['’ʼʻ-][\p{Lu}\p{Ll}\p{Lt}\p{Lo}][\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{M}]*)*$/u;

/**
 * The only visitor-typed text a mail to a visitor-typed address may carry: the first word of the
 * name, when it is a name-like word of letters of at most FIRST_NAME_MAX characters (punctuation
 * around it, as in "(Ayşe", dropped); anything else (a URL, an address, digits, symbols, an
 * empty name) gives '' and the neutral greeting. So the form cannot send a stranger a link or
 * a sentence in our name.
 */
export function cleanFirstName(name: string): string {
  const first = name.normalize('NFC').trim().split(/\s+/u)[0] ?? '';
  // Punctuation around the word dropped by walking in from both ends (a `[^…]+$` pattern would
  // retry from every position: quadratic on a long run of punctuation).
  const chars = [...first];
  let start = 0;
  while (start < chars.length && !/\p{L}/u.test(chars[start])) start++;
  let end = chars.length;
  while (end > start && !/[\p{L}\p{M}]/u.test(chars[end - 1])) end--;
  const word = chars.slice(start, end).join('');
  return NAME_WORD.test(word) && [...word].length <= FIRST_NAME_MAX ? word : '';
}

/**
 * The visitor's short confirmation, in the message's language. Anyone can type someone else's
 * address into the form: it carries nothing the visitor typed but a cleaned first name
 * (cleanFirstName), never the message, subject or full name.
 */
export function leadConfirmation(message: ContactMessage, siteName: string) {
  const language = normalizeLanguage(message.language);
  const t = mailTexts(language);
  const firstName = cleanFirstName(message.name);
  const greeting = firstName ? t('leadConfirmGreeting', { name: firstName }) : t('leadConfirmGreetingNeutral');
  const body = t('leadConfirmBody');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [greeting, '', body, '', siteName].join('\n');
  const html = [
    `<div dir="${dir}" lang="${language}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(siteName)}</p>`,
    '</div>',
  ].join('\n');
  return { subject: t('leadConfirmSubject', { site: siteName }), text, html };
}

/**
 * Writes the mails of a new (non-spam) contact message into the outbox, through the caller's
 * transaction: the notification to contact_email (company_email when it is empty; neither set:
 * no notification, the message waits in the admin inbox), and the visitor's confirmation when
 * the lead_confirmation setting is on and the address had none in the last day
 * (CONFIRMATION_MAIL_GAP_MS).
 */
export async function enqueueLeadMails(
  em: EntityManager,
  message: ContactMessage,
  context: MailContext,
): Promise<void> {
  const settings = await settingValues(em, ['contact_email', 'company_email', 'site_name', 'lead_confirmation']);
  const siteName = siteNameOf(settings.site_name, context.publicUrl);
  const owner = settings.contact_email || settings.company_email;
  if (owner) {
    await enqueueMail(
      em,
      { kind: 'lead', to: owner, contactMessageId: message.id, ...leadNotification(message, context, siteName) },
      context,
    );
  }
  if (isSettingOn(settings.lead_confirmation) && (await mayMailConfirmation(em, 'lead_confirmation', message.email))) {
    await enqueueMail(
      em,
      {
        kind: 'lead_confirmation',
        to: message.email,
        contactMessageId: message.id,
        ...leadConfirmation(message, siteName),
      },
      context,
    );
  }
}
