/** The drawings src/components/ServiceIcon.tsx has (the public site falls back to web). */
export const SERVICE_ICON_NAMES = [
  'web',
  'cart',
  'mobile',
  'code',
  'megaphone',
  'share',
  'palette',
  'vr',
  'ai',
] as const;
