import { p } from '@mikro-orm/core';
import { createdAtProperty, serialId, updatedAtProperty } from './common-properties.ts';
import { defineTable } from './define-table.ts';

export const ContactMessageSchema = defineTable('ContactMessage', 'contact_messages', {
  ...serialId(),
  name: p.string().length(200),
  email: p.string().length(254),
  phone: p.string().length(40),
  subject: p.string().length(200),
  message: p.text(),
  /** new, read, replied, archived, spam (CONTACT_STATUSES) */
  status: p.string().length(20).default('new').index(),
  /** The package the visitor came with (/contact?package=...). */
  packageName: p.string().length(200).nullable(),
  recommendation: p.text().nullable(),
  /** The same recommendation written in Turkish from the visitor's answers (null when Turkish already or none). */
  recommendationTr: p.text().nullable(),
  language: p.string().length(2).nullable(),
  page: p.string().length(500).nullable(),
  /** Why it was filed as spam on arrival (honeypot, fillTime); null for every other message. */
  spamReason: p.string().length(20).nullable(),
  createdAt: createdAtProperty().index(),
  /** Set to the writing transaction's start by a database trigger on every insert and update (incremental sync). */
  updatedAt: updatedAtProperty().index(),
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);
