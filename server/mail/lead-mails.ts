import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeLanguage } from '../../src/shared/languages.ts';
import type { ContactMessage } from '../db/entities/index.ts';
import { type MailContext, settingValues, siteNameOf } from './mail-context.ts';
import { enqueueMail } from './outbox.ts';
import { escapeHtml, fill, VISITOR_TEXTS } from './visitor-texts.ts';

/** Turkish names of the site languages, for the owner's notification. */
const LANGUAGE_NAMES_TR: Record<string, string> = {
  tr: 'Türkçe',
  en: 'İngilizce',
  de: 'Almanca',
  ru: 'Rusça',
  ar: 'Arapça',
};

/** Turns the setting's text into on/off: the admin stores 'true' for on; anything else is off. */
export function isSettingOn(value: string): boolean {
  return value.trim() === 'true';
}

/** The lead notification's rows: label, value (empty rows left out). */
function leadRows(message: ContactMessage): Array<[string, string]> {
  const language = message.language
    ? `${LANGUAGE_NAMES_TR[message.language] ?? message.language} (${message.language})`
    : '';
  const rows: Array<[string, string]> = [
    ['Ad Soyad', message.name],
    ['E-posta', message.email],
    ['Telefon', message.phone],
    ['Konu', message.subject],
    ['Paket', message.packageName ?? ''],
    ['Öneri', message.recommendation ?? ''],
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

/**
 * The visitor's short confirmation, in the message's language. It does not repeat the message:
 * anyone can type someone else's address into the form, and the site must not carry a
 * stranger's text to it.
 */
export function leadConfirmation(message: ContactMessage, siteName: string) {
  const language = normalizeLanguage(message.language);
  const t = VISITOR_TEXTS[language];
  const values = { site: siteName, name: message.name };
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [fill(t.leadConfirmGreeting, values), '', t.leadConfirmBody, '', siteName].join('\n');
  const html = [
    `<div dir="${dir}" lang="${language}">`,
    `<p>${escapeHtml(fill(t.leadConfirmGreeting, values))}</p>`,
    `<p>${escapeHtml(t.leadConfirmBody)}</p>`,
    `<p>${escapeHtml(siteName)}</p>`,
    '</div>',
  ].join('\n');
  return { subject: fill(t.leadConfirmSubject, values), text, html };
}

/**
 * Writes the mails of a new (non-spam) contact message into the outbox, through the caller's
 * transaction: the notification to contact_email (company_email when it is empty; neither set:
 * no notification, the message waits in the admin inbox), and the visitor's confirmation when
 * the lead_confirmation setting is on.
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
  if (isSettingOn(settings.lead_confirmation)) {
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
