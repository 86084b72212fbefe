import type { PublicSettings, SettingsMap } from '../shared/settings.ts';
import { trpc } from './PublicTrpc.tsx';
import { SETTINGS_STALE_MS } from './query-client.ts';

/** Public site settings, cached 10 minutes (spec 000 section 7). Empty while loading. */
export function useSiteSettings(): PublicSettings {
  const { data } = trpc.settings.public.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  return data ?? {};
}

/** digits only, for wa.me and tel: links */
export function phoneDigits(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** The WhatsApp number of the settings as wa.me wants it (digits, no +); '' when unset. */
export function whatsAppDigits(settings: SettingsMap): string {
  return settings.whatsapp_number ? phoneDigits(settings.whatsapp_number).replace(/^\+/, '') : '';
}
