/**
 * Validation texts shared by the server (answered as-is, Turkish as the spec gives them) and
 * the client (translated through the id: message key `validation.<id>`).
 */
export const VALIDATION_MESSAGES = {
  'login.usernameRequired': 'Kullanıcı adı gereklidir',
  'login.passwordRequired': 'Şifre gereklidir',
  'contact.name': 'Ad soyad en az 2 karakter olmalıdır',
  'contact.email': 'Geçerli bir e-posta adresi giriniz',
  'contact.phone': 'Telefon numarası gereklidir',
  'contact.subject': 'Konu alanı gereklidir',
  'contact.message': 'Mesaj en az 10 karakter olmalıdır',
  'package.required': 'Lütfen işletme türü ve bütçe bilgilerini doldurun.',
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

const idByText = new Map<string, ValidationMessageId>(
  Object.entries(VALIDATION_MESSAGES).map(([id, text]) => [text, id as ValidationMessageId]),
);

/** The id of a shared validation text, for translation on the client. */
export function validationMessageId(text: string): ValidationMessageId | undefined {
  return idByText.get(text);
}
