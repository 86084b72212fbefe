/**
 * Validation texts shared by the server (answered as-is, Turkish as the spec gives them) and
 * the client (translated through the id: message key `validation.<id>`).
 */
export const VALIDATION_MESSAGES = {
  'login.usernameRequired': 'Kullanıcı adı gereklidir',
  'login.passwordRequired': 'Şifre gereklidir',
  'login.totpRequired': 'Doğrulama kodu gereklidir',
  'account.passwordLength': 'Şifre en az 12 karakter olmalıdır',
  'account.passwordCommon': 'Bu şifre çok yaygın; tahmin edilmesi zor bir şifre seçin',
  'account.passwordUsername': 'Şifre kullanıcı adından türetilmemelidir',
  'account.currentPassword': 'Mevcut şifre hatalı',
  'account.totpCode': 'Doğrulama kodu 6 haneli bir sayı olmalıdır',
  'account.totpWrong': 'Doğrulama kodu hatalı',
  'account.username': 'Kullanıcı adı 3–100 karakter olmalı; harf, rakam, nokta, tire ve alt çizgi içerebilir',
  'account.resetLink': 'Bu bağlantı geçersiz, süresi dolmuş ya da daha önce kullanılmış; yeni bir bağlantı isteyin',
  'contact.name': 'Ad soyad en az 2 karakter olmalıdır',
  'contact.email': 'Geçerli bir e-posta adresi giriniz',
  'contact.phone': 'Telefon numarası gereklidir',
  'contact.subject': 'Konu alanı gereklidir',
  'contact.message': 'Mesaj en az 10 karakter olmalıdır',
  'package.required': 'Lütfen işletme türü ve bütçe bilgilerini doldurun.',
  'admin.titleRequired': 'Başlık gereklidir',
  'admin.slugRequired': 'Slug gereklidir',
  'admin.slugFormat': 'Yalnızca küçük harf, rakam ve tire kullanılabilir',
  'admin.link': 'Geçerli bir bağlantı giriniz (https://... veya /...)',
  'admin.category': 'Kategori yalnızca harf, rakam, boşluk ve tire içerebilir',
  'admin.price': 'Fiyat yalnızca rakamlardan oluşmalıdır (teklif için boş bırakın)',
  'admin.contentKey': 'Anahtar gereklidir',
  'admin.contentKeyFormat':
    'Anahtar harfle başlamalı ve noktayla ayrılmış harf, rakam, tire ve alt çizgiden oluşmalıdır (ör. contact.form.name)',
  'admin.contentValue': 'Değer gereklidir',
  'admin.redirectPath': 'Adres / ile başlayan bir site içi yol olmalıdır (ör. /hizmetler/eski-adres)',
  'admin.redirectLoop': 'Bu yönlendirme kendine ya da bir döngüye çıkar',
  'admin.webhookUrl': 'Geçerli bir https:// adresi giriniz',
  'admin.webhookUrlCredentials': 'Adres kullanıcı adı ya da şifre içeremez',
  'admin.webhookUrlPrivate': 'Yerel, özel ya da bağlantı-yerel ağ adreslerine gönderim yapılamaz',
  'admin.webhookEvents': 'En az bir olay seçiniz',
  'settings.zoom': 'Yakınlaştırma seviyesi 1 ile 21 arasında bir tam sayı olmalıdır',
  'settings.latitude': 'Enlem -90 ile 90 arasında bir sayı olmalıdır',
  'settings.longitude': 'Boylam -180 ile 180 arasında bir sayı olmalıdır',
  'settings.color': 'Renk #RRGGBB biçiminde olmalıdır',
  'settings.url': 'Geçerli bir bağlantı giriniz (https://...)',
  'settings.phone': 'Telefon numarası yalnızca rakam, boşluk, +, -, ( ve ) içerebilir',
  'settings.language': 'Desteklenmeyen dil',
  'settings.hoursFormat': 'Çalışma saatleri okunamadı',
  'settings.hoursTime': 'Saat SS:DD biçiminde olmalıdır (00:00–23:59)',
  'settings.hoursOrder': 'Bitiş saati başlangıç saatinden sonra olmalıdır',
  'settings.hoursOverlap': 'Aynı günün saat aralıkları çakışmamalıdır',
  'settings.hoursTooMany': 'Bir gün için en fazla 4 saat aralığı girilebilir',
  'settings.date': 'Tarih YYYY-AA-GG biçiminde olmalıdır (ör. 2026-12-31)',
  'settings.promoPages':
    'Sayfalar virgülle ayrılmış şu adlardan olmalıdır: home, services, ecommerce, pricing, portfolio, about, contact, software',
  'settings.hoursText':
    'Çalışma saatleri "Pazartesi - Cuma: 09:00 - 18:00" ya da "Pazar: Kapalı" biçiminde, her gün bir kez yazılmalıdır',
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

/** What a failing spec rule puts on its zod issue: `params.fieldCode`, the API's field error code. */
export type SpecRuleParams = { fieldCode: ValidationMessageId };

/**
 * The error of a spec rule, for any zod check or schema (`.min(1, specRule('admin.titleRequired'))`,
 * `z.enum(values, specRule(...))`, `.refine(fn, { ...specRule(...), path })`): the rule's text as the
 * message, and its id on the issue as `params.fieldCode`, so the API's field code never depends on
 * the wording. zod 4 hands the error map the issue it is about to finalize and copies its own keys
 * into the reported issue, so the code set here travels with it (validation-messages.test.ts holds
 * zod to that).
 */
export function specRule(id: ValidationMessageId) {
  return {
    error: (issue: object): string => {
      const raw = issue as { params?: Record<string, unknown> };
      raw.params = { ...raw.params, fieldCode: id } satisfies SpecRuleParams;
      return VALIDATION_MESSAGES[id];
    },
  };
}

/** A spec rule's issue for `ctx.addIssue` (or one built by hand): its code, text and field code. */
export function specIssue(id: ValidationMessageId) {
  return {
    code: 'custom' as const,
    message: VALIDATION_MESSAGES[id],
    params: { fieldCode: id } satisfies SpecRuleParams,
  };
}
