import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from '../db/entities/index.ts';
import type { Env } from '../env.ts';

/** What building a mail needs from the configuration. */
export type MailContext = { publicUrl: string; from: string; linkSecret: string | undefined };

export function mailContextOf(env: Pick<Env, 'publicUrl' | 'mailFrom' | 'linkSecret'>): MailContext {
  return { publicUrl: env.publicUrl, from: env.mailFrom, linkSecret: env.linkSecret };
}

/** Stored settings by key ('' when missing). */
export async function settingValues<K extends string>(
  em: EntityManager,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const rows = await em.find(Setting, { key: { $in: [...keys] } });
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, stored.get(key)?.trim() ?? ''])) as Record<K, string>;
}

/** The site's name for mail texts: the site_name setting, else the public host. */
export function siteNameOf(siteName: string, publicUrl: string): string {
  return siteName.replace(/[\r\n]+/g, ' ').trim() || new URL(publicUrl).host;
}
