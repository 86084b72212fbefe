import type { Language } from '../../shared/languages.ts';
import { type ContentPage, placeOfKey } from './content-places.ts';

/**
 * Readable names of the content store's pages, sections and key segments in the admin's five
 * languages. Data, not react-intl messages: they are looked up by segments of keys that the
 * store may grow, and anything unknown falls back to a humanized segment.
 */
type Localized = Record<Language, string>;

const PAGE_LABELS: Record<ContentPage, Localized> = {
  home: { tr: 'Ana sayfa', en: 'Home', de: 'Startseite', ru: 'Главная', ar: 'الصفحة الرئيسية' },
  about: { tr: 'Hakkımızda', en: 'About', de: 'Über uns', ru: 'О нас', ar: 'من نحن' },
  services: { tr: 'Hizmetler', en: 'Services', de: 'Leistungen', ru: 'Услуги', ar: 'الخدمات' },
  serviceDetail: {
    tr: 'Hizmet detay sayfası',
    en: 'Service detail page',
    de: 'Leistungsseite',
    ru: 'Страница услуги',
    ar: 'صفحة تفاصيل الخدمة',
  },
  portfolio: { tr: 'Portföy', en: 'Portfolio', de: 'Portfolio', ru: 'Портфолио', ar: 'معرض الأعمال' },
  ecommerce: {
    tr: 'E-ticaret',
    en: 'E-commerce',
    de: 'E-Commerce',
    ru: 'Электронная коммерция',
    ar: 'التجارة الإلكترونية',
  },
  pricing: { tr: 'Fiyatlandırma', en: 'Pricing', de: 'Preise', ru: 'Цены', ar: 'الأسعار' },
  software: { tr: 'Yazılım', en: 'Software', de: 'Software', ru: 'Разработка ПО', ar: 'البرمجيات' },
  contact: { tr: 'İletişim', en: 'Contact', de: 'Kontakt', ru: 'Контакты', ar: 'اتصل بنا' },
  privacy: {
    tr: 'Gizlilik politikası',
    en: 'Privacy policy',
    de: 'Datenschutzerklärung',
    ru: 'Политика конфиденциальности',
    ar: 'سياسة الخصوصية',
  },
  terms: {
    tr: 'Kullanım şartları',
    en: 'Terms of use',
    de: 'Nutzungsbedingungen',
    ru: 'Условия использования',
    ar: 'شروط الاستخدام',
  },
  kvkk: {
    tr: 'KVKK aydınlatma metni',
    en: 'KVKK notice',
    de: 'KVKK-Hinweis',
    ru: 'Уведомление KVKK',
    ar: 'إشعار KVKK',
  },
  cookies: {
    tr: 'Çerez politikası',
    en: 'Cookie policy',
    de: 'Cookie-Richtlinie',
    ru: 'Политика cookie',
    ar: 'سياسة ملفات تعريف الارتباط',
  },
  navigation: { tr: 'Menü', en: 'Navigation', de: 'Navigation', ru: 'Навигация', ar: 'القائمة' },
  footer: { tr: 'Alt bilgi', en: 'Footer', de: 'Fußzeile', ru: 'Подвал сайта', ar: 'تذييل الصفحة' },
  buttons: { tr: 'Düğmeler', en: 'Buttons', de: 'Schaltflächen', ru: 'Кнопки', ar: 'الأزرار' },
  promo: {
    tr: 'Kampanya penceresi',
    en: 'Promotion pop-up',
    de: 'Aktionsfenster',
    ru: 'Окно акции',
    ar: 'نافذة العرض',
  },
  site: { tr: 'Site geneli', en: 'Whole site', de: 'Ganze Website', ru: 'Весь сайт', ar: 'الموقع بأكمله' },
  other: { tr: 'Diğer', en: 'Other', de: 'Sonstiges', ru: 'Прочее', ar: 'أخرى' },
};

/** A short description of where a page's texts show, for the preview line of its group. */
const PAGE_PLACES: Record<ContentPage, Localized> = {
  home: {
    tr: 'Ana sayfada görünür.',
    en: 'Shown on the home page.',
    de: 'Erscheint auf der Startseite.',
    ru: 'Показывается на главной странице.',
    ar: 'تظهر في الصفحة الرئيسية.',
  },
  about: {
    tr: 'Hakkımızda sayfasında görünür.',
    en: 'Shown on the About page.',
    de: 'Erscheint auf der Seite „Über uns“.',
    ru: 'Показывается на странице «О нас».',
    ar: 'تظهر في صفحة من نحن.',
  },
  services: {
    tr: 'Hizmetler sayfasında (liste ve hizmet anketi) görünür.',
    en: 'Shown on the Services page (list and service questionnaire).',
    de: 'Erscheint auf der Leistungsseite (Liste und Fragebogen).',
    ru: 'Показывается на странице услуг (список и опросник).',
    ar: 'تظهر في صفحة الخدمات (القائمة والاستبيان).',
  },
  serviceDetail: {
    tr: 'Her hizmetin kendi sayfasında görünür: hizmetler listesinden bir hizmet açın.',
    en: "Shown on each service's own page: open a service from the list.",
    de: 'Erscheint auf der Seite jeder Leistung: eine Leistung aus der Liste öffnen.',
    ru: 'Показывается на странице каждой услуги: откройте услугу из списка.',
    ar: 'تظهر في صفحة كل خدمة: افتح خدمة من القائمة.',
  },
  portfolio: {
    tr: 'Portföy sayfasında ve ana sayfadaki öne çıkan projelerde görünür.',
    en: 'Shown on the Portfolio page and in the featured projects of the home page.',
    de: 'Erscheint im Portfolio und bei den hervorgehobenen Projekten der Startseite.',
    ru: 'Показывается в портфолио и в избранных проектах на главной.',
    ar: 'تظهر في معرض الأعمال وفي المشاريع المميزة بالصفحة الرئيسية.',
  },
  ecommerce: {
    tr: 'E-ticaret sayfasında, fiyatlandırmada ve ana sayfadaki paketlerde görünür.',
    en: 'Shown on the E-commerce page, on Pricing and in the packages of the home page.',
    de: 'Erscheint auf der E-Commerce-Seite, bei den Preisen und in den Paketen der Startseite.',
    ru: 'Показывается на странице e-commerce, в ценах и в пакетах на главной.',
    ar: 'تظهر في صفحة التجارة الإلكترونية والأسعار وباقات الصفحة الرئيسية.',
  },
  pricing: {
    tr: 'Fiyatlandırma sayfasında görünür.',
    en: 'Shown on the Pricing page.',
    de: 'Erscheint auf der Preisseite.',
    ru: 'Показывается на странице цен.',
    ar: 'تظهر في صفحة الأسعار.',
  },
  software: {
    tr: 'Yazılım sayfasında görünür.',
    en: 'Shown on the Software page.',
    de: 'Erscheint auf der Software-Seite.',
    ru: 'Показывается на странице разработки ПО.',
    ar: 'تظهر في صفحة البرمجيات.',
  },
  contact: {
    tr: 'İletişim sayfasında ve formunda görünür.',
    en: 'Shown on the Contact page and its form.',
    de: 'Erscheint auf der Kontaktseite und im Formular.',
    ru: 'Показывается на странице контактов и в форме.',
    ar: 'تظهر في صفحة الاتصال ونموذجها.',
  },
  privacy: {
    tr: 'Gizlilik politikası sayfasında görünür.',
    en: 'Shown on the privacy policy page.',
    de: 'Erscheint auf der Datenschutzseite.',
    ru: 'Показывается на странице конфиденциальности.',
    ar: 'تظهر في صفحة سياسة الخصوصية.',
  },
  terms: {
    tr: 'Kullanım şartları sayfasında görünür.',
    en: 'Shown on the terms of use page.',
    de: 'Erscheint auf der Seite der Nutzungsbedingungen.',
    ru: 'Показывается на странице условий использования.',
    ar: 'تظهر في صفحة شروط الاستخدام.',
  },
  kvkk: {
    tr: 'KVKK aydınlatma metni sayfasında görünür.',
    en: 'Shown on the KVKK notice page.',
    de: 'Erscheint auf der KVKK-Seite.',
    ru: 'Показывается на странице KVKK.',
    ar: 'تظهر في صفحة إشعار KVKK.',
  },
  cookies: {
    tr: 'Çerez politikası sayfasında görünür.',
    en: 'Shown on the cookie policy page.',
    de: 'Erscheint auf der Cookie-Seite.',
    ru: 'Показывается на странице политики cookie.',
    ar: 'تظهر في صفحة سياسة ملفات تعريف الارتباط.',
  },
  navigation: {
    tr: 'Her sayfanın üst menüsünde görünür.',
    en: 'Shown in the top menu of every page.',
    de: 'Erscheint im oberen Menü jeder Seite.',
    ru: 'Показывается в верхнем меню каждой страницы.',
    ar: 'تظهر في القائمة العلوية لكل صفحة.',
  },
  footer: {
    tr: 'Her sayfanın alt bilgisinde görünür.',
    en: 'Shown in the footer of every page.',
    de: 'Erscheint in der Fußzeile jeder Seite.',
    ru: 'Показывается в подвале каждой страницы.',
    ar: 'تظهر في تذييل كل صفحة.',
  },
  buttons: {
    tr: 'Birçok sayfadaki düğmelerde görünür.',
    en: 'Shown on buttons across many pages.',
    de: 'Erscheint auf Schaltflächen vieler Seiten.',
    ru: 'Показывается на кнопках многих страниц.',
    ar: 'تظهر على الأزرار في صفحات كثيرة.',
  },
  promo: {
    tr: 'Ana sayfada açılan kampanya penceresinde görünür.',
    en: 'Shown in the promotion pop-up that opens on the home page.',
    de: 'Erscheint im Aktionsfenster, das sich auf der Startseite öffnet.',
    ru: 'Показывается во всплывающем окне акции на главной.',
    ar: 'تظهر في نافذة العرض التي تفتح في الصفحة الرئيسية.',
  },
  site: {
    tr: 'Sitenin genelinde kullanılır.',
    en: 'Used across the whole site.',
    de: 'Wird auf der ganzen Website verwendet.',
    ru: 'Используется на всём сайте.',
    ar: 'تُستخدم في جميع أنحاء الموقع.',
  },
  other: {
    tr: 'Yeri bilinmiyor: yöneticinin eklediği ya da sitenin kullanmadığı bir metin olabilir.',
    en: 'Place unknown: a text an admin added, or one the site does not use.',
    de: 'Ort unbekannt: ein hinzugefügter oder nicht verwendeter Text.',
    ru: 'Место неизвестно: добавленный администратором или неиспользуемый текст.',
    ar: 'المكان غير معروف: نص أضافه مسؤول أو لا يستخدمه الموقع.',
  },
};

const SECTION_LABELS: Record<string, Localized> = {
  general: { tr: 'Genel', en: 'General', de: 'Allgemein', ru: 'Общее', ar: 'عام' },
  hero: { tr: 'Üst bölüm', en: 'Hero', de: 'Kopfbereich', ru: 'Главный блок', ar: 'القسم الرئيسي' },
  stats: { tr: 'İstatistikler', en: 'Statistics', de: 'Statistiken', ru: 'Статистика', ar: 'الإحصاءات' },
  brands: {
    tr: 'Referans logoları',
    en: 'Client logos',
    de: 'Kundenlogos',
    ru: 'Логотипы клиентов',
    ar: 'شعارات العملاء',
  },
  menu: { tr: 'Menü', en: 'Menu', de: 'Menü', ru: 'Меню', ar: 'القائمة' },
  meta: {
    tr: 'Arama motoru başlığı',
    en: 'Search engine head',
    de: 'Kopfdaten für Suchmaschinen',
    ru: 'Заголовок для поисковиков',
    ar: 'بيانات محركات البحث',
  },
  cta: {
    tr: 'Harekete geçirme',
    en: 'Call to action',
    de: 'Handlungsaufruf',
    ru: 'Призыв к действию',
    ar: 'دعوة إلى الإجراء',
  },
  features: { tr: 'Özellikler', en: 'Features', de: 'Merkmale', ru: 'Возможности', ar: 'الميزات' },
  feature: { tr: 'Özellik', en: 'Feature', de: 'Merkmal', ru: 'Возможность', ar: 'ميزة' },
  form: { tr: 'İletişim formu', en: 'Contact form', de: 'Kontaktformular', ru: 'Форма связи', ar: 'نموذج الاتصال' },
  package: { tr: 'Paketler', en: 'Packages', de: 'Pakete', ru: 'Пакеты', ar: 'الباقات' },
  questionnaire: {
    tr: 'Hizmet anketi',
    en: 'Service questionnaire',
    de: 'Leistungsfragebogen',
    ru: 'Опросник услуг',
    ar: 'استبيان الخدمات',
  },
  process: { tr: 'Süreç', en: 'Process', de: 'Ablauf', ru: 'Процесс', ar: 'مراحل العمل' },
  workflow: { tr: 'Çalışma adımları', en: 'Workflow', de: 'Arbeitsschritte', ru: 'Этапы работы', ar: 'خطوات العمل' },
  filter: { tr: 'Filtre', en: 'Filter', de: 'Filter', ru: 'Фильтр', ar: 'التصفية' },
  list: { tr: 'Liste', en: 'List', de: 'Liste', ru: 'Список', ar: 'القائمة' },
  category: { tr: 'Kategoriler', en: 'Categories', de: 'Kategorien', ru: 'Категории', ar: 'الفئات' },
  newsletter: { tr: 'Bülten', en: 'Newsletter', de: 'Newsletter', ru: 'Рассылка', ar: 'النشرة البريدية' },
  legal: {
    tr: 'Yasal bağlantılar',
    en: 'Legal links',
    de: 'Rechtliche Links',
    ru: 'Правовые ссылки',
    ar: 'الروابط القانونية',
  },
  service: {
    tr: 'Hizmet bağlantıları',
    en: 'Service links',
    de: 'Leistungslinks',
    ru: 'Ссылки на услуги',
    ar: 'روابط الخدمات',
  },
};

/** Names of key segments (the last part of most keys) and of the service feature keys. */
const WORDS: Record<string, Localized> = {
  title: { tr: 'Başlık', en: 'Title', de: 'Titel', ru: 'Заголовок', ar: 'العنوان' },
  subtitle: { tr: 'Alt başlık', en: 'Subtitle', de: 'Untertitel', ru: 'Подзаголовок', ar: 'العنوان الفرعي' },
  description: { tr: 'Açıklama', en: 'Description', de: 'Beschreibung', ru: 'Описание', ar: 'الوصف' },
  text: { tr: 'Metin', en: 'Text', de: 'Text', ru: 'Текст', ar: 'النص' },
  label: { tr: 'Etiket', en: 'Label', de: 'Beschriftung', ru: 'Метка', ar: 'التسمية' },
  question: { tr: 'Soru', en: 'Question', de: 'Frage', ru: 'Вопрос', ar: 'السؤال' },
  badge: { tr: 'Rozet', en: 'Badge', de: 'Abzeichen', ru: 'Значок', ar: 'الشارة' },
  submit: {
    tr: 'Gönder düğmesi',
    en: 'Submit button',
    de: 'Absenden-Schaltfläche',
    ru: 'Кнопка отправки',
    ar: 'زر الإرسال',
  },
  email: { tr: 'E-posta', en: 'E-mail', de: 'E-Mail', ru: 'Эл. почта', ar: 'البريد الإلكتروني' },
  name: { tr: 'Ad', en: 'Name', de: 'Name', ru: 'Имя', ar: 'الاسم' },
  phone: { tr: 'Telefon', en: 'Phone', de: 'Telefon', ru: 'Телефон', ar: 'الهاتف' },
  message: { tr: 'Mesaj', en: 'Message', de: 'Nachricht', ru: 'Сообщение', ar: 'الرسالة' },
  subject: { tr: 'Konu', en: 'Subject', de: 'Betreff', ru: 'Тема', ar: 'الموضوع' },
  emailPlaceholder: {
    tr: 'E-posta alanı örneği',
    en: 'E-mail field hint',
    de: 'Hinweis im E-Mail-Feld',
    ru: 'Подсказка в поле эл. почты',
    ar: 'تلميح حقل البريد',
  },
  namePlaceholder: {
    tr: 'Ad alanı örneği',
    en: 'Name field hint',
    de: 'Hinweis im Namensfeld',
    ru: 'Подсказка в поле имени',
    ar: 'تلميح حقل الاسم',
  },
  phonePlaceholder: {
    tr: 'Telefon alanı örneği',
    en: 'Phone field hint',
    de: 'Hinweis im Telefonfeld',
    ru: 'Подсказка в поле телефона',
    ar: 'تلميح حقل الهاتف',
  },
  messagePlaceholder: {
    tr: 'Mesaj alanı örneği',
    en: 'Message field hint',
    de: 'Hinweis im Nachrichtenfeld',
    ru: 'Подсказка в поле сообщения',
    ar: 'تلميح حقل الرسالة',
  },
  subjectPlaceholder: {
    tr: 'Konu alanı örneği',
    en: 'Subject field hint',
    de: 'Hinweis im Betreff-Feld',
    ru: 'Подсказка в поле темы',
    ar: 'تلميح حقل الموضوع',
  },
  logoAlt: {
    tr: 'Logoların alternatif metni',
    en: 'Alternative text of the logos',
    de: 'Alternativtext der Logos',
    ru: 'Альтернативный текст логотипов',
    ar: 'النص البديل للشعارات',
  },
  privacy: {
    tr: 'Gizlilik notu',
    en: 'Privacy note',
    de: 'Datenschutzhinweis',
    ru: 'Примечание о конфиденциальности',
    ar: 'ملاحظة الخصوصية',
  },
  success: {
    tr: 'Başarı bildirimi',
    en: 'Success message',
    de: 'Erfolgsmeldung',
    ru: 'Сообщение об успехе',
    ar: 'رسالة النجاح',
  },
  error: {
    tr: 'Hata bildirimi',
    en: 'Error message',
    de: 'Fehlermeldung',
    ru: 'Сообщение об ошибке',
    ar: 'رسالة الخطأ',
  },
  sending: {
    tr: 'Gönderiliyor durumu',
    en: 'Sending state',
    de: 'Status beim Senden',
    ru: 'Состояние отправки',
    ar: 'حالة الإرسال',
  },
  support: { tr: 'Destek', en: 'Support', de: 'Support', ru: 'Поддержка', ar: 'الدعم' },
  users: { tr: 'Kullanıcılar', en: 'Users', de: 'Benutzer', ru: 'Пользователи', ar: 'المستخدمون' },
  products: { tr: 'Ürünler', en: 'Products', de: 'Produkte', ru: 'Товары', ar: 'المنتجات' },
  extra: { tr: 'Ek', en: 'Extra', de: 'Extra', ru: 'Дополнительно', ar: 'إضافي' },
  detail: { tr: 'Detay', en: 'Detail', de: 'Detail', ru: 'Подробности', ar: 'التفاصيل' },
  all: { tr: 'Tümü', en: 'All', de: 'Alle', ru: 'Все', ar: 'الكل' },
  empty: { tr: 'Boş liste', en: 'Empty list', de: 'Leere Liste', ru: 'Пустой список', ar: 'قائمة فارغة' },
  close: { tr: 'Kapat', en: 'Close', de: 'Schließen', ru: 'Закрыть', ar: 'إغلاق' },
  web: { tr: 'Web', en: 'Web', de: 'Web', ru: 'Веб', ar: 'الويب' },
  software: { tr: 'Yazılım', en: 'Software', de: 'Software', ru: 'ПО', ar: 'البرمجيات' },
  mobile: { tr: 'Mobil', en: 'Mobile', de: 'Mobil', ru: 'Мобильные', ar: 'الجوال' },
  marketing: { tr: 'Pazarlama', en: 'Marketing', de: 'Marketing', ru: 'Маркетинг', ar: 'التسويق' },
  ecommerce: { tr: 'E-ticaret', en: 'E-commerce', de: 'E-Commerce', ru: 'E-commerce', ar: 'التجارة الإلكترونية' },
  branding: { tr: 'Marka', en: 'Branding', de: 'Branding', ru: 'Брендинг', ar: 'العلامة التجارية' },
  design: { tr: 'Tasarım', en: 'Design', de: 'Design', ru: 'Дизайн', ar: 'التصميم' },
  technology: { tr: 'Teknoloji', en: 'Technology', de: 'Technologie', ru: 'Технологии', ar: 'التقنية' },
  technologies: { tr: 'Teknolojiler', en: 'Technologies', de: 'Technologien', ru: 'Технологии', ar: 'التقنيات' },
  analysis: { tr: 'Analiz', en: 'Analysis', de: 'Analyse', ru: 'Анализ', ar: 'التحليل' },
  planning: { tr: 'Planlama', en: 'Planning', de: 'Planung', ru: 'Планирование', ar: 'التخطيط' },
  implementation: { tr: 'Uygulama', en: 'Implementation', de: 'Umsetzung', ru: 'Реализация', ar: 'التنفيذ' },
  delivery: { tr: 'Teslim', en: 'Delivery', de: 'Übergabe', ru: 'Сдача', ar: 'التسليم' },
  development: { tr: 'Geliştirme', en: 'Development', de: 'Entwicklung', ru: 'Разработка', ar: 'التطوير' },
  launch: { tr: 'Yayına alma', en: 'Launch', de: 'Start', ru: 'Запуск', ar: 'الإطلاق' },
  responsive_tasarim: {
    tr: 'Duyarlı tasarım',
    en: 'Responsive design',
    de: 'Responsives Design',
    ru: 'Адаптивный дизайн',
    ar: 'تصميم متجاوب',
  },
  hizli_yukleme: {
    tr: 'Hızlı yükleme',
    en: 'Fast loading',
    de: 'Schnelles Laden',
    ru: 'Быстрая загрузка',
    ar: 'تحميل سريع',
  },
  seo_optimizasyonu: {
    tr: 'SEO optimizasyonu',
    en: 'SEO optimisation',
    de: 'SEO-Optimierung',
    ru: 'SEO-оптимизация',
    ar: 'تحسين محركات البحث',
  },
  guvenlik: { tr: 'Güvenlik', en: 'Security', de: 'Sicherheit', ru: 'Безопасность', ar: 'الأمان' },
  admin_paneli: {
    tr: 'Yönetim paneli',
    en: 'Admin panel',
    de: 'Verwaltungsbereich',
    ru: 'Панель управления',
    ar: 'لوحة الإدارة',
  },
  mobil_uyumluluk: {
    tr: 'Mobil uyumluluk',
    en: 'Mobile compatibility',
    de: 'Mobile Kompatibilität',
    ru: 'Мобильная совместимость',
    ar: 'التوافق مع الجوال',
  },
};

/** More segment names, one line each: segment|tr|en|de|ru|ar. */
const MORE_WORDS = `
experienceYears|Deneyim yılı|Years of experience|Jahre Erfahrung|Годы опыта|سنوات الخبرة
allPackages|Tüm paketler|All packages|Alle Pakete|Все пакеты|كل الباقات
allProjects|Tüm projeler|All projects|Alle Projekte|Все проекты|كل المشاريع
allServices|Tüm hizmetler|All services|Alle Leistungen|Все услуги|كل الخدمات
analyzing|Analiz ediliyor|Analysing|Wird analysiert|Идёт анализ|جارٍ التحليل
back|Geri|Back|Zurück|Назад|رجوع
callNow|Hemen arayın|Call now|Jetzt anrufen|Позвонить|اتصل الآن
cancel|İptal|Cancel|Abbrechen|Отмена|إلغاء
choosePackage|Paket seç|Choose a package|Paket wählen|Выбрать пакет|اختر باقة
details|Detaylar|Details|Details|Подробнее|التفاصيل
freeConsultation|Ücretsiz danışmanlık|Free consultation|Kostenlose Beratung|Бесплатная консультация|استشارة مجانية
getInfo|Bilgi al|Get information|Informationen|Получить информацию|احصل على معلومات
getQuote|Teklif al|Get a quote|Angebot anfordern|Получить предложение|اطلب عرض سعر
getRecommendation|Öneri al|Get a recommendation|Empfehlung erhalten|Получить рекомендацию|احصل على توصية
informMe|Beni bilgilendir|Inform me|Informieren Sie mich|Сообщить мне|أعلمني
learnMore|Daha fazla bilgi|Learn more|Mehr erfahren|Подробнее|اعرف المزيد
newAnalysis|Yeni analiz|New analysis|Neue Analyse|Новый анализ|تحليل جديد
newConversation|Yeni konuşma|New conversation|Neues Gespräch|Новый разговор|محادثة جديدة
next|İleri|Next|Weiter|Далее|التالي
sendEmail|E-posta gönder|Send an e-mail|E-Mail senden|Отправить письмо|أرسل بريدًا
showAll|Tümünü göster|Show all|Alle anzeigen|Показать все|عرض الكل
startAnalysis|Analizi başlat|Start the analysis|Analyse starten|Начать анализ|ابدأ التحليل
startNow|Hemen başla|Start now|Jetzt starten|Начать сейчас|ابدأ الآن
start_now|Hemen başla|Start now|Jetzt starten|Начать сейчас|ابدأ الآن
startProject|Projeye başla|Start a project|Projekt starten|Начать проект|ابدأ مشروعًا
viewDetails|Detayları gör|View details|Details ansehen|Смотреть подробности|عرض التفاصيل
viewPrices|Fiyatları gör|View prices|Preise ansehen|Смотреть цены|عرض الأسعار
tagline|Slogan|Tagline|Slogan|Слоган|الشعار النصي
attachedHint|Ekli özet notu|Attached summary note|Hinweis zur Zusammenfassung|Примечание к сводке|ملاحظة الملخص المرفق
attachedTitle|Ekli özet başlığı|Attached summary title|Titel der Zusammenfassung|Заголовок сводки|عنوان الملخص المرفق
packageSubject|Paket konusu|Package subject|Betreff für Pakete|Тема о пакете|موضوع الباقة
servicesSubject|Hizmet konusu|Services subject|Betreff für Leistungen|Тема об услугах|موضوع الخدمات
custom_price|Özel fiyat|Custom price|Individueller Preis|Индивидуальная цена|سعر مخصص
delivery_days|Teslim süresi (gün)|Delivery days|Liefertage|Срок (дни)|أيام التسليم
details_title|Detay başlığı|Details title|Detailtitel|Заголовок подробностей|عنوان التفاصيل
duration|Süre|Duration|Dauer|Срок|المدة
duration_value|Süre değeri|Duration value|Dauer (Wert)|Значение срока|قيمة المدة
features_title|Özellikler başlığı|Features title|Merkmale-Titel|Заголовок возможностей|عنوان الميزات
free_hosting_gift|Hediye hosting|Free hosting gift|Gratis-Hosting|Хостинг в подарок|استضافة مجانية
get_details|Detay al|Get details|Details anfordern|Узнать подробнее|احصل على التفاصيل
get_price|Fiyat al|Get a price|Preis anfragen|Узнать цену|اطلب السعر
hosting|Hosting|Hosting|Hosting|Хостинг|الاستضافة
hosting_value|Hosting değeri|Hosting value|Hosting (Wert)|Значение хостинга|قيمة الاستضافة
most_popular|En popüler|Most popular|Am beliebtesten|Самый популярный|الأكثر شيوعًا
one_time_payment|Tek seferlik ödeme|One-time payment|Einmalzahlung|Разовый платёж|دفعة واحدة
select|Seç|Select|Auswählen|Выбрать|اختر
support_value|Destek değeri|Support value|Support (Wert)|Значение поддержки|قيمة الدعم
admin|Yönetim bağlantısı|Admin link|Admin-Link|Ссылка на админку|رابط الإدارة
callUs|Bizi arayın|Call us|Rufen Sie uns an|Позвоните нам|اتصل بنا
contact|İletişim|Contact|Kontakt|Контакты|اتصل بنا
copyright|Telif hakkı|Copyright|Urheberrecht|Авторское право|حقوق النشر
followUs|Bizi takip edin|Follow us|Folgen Sie uns|Подписывайтесь|تابعنا
legal|Yasal|Legal|Rechtliches|Правовая информация|قانوني
cookies|Çerezler|Cookies|Cookies|Cookie|ملفات تعريف الارتباط
kvkk|KVKK|KVKK|KVKK|KVKK|KVKK
terms|Kullanım şartları|Terms of use|Nutzungsbedingungen|Условия использования|شروط الاستخدام
placeholder|Alan örneği|Field hint|Feldhinweis|Подсказка в поле|تلميح الحقل
subscribe|Abone ol düğmesi|Subscribe button|Abonnieren-Schaltfläche|Кнопка подписки|زر الاشتراك
quickLinks|Hızlı bağlantılar|Quick links|Schnelllinks|Быстрые ссылки|روابط سريعة
services|Hizmetler|Services|Leistungen|Услуги|الخدمات
social|Sosyal medya|Social media|Soziale Medien|Соцсети|وسائل التواصل
ssl|SSL notu|SSL note|SSL-Hinweis|Примечание SSL|ملاحظة SSL
exploreServices|Hizmetleri keşfet|Explore services|Leistungen entdecken|Смотреть услуги|استكشف الخدمات
videoDownload|Video indirme|Video download|Video-Download|Скачать видео|تنزيل الفيديو
videoFallback|Video yedek metni|Video fallback text|Video-Ersatztext|Текст вместо видео|نص بديل للفيديو
videoTitle|Video başlığı|Video title|Videotitel|Заголовок видео|عنوان الفيديو
watchVideo|Videoyu izle|Watch the video|Video ansehen|Смотреть видео|شاهد الفيديو
about|Hakkımızda|About|Über uns|О нас|من نحن
closeMenu|Menüyü kapat|Close menu|Menü schließen|Закрыть меню|إغلاق القائمة
openMenu|Menüyü aç|Open menu|Menü öffnen|Открыть меню|فتح القائمة
home|Ana sayfa|Home|Startseite|Главная|الرئيسية
main|Ana menü adı|Main menu name|Name des Hauptmenüs|Название главного меню|اسم القائمة الرئيسية
menu|Menü|Menu|Menü|Меню|القائمة
portfolio|Portföy|Portfolio|Portfolio|Портфолио|معرض الأعمال
pricing|Fiyatlandırma|Pricing|Preise|Цены|الأسعار
featuredSubtitle|Öne çıkanlar alt başlığı|Featured subtitle|Untertitel Highlights|Подзаголовок избранного|العنوان الفرعي للمميز
featuredTitle|Öne çıkanlar başlığı|Featured title|Titel Highlights|Заголовок избранного|عنوان المميز
result|Sonuç sayısı|Result count|Trefferzahl|Число результатов|عدد النتائج
listTitle|Liste başlığı|List title|Listentitel|Заголовок списка|عنوان القائمة
viewProject|Projeyi gör|View project|Projekt ansehen|Смотреть проект|عرض المشروع
viewProjectLabel|Projeyi gör (ekran okuyucu)|View project (screen reader)|Projekt ansehen (Screenreader)|Смотреть проект (экранный диктор)|عرض المشروع (قارئ الشاشة)
backToServices|Hizmetlere dön|Back to services|Zurück zu den Leistungen|Назад к услугам|العودة إلى الخدمات
genericDescription|Genel açıklama|Generic description|Allgemeine Beschreibung|Общее описание|وصف عام
featureBadge|Özellik rozeti|Feature badge|Merkmal-Abzeichen|Значок возможности|شارة الميزة
featuresSubtitle|Özellikler alt başlığı|Features subtitle|Untertitel Merkmale|Подзаголовок возможностей|العنوان الفرعي للميزات
cardsTitle|Kartlar başlığı|Cards title|Kartentitel|Заголовок карточек|عنوان البطاقات
notFound|Bulunamadı başlığı|Not found title|Titel „nicht gefunden“|Заголовок «не найдено»|عنوان غير موجود
notFoundText|Bulunamadı metni|Not found text|Text „nicht gefunden“|Текст «не найдено»|نص غير موجود
related|İlgili hizmetler|Related services|Verwandte Leistungen|Похожие услуги|خدمات ذات صلة
alternatives|Alternatifler|Alternatives|Alternativen|Альтернативы|البدائل
confidence|Güven oranı|Confidence|Sicherheit|Уверенность|الثقة
customSuggestions|Özel öneriler|Custom suggestions|Individuelle Vorschläge|Индивидуальные советы|اقتراحات مخصصة
progress|İlerleme|Progress|Fortschritt|Прогресс|التقدم
reasoning|Gerekçe|Reasoning|Begründung|Обоснование|الأسباب
recommended|Önerilen|Recommended|Empfohlen|Рекомендуется|موصى به
resultTitle|Sonuç başlığı|Result title|Ergebnistitel|Заголовок результата|عنوان النتيجة
stepOf|Adım sayacı|Step counter|Schrittzähler|Счётчик шагов|عداد الخطوات
businessSize|İşletme büyüklüğü|Business size|Unternehmensgröße|Размер бизнеса|حجم النشاط
businessType|İşletme türü|Business type|Branche|Тип бизнеса|نوع النشاط
currentWebsite|Mevcut web sitesi|Current website|Aktuelle Website|Текущий сайт|الموقع الحالي
techLevel|Teknik seviye|Technical level|Technisches Niveau|Технический уровень|المستوى التقني
goals|Hedefler|Goals|Ziele|Цели|الأهداف
timeline|Zaman planı|Timeline|Zeitplan|Сроки|الجدول الزمني
completedStores|Tamamlanan mağazalar|Completed stores|Fertige Shops|Готовые магазины|المتاجر المنجزة
experience|Deneyim|Experience|Erfahrung|Опыт|الخبرة
happyClients|Mutlu müşteriler|Happy clients|Zufriedene Kunden|Довольные клиенты|عملاء سعداء
projects|Projeler|Projects|Projekte|Проекты|المشاريع
satisfaction|Memnuniyet|Satisfaction|Zufriedenheit|Удовлетворённость|الرضا
softwareProjects|Yazılım projeleri|Software projects|Softwareprojekte|Проекты ПО|مشاريع البرمجيات
totalSales|Toplam satış|Total sales|Gesamtumsatz|Общие продажи|إجمالي المبيعات
yearsExperience|Yıllık deneyim|Years of experience|Jahre Erfahrung|Лет опыта|سنوات الخبرة
baslangic|Başlangıç paketi|Starter package|Starter-Paket|Пакет «Старт»|باقة البداية
standart|Standart paket|Standard package|Standard-Paket|Пакет «Стандарт»|الباقة القياسية
profesyonel|Profesyonel paket|Professional package|Profi-Paket|Пакет «Профессиональный»|الباقة الاحترافية
kurumsal|Kurumsal paket|Corporate package|Unternehmenspaket|Пакет «Корпоративный»|باقة الشركات
feature1|Özellik 1|Feature 1|Merkmal 1|Пункт 1|الميزة 1
feature2|Özellik 2|Feature 2|Merkmal 2|Пункт 2|الميزة 2
feature3|Özellik 3|Feature 3|Merkmal 3|Пункт 3|الميزة 3
feature4|Özellik 4|Feature 4|Merkmal 4|Пункт 4|الميزة 4
startup|Girişim|Start-up|Start-up|Стартап|شركة ناشئة
small|Küçük|Small|Klein|Малый|صغير
medium|Orta|Medium|Mittel|Средний|متوسط
large|Büyük|Large|Groß|Крупный|كبير
education|Eğitim|Education|Bildung|Образование|التعليم
healthcare|Sağlık|Healthcare|Gesundheit|Здравоохранение|الرعاية الصحية
hospitality|Turizm ve konaklama|Hospitality|Gastgewerbe|Гостеприимство|الضيافة
manufacturing|Üretim|Manufacturing|Produktion|Производство|التصنيع
retail|Perakende|Retail|Einzelhandel|Розница|التجزئة
other|Diğer|Other|Sonstiges|Другое|أخرى
none|Yok|None|Keine|Нет|لا يوجد
basic|Temel|Basic|Einfach|Базовый|أساسي
good|İyi|Good|Gut|Хороший|جيد
excellent|Mükemmel|Excellent|Ausgezeichnet|Отличный|ممتاز
automation|Otomasyon|Automation|Automatisierung|Автоматизация|الأتمتة
brand_awareness|Marka bilinirliği|Brand awareness|Markenbekanntheit|Узнаваемость бренда|الوعي بالعلامة
cost_reduction|Maliyet azaltma|Cost reduction|Kostensenkung|Снижение затрат|خفض التكاليف
customer_engagement|Müşteri etkileşimi|Customer engagement|Kundenbindung|Вовлечённость клиентов|تفاعل العملاء
digital_presence|Dijital varlık|Digital presence|Digitale Präsenz|Цифровое присутствие|الحضور الرقمي
increase_sales|Satışları artırma|Increase sales|Umsatz steigern|Рост продаж|زيادة المبيعات
beginner|Başlangıç|Beginner|Einsteiger|Начальный|مبتدئ
intermediate|Orta|Intermediate|Mittel|Средний|متوسط
advanced|İleri|Advanced|Fortgeschritten|Продвинутый|متقدم
urgent|Acil|Urgent|Dringend|Срочно|عاجل
normal|Normal|Normal|Normal|Обычно|عادي
flexible|Esnek|Flexible|Flexibel|Гибко|مرن
`;

for (const line of MORE_WORDS.trim().split('\n')) {
  const [segment = '', tr = '', en = '', de = '', ru = '', ar = ''] = line.split('|');
  if (!Object.hasOwn(WORDS, segment)) WORDS[segment] = { tr, en, de, ru, ar };
}

/** 'emailPlaceholder' → 'Email placeholder', 'free_hosting_gift' → 'Free hosting gift'. */
export function humanize(segment: string): string {
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function wordLabel(segment: string, language: Language): string {
  if (Object.hasOwn(WORDS, segment)) return WORDS[segment][language];
  // A feature's description: responsive_tasarim_desc → 'Responsive design · Description'.
  const feature = segment.endsWith('_desc') ? segment.slice(0, -'_desc'.length) : '';
  if (feature && Object.hasOwn(WORDS, feature)) return `${WORDS[feature][language]} · ${WORDS.description[language]}`;
  return humanize(segment);
}

export function pageLabel(page: ContentPage, language: Language): string {
  return PAGE_LABELS[page][language];
}

export function pagePlace(page: ContentPage, language: Language): string {
  return PAGE_PLACES[page][language];
}

export function sectionLabel(section: string, language: Language): string {
  return Object.hasOwn(SECTION_LABELS, section) ? SECTION_LABELS[section][language] : humanize(section);
}

/** The readable name of a text within its section: `contact.form.emailPlaceholder` → 'E-mail field hint'. */
export function textLabel(key: string, language: Language): string {
  return placeOfKey(key)
    .rest.map((segment) => wordLabel(segment, language))
    .join(' · ');
}
