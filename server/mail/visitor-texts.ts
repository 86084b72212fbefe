import type { Language } from '../../src/shared/languages.ts';

/**
 * What visitors read from us outside the SPA, in their language: the mails (lead confirmation,
 * newsletter confirmation) and the small pages of the newsletter links. `{site}` is the site
 * name setting (or the public host).
 */
export type VisitorTexts = {
  leadConfirmSubject: string;
  /** With the visitor's cleaned first name (server/mail/lead-mails.ts). */
  leadConfirmGreeting: string;
  /** When the name gives no clean first name. */
  leadConfirmGreetingNeutral: string;
  leadConfirmBody: string;
  newsletterConfirmSubject: string;
  newsletterConfirmBody: string;
  newsletterConfirmButton: string;
  newsletterConfirmIgnore: string;
  unsubscribeLine: string;
  unsubscribeLink: string;
  confirmPageTitle: string;
  confirmPageText: string;
  confirmedPageTitle: string;
  confirmedPageText: string;
  unsubscribePageTitle: string;
  unsubscribePageText: string;
  unsubscribeButton: string;
  unsubscribedPageTitle: string;
  unsubscribedPageText: string;
  invalidLinkTitle: string;
  invalidLinkText: string;
  backToSite: string;
};

export const VISITOR_TEXTS: Record<Language, VisitorTexts> = {
  tr: {
    leadConfirmSubject: 'Mesajınızı aldık: {site}',
    leadConfirmGreeting: 'Merhaba {name},',
    leadConfirmGreetingNeutral: 'Merhaba,',
    leadConfirmBody: 'Mesajınız bize ulaştı. Ekibimiz 24 saat içinde size dönecek.',
    newsletterConfirmSubject: 'Bülten aboneliğinizi onaylayın: {site}',
    newsletterConfirmBody: '{site} bültenine abone olmak için aşağıdaki bağlantıyı açıp onaylayın.',
    newsletterConfirmButton: 'Aboneliği onayla',
    newsletterConfirmIgnore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; abone olmazsınız.',
    unsubscribeLine: 'Bu e-postaları artık almak istemiyorsanız:',
    unsubscribeLink: 'Abonelikten çık',
    confirmPageTitle: 'Bülten aboneliği',
    confirmPageText: '{email} adresinin bülten aboneliğini onaylıyor musunuz?',
    confirmedPageTitle: 'Aboneliğiniz onaylandı',
    confirmedPageText: '{email} artık bültenimize abone. Teşekkür ederiz!',
    unsubscribePageTitle: 'Abonelikten çık',
    unsubscribePageText: '{email} adresi bültenimizden çıkarılsın mı?',
    unsubscribeButton: 'Abonelikten çık',
    unsubscribedPageTitle: 'Abonelikten çıktınız',
    unsubscribedPageText: '{email} artık bültenimizi almayacak.',
    invalidLinkTitle: 'Bağlantı geçersiz',
    invalidLinkText:
      'Bu bağlantı geçersiz, süresi dolmuş ya da daha önce kullanılmış. Sitemizden yeniden abone olabilirsiniz.',
    backToSite: 'Siteye dön',
  },
  en: {
    leadConfirmSubject: 'We received your message: {site}',
    leadConfirmGreeting: 'Hello {name},',
    leadConfirmGreetingNeutral: 'Hello,',
    leadConfirmBody: 'Your message has reached us. Our team will get back to you within 24 hours.',
    newsletterConfirmSubject: 'Confirm your newsletter subscription: {site}',
    newsletterConfirmBody: 'To subscribe to the {site} newsletter, open the link below and confirm.',
    newsletterConfirmButton: 'Confirm subscription',
    newsletterConfirmIgnore: 'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
    unsubscribeLine: 'No longer want these e-mails?',
    unsubscribeLink: 'Unsubscribe',
    confirmPageTitle: 'Newsletter subscription',
    confirmPageText: 'Do you confirm the newsletter subscription of {email}?',
    confirmedPageTitle: 'Subscription confirmed',
    confirmedPageText: '{email} is now subscribed to our newsletter. Thank you!',
    unsubscribePageTitle: 'Unsubscribe',
    unsubscribePageText: 'Remove {email} from our newsletter?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribedPageTitle: 'You are unsubscribed',
    unsubscribedPageText: '{email} will no longer receive our newsletter.',
    invalidLinkTitle: 'Invalid link',
    invalidLinkText: 'This link is invalid, has expired or has already been used. You can subscribe again on our site.',
    backToSite: 'Back to the site',
  },
  de: {
    leadConfirmSubject: 'Wir haben Ihre Nachricht erhalten: {site}',
    leadConfirmGreeting: 'Hallo {name},',
    leadConfirmGreetingNeutral: 'Guten Tag,',
    leadConfirmBody: 'Ihre Nachricht ist bei uns angekommen. Unser Team meldet sich innerhalb von 24 Stunden.',
    newsletterConfirmSubject: 'Bestätigen Sie Ihr Newsletter-Abonnement: {site}',
    newsletterConfirmBody: 'Um den Newsletter von {site} zu abonnieren, öffnen Sie den Link unten und bestätigen Sie.',
    newsletterConfirmButton: 'Abonnement bestätigen',
    newsletterConfirmIgnore:
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Sie werden nicht eingetragen.',
    unsubscribeLine: 'Sie möchten diese E-Mails nicht mehr erhalten?',
    unsubscribeLink: 'Abmelden',
    confirmPageTitle: 'Newsletter-Abonnement',
    confirmPageText: 'Bestätigen Sie das Newsletter-Abonnement für {email}?',
    confirmedPageTitle: 'Abonnement bestätigt',
    confirmedPageText: '{email} hat unseren Newsletter jetzt abonniert. Vielen Dank!',
    unsubscribePageTitle: 'Abmelden',
    unsubscribePageText: '{email} von unserem Newsletter abmelden?',
    unsubscribeButton: 'Abmelden',
    unsubscribedPageTitle: 'Sie sind abgemeldet',
    unsubscribedPageText: '{email} erhält unseren Newsletter nicht mehr.',
    invalidLinkTitle: 'Ungültiger Link',
    invalidLinkText:
      'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Sie können sich auf unserer Website erneut anmelden.',
    backToSite: 'Zurück zur Website',
  },
  ru: {
    leadConfirmSubject: 'Мы получили ваше сообщение: {site}',
    leadConfirmGreeting: 'Здравствуйте, {name}!',
    leadConfirmGreetingNeutral: 'Здравствуйте!',
    leadConfirmBody: 'Ваше сообщение получено. Наша команда ответит вам в течение 24 часов.',
    newsletterConfirmSubject: 'Подтвердите подписку на рассылку: {site}',
    newsletterConfirmBody: 'Чтобы подписаться на рассылку {site}, откройте ссылку ниже и подтвердите подписку.',
    newsletterConfirmButton: 'Подтвердить подписку',
    newsletterConfirmIgnore: 'Если вы не подписывались, просто проигнорируйте это письмо: подписка не будет оформлена.',
    unsubscribeLine: 'Больше не хотите получать эти письма?',
    unsubscribeLink: 'Отписаться',
    confirmPageTitle: 'Подписка на рассылку',
    confirmPageText: 'Подтверждаете подписку на рассылку для {email}?',
    confirmedPageTitle: 'Подписка подтверждена',
    confirmedPageText: '{email} теперь подписан на нашу рассылку. Спасибо!',
    unsubscribePageTitle: 'Отписка',
    unsubscribePageText: 'Отписать {email} от нашей рассылки?',
    unsubscribeButton: 'Отписаться',
    unsubscribedPageTitle: 'Вы отписались',
    unsubscribedPageText: '{email} больше не будет получать нашу рассылку.',
    invalidLinkTitle: 'Недействительная ссылка',
    invalidLinkText:
      'Эта ссылка недействительна, устарела или уже была использована. Вы можете подписаться снова на нашем сайте.',
    backToSite: 'Вернуться на сайт',
  },
  ar: {
    leadConfirmSubject: 'تلقّينا رسالتك: {site}',
    leadConfirmGreeting: 'مرحبًا {name}،',
    leadConfirmGreetingNeutral: 'مرحبًا،',
    leadConfirmBody: 'وصلتنا رسالتك. سيتواصل معك فريقنا خلال 24 ساعة.',
    newsletterConfirmSubject: 'أكّد اشتراكك في النشرة البريدية: {site}',
    newsletterConfirmBody: 'للاشتراك في النشرة البريدية لـ {site}، افتح الرابط أدناه وأكّد الاشتراك.',
    newsletterConfirmButton: 'تأكيد الاشتراك',
    newsletterConfirmIgnore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتم اشتراكك.',
    unsubscribeLine: 'لا تريد تلقي هذه الرسائل بعد الآن؟',
    unsubscribeLink: 'إلغاء الاشتراك',
    confirmPageTitle: 'الاشتراك في النشرة البريدية',
    confirmPageText: 'هل تؤكد اشتراك {email} في النشرة البريدية؟',
    confirmedPageTitle: 'تم تأكيد الاشتراك',
    confirmedPageText: 'أصبح {email} مشتركًا في نشرتنا البريدية. شكرًا لك!',
    unsubscribePageTitle: 'إلغاء الاشتراك',
    unsubscribePageText: 'هل تريد إزالة {email} من نشرتنا البريدية؟',
    unsubscribeButton: 'إلغاء الاشتراك',
    unsubscribedPageTitle: 'تم إلغاء اشتراكك',
    unsubscribedPageText: 'لن يتلقى {email} نشرتنا البريدية بعد الآن.',
    invalidLinkTitle: 'رابط غير صالح',
    invalidLinkText: 'هذا الرابط غير صالح أو انتهت صلاحيته أو سبق استخدامه. يمكنك الاشتراك مجددًا من موقعنا.',
    backToSite: 'العودة إلى الموقع',
  },
};

/** A text with its `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Text for HTML: & < > " ' escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
