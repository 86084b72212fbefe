// The four one-time-payment e-commerce packages (spec 000 sections 2 and 9); prices in TL, '' means 'get a quote'.
import type { PricingSeed } from './catalog.types.ts';

export const PRICING_SEEDS: PricingSeed[] = [
  {
    slug: 'tbt-baslangic',
    price: '14900',
    type: 'ecommerce',
    featured: false,
    sortOrder: 1,
    content: {
      tr: {
        title: 'Başlangıç E-Ticaret Paketi',
        subtitle: 'E-ticarete hızlı ve ekonomik bir başlangıç',
        description:
          'Online satışa yeni başlayan küçük işletmeler için hazır ve kolay yönetilen bir e-ticaret sitesi. Tek seferlik ödeme yaparsınız, ilk yıl alan adı ve hosting bizden.',
        features: [
          '500 Ürün Kapasitesi',
          '1 Yönetici Kullanıcı',
          '1 Yıl Ücretsiz Alan Adı ve Hosting',
          '3 Ay E-posta Desteği',
          'Mobil Uyumlu Hazır Tema',
          'Kredi Kartı ile Güvenli Ödeme',
          'SSL Sertifikası',
          'Temel SEO Ayarları',
        ],
      },
      en: {
        title: 'Starter E-Commerce Package',
        subtitle: 'A fast, affordable start in e-commerce',
        description:
          'A ready-made, easy-to-manage online store for small businesses just starting to sell online. You pay once, and the domain and hosting are on us for the first year.',
        features: [
          '500 Product Capacity',
          '1 Admin User',
          '1 Year Free Domain and Hosting',
          '3 Months Email Support',
          'Mobile-Friendly Ready-Made Theme',
          'Secure Credit Card Payments',
          'SSL Certificate',
          'Basic SEO Settings',
        ],
      },
      de: {
        title: 'E-Commerce-Starterpaket',
        subtitle: 'Der schnelle, günstige Einstieg in den Onlinehandel',
        description:
          'Ein sofort einsatzbereiter, leicht zu verwaltender Onlineshop für kleine Unternehmen, die gerade mit dem Onlineverkauf beginnen. Sie zahlen einmalig – Domain und Hosting übernehmen wir im ersten Jahr.',
        features: [
          'Kapazität für 500 Produkte',
          '1 Admin-Benutzer',
          '1 Jahr Domain und Hosting gratis',
          '3 Monate E-Mail-Support',
          'Mobilfreundliches Fertig-Theme',
          'Sichere Kreditkartenzahlung',
          'SSL-Zertifikat',
          'Grundlegende SEO-Einstellungen',
        ],
      },
      ru: {
        title: 'Стартовый пакет электронной коммерции',
        subtitle: 'Быстрый и доступный старт в онлайн-торговле',
        description:
          'Готовый и простой в управлении интернет-магазин для малого бизнеса, который только начинает продавать онлайн. Вы платите один раз, а домен и хостинг на первый год — за наш счёт.',
        features: [
          'До 500 товаров',
          '1 администратор',
          'Домен и хостинг бесплатно на 1 год',
          'Поддержка по email 3 месяца',
          'Готовая адаптивная тема',
          'Безопасная оплата банковской картой',
          'SSL-сертификат',
          'Базовая настройка SEO',
        ],
      },
      ar: {
        title: 'باقة البداية للتجارة الإلكترونية',
        subtitle: 'بداية سريعة واقتصادية في التجارة الإلكترونية',
        description:
          'متجر إلكتروني جاهز وسهل الإدارة للشركات الصغيرة التي بدأت البيع عبر الإنترنت للتو. تدفع مرة واحدة، ونتكفل نحن بالنطاق والاستضافة في السنة الأولى.',
        features: [
          'سعة 500 منتج',
          'مستخدم إداري واحد',
          'نطاق واستضافة مجانًا لمدة سنة',
          'دعم عبر البريد الإلكتروني لمدة 3 أشهر',
          'قالب جاهز متوافق مع الجوال',
          'دفع آمن بالبطاقة الائتمانية',
          'شهادة SSL',
          'إعدادات أساسية لتحسين محركات البحث',
        ],
      },
    },
  },
  {
    slug: 'tbt-standart',
    price: '29900',
    type: 'ecommerce',
    featured: false,
    sortOrder: 2,
    content: {
      tr: {
        title: 'Standart E-Ticaret Paketi',
        subtitle: 'Büyüyen işletmeler için eksiksiz çözüm',
        description:
          'Ürün yelpazesini genişleten ve satışlarını büyütmek isteyen işletmeler için hosting ve SEO dahil kapsamlı bir e-ticaret paketi. Tek seferlik ödeme, ilk yıl ücretsiz alan adı ve hosting.',
        features: [
          '2.500 Ürün Kapasitesi',
          '3 Yönetici Kullanıcı',
          '6 Ay E-posta ve Telefon Desteği',
          'Hosting ve SEO Dahil',
          '1 Yıl Ücretsiz Alan Adı',
          'Kargo Entegrasyonu',
          'Kampanya ve İndirim Kuponu Yönetimi',
          'Google Analytics Entegrasyonu',
        ],
      },
      en: {
        title: 'Standard E-Commerce Package',
        subtitle: 'A complete solution for growing businesses',
        description:
          'A comprehensive e-commerce package, hosting and SEO included, for businesses expanding their product range and growing their sales. One-time payment, with a free domain and hosting for the first year.',
        features: [
          '2,500 Product Capacity',
          '3 Admin Users',
          '6 Months Email and Phone Support',
          'Hosting and SEO Included',
          '1 Year Free Domain',
          'Shipping Integration',
          'Campaign and Discount Coupon Management',
          'Google Analytics Integration',
        ],
      },
      de: {
        title: 'E-Commerce-Standardpaket',
        subtitle: 'Die Komplettlösung für wachsende Unternehmen',
        description:
          'Ein umfassendes E-Commerce-Paket inklusive Hosting und SEO für Unternehmen, die ihr Sortiment erweitern und ihren Umsatz steigern möchten. Einmalige Zahlung, Domain und Hosting im ersten Jahr gratis.',
        features: [
          'Kapazität für 2.500 Produkte',
          '3 Admin-Benutzer',
          '6 Monate Support per E-Mail und Telefon',
          'Hosting und SEO inklusive',
          '1 Jahr Domain gratis',
          'Versandintegration',
          'Verwaltung von Aktionen und Rabattgutscheinen',
          'Google-Analytics-Integration',
        ],
      },
      ru: {
        title: 'Стандартный пакет электронной коммерции',
        subtitle: 'Комплексное решение для растущего бизнеса',
        description:
          'Полный пакет электронной коммерции с хостингом и SEO для компаний, которые расширяют ассортимент и наращивают продажи. Единовременная оплата, бесплатный домен и хостинг на первый год.',
        features: [
          'До 2 500 товаров',
          '3 администратора',
          'Поддержка по email и телефону 6 месяцев',
          'Хостинг и SEO включены',
          'Бесплатный домен на 1 год',
          'Интеграция со службами доставки',
          'Управление акциями и промокодами',
          'Интеграция с Google Analytics',
        ],
      },
      ar: {
        title: 'الباقة القياسية للتجارة الإلكترونية',
        subtitle: 'حل متكامل للشركات النامية',
        description:
          'باقة تجارة إلكترونية شاملة تتضمن الاستضافة وتحسين محركات البحث، للشركات التي توسع تشكيلة منتجاتها وتنمي مبيعاتها. دفعة واحدة، مع نطاق واستضافة مجانيين للسنة الأولى.',
        features: [
          'سعة 2500 منتج',
          '3 مستخدمين إداريين',
          'دعم عبر البريد الإلكتروني والهاتف لمدة 6 أشهر',
          'الاستضافة وتحسين محركات البحث مشمولان',
          'نطاق مجاني لمدة سنة',
          'التكامل مع شركات الشحن',
          'إدارة الحملات وقسائم الخصم',
          'التكامل مع Google Analytics',
        ],
      },
    },
  },
  {
    slug: 'tbt-profesyonel',
    price: '54900',
    type: 'ecommerce',
    featured: true,
    sortOrder: 3,
    content: {
      tr: {
        title: 'Profesyonel E-Ticaret Paketi',
        subtitle: 'Pazaryerlerinde de satış yapmak isteyenler için',
        description:
          'Yüksek hacimli satış yapan ve pazaryerlerinde de büyümek isteyen işletmeler için sınırsız ürün kapasiteli, gelişmiş bir e-ticaret altyapısı. Tek seferlik ödeme, ilk yıl ücretsiz alan adı ve hosting.',
        features: [
          'Sınırsız Ürün',
          '10 Yönetici Kullanıcı',
          '12 Ay 7/24 VIP Destek',
          'Pazaryeri Entegrasyonu',
          '1 Yıl Ücretsiz Alan Adı ve Hosting',
          'Gelişmiş SEO ve Raporlama',
          'Çoklu Dil ve Döviz Desteği',
          'ERP ve Muhasebe Entegrasyonu',
        ],
      },
      en: {
        title: 'Professional E-Commerce Package',
        subtitle: 'For businesses that also want to sell on marketplaces',
        description:
          'An advanced e-commerce platform with unlimited product capacity for high-volume sellers who also want to grow on marketplaces. One-time payment, with a free domain and hosting for the first year.',
        features: [
          'Unlimited Products',
          '10 Admin Users',
          '12 Months 24/7 VIP Support',
          'Marketplace Integration',
          '1 Year Free Domain and Hosting',
          'Advanced SEO and Reporting',
          'Multi-Language and Multi-Currency Support',
          'ERP and Accounting Integration',
        ],
      },
      de: {
        title: 'E-Commerce-Profipaket',
        subtitle: 'Für alle, die auch auf Marktplätzen verkaufen möchten',
        description:
          'Eine leistungsstarke E-Commerce-Plattform ohne Begrenzung der Produktanzahl für Händler mit hohem Umsatzvolumen, die auch auf Marktplätzen wachsen möchten. Einmalige Zahlung, Domain und Hosting im ersten Jahr gratis.',
        features: [
          'Unbegrenzte Produktanzahl',
          '10 Admin-Benutzer',
          '12 Monate VIP-Support rund um die Uhr',
          'Marktplatz-Integration',
          '1 Jahr Domain und Hosting gratis',
          'Erweiterte SEO und Berichte',
          'Mehrsprachigkeit und mehrere Währungen',
          'ERP- und Buchhaltungsintegration',
        ],
      },
      ru: {
        title: 'Профессиональный пакет электронной коммерции',
        subtitle: 'Для тех, кто хочет продавать и на маркетплейсах',
        description:
          'Продвинутая платформа электронной коммерции без ограничений по количеству товаров для компаний с большим объёмом продаж, которые хотят расти и на маркетплейсах. Единовременная оплата, бесплатный домен и хостинг на первый год.',
        features: [
          'Неограниченное количество товаров',
          '10 администраторов',
          'VIP-поддержка 24/7 в течение 12 месяцев',
          'Интеграция с маркетплейсами',
          'Домен и хостинг бесплатно на 1 год',
          'Расширенное SEO и отчётность',
          'Мультиязычность и мультивалютность',
          'Интеграция с ERP и бухгалтерией',
        ],
      },
      ar: {
        title: 'الباقة الاحترافية للتجارة الإلكترونية',
        subtitle: 'لمن يرغب في البيع عبر الأسواق الإلكترونية أيضًا',
        description:
          'منصة تجارة إلكترونية متقدمة بعدد غير محدود من المنتجات، للشركات ذات حجم المبيعات الكبير التي تريد النمو في الأسواق الإلكترونية أيضًا. دفعة واحدة، مع نطاق واستضافة مجانيين للسنة الأولى.',
        features: [
          'عدد غير محدود من المنتجات',
          '10 مستخدمين إداريين',
          'دعم VIP على مدار الساعة لمدة 12 شهرًا',
          'التكامل مع الأسواق الإلكترونية',
          'نطاق واستضافة مجانًا لمدة سنة',
          'تحسين متقدم لمحركات البحث وتقارير مفصلة',
          'دعم تعدد اللغات والعملات',
          'التكامل مع أنظمة ERP والمحاسبة',
        ],
      },
    },
  },
  {
    slug: 'tbt-kurumsal',
    price: '',
    type: 'ecommerce',
    featured: false,
    sortOrder: 4,
    content: {
      tr: {
        title: 'Kurumsal E-Ticaret Paketi',
        subtitle: 'Büyük ölçekli markalar için size özel çözüm',
        description:
          'Yüksek trafiğe ve karmaşık iş süreçlerine sahip kurumların ihtiyaçlarına göre tasarlanan, sınırsız kapasiteli bir e-ticaret altyapısı. Fiyat, projenin kapsamına göre belirlenir; size özel teklif için bizimle iletişime geçin.',
        features: [
          'Sınırsız Ürün, Kullanıcı ve Trafik',
          'Özel Proje Yöneticisi',
          'SLA Garantisi',
          'Ömür Boyu VIP Destek',
          'Dedike Sunucu ve CDN',
          'Size Özel Tasarım ve Geliştirme',
          'B2B ve Bayi Yönetimi',
          'Gelişmiş API ve ERP Entegrasyonları',
        ],
      },
      en: {
        title: 'Enterprise E-Commerce Package',
        subtitle: 'A tailor-made solution for large-scale brands',
        description:
          'An e-commerce platform with unlimited capacity, tailored to the needs of organizations with high traffic and complex business processes. Pricing depends on the project scope; contact us for a custom quote.',
        features: [
          'Unlimited Products, Users and Traffic',
          'Dedicated Project Manager',
          'SLA Guarantee',
          'Lifetime VIP Support',
          'Dedicated Server and CDN',
          'Custom Design and Development',
          'B2B and Dealer Management',
          'Advanced API and ERP Integrations',
        ],
      },
      de: {
        title: 'E-Commerce-Enterprise-Paket',
        subtitle: 'Die maßgeschneiderte Lösung für große Marken',
        description:
          'Eine maßgeschneiderte E-Commerce-Plattform mit unbegrenzter Kapazität für Unternehmen mit hohem Traffic und komplexen Geschäftsprozessen. Der Preis richtet sich nach dem Projektumfang – fordern Sie Ihr individuelles Angebot an.',
        features: [
          'Unbegrenzte Produkte, Benutzer und Traffic',
          'Persönlicher Projektmanager',
          'SLA-Garantie',
          'Lebenslanger VIP-Support',
          'Dedizierter Server und CDN',
          'Individuelles Design und individuelle Entwicklung',
          'B2B- und Händlerverwaltung',
          'Erweiterte API- und ERP-Integrationen',
        ],
      },
      ru: {
        title: 'Корпоративный пакет электронной коммерции',
        subtitle: 'Индивидуальное решение для крупных брендов',
        description:
          'Платформа электронной коммерции без ограничений, созданная с учётом задач компаний с высокой посещаемостью и сложными бизнес-процессами. Стоимость зависит от объёма проекта — свяжитесь с нами, чтобы получить индивидуальное предложение.',
        features: [
          'Без ограничений по товарам, пользователям и трафику',
          'Персональный менеджер проекта',
          'Гарантированный уровень сервиса (SLA)',
          'Пожизненная VIP-поддержка',
          'Выделенный сервер и CDN',
          'Индивидуальный дизайн и разработка',
          'Управление B2B-продажами и дилерами',
          'Расширенные интеграции с API и ERP',
        ],
      },
      ar: {
        title: 'باقة التجارة الإلكترونية للمؤسسات',
        subtitle: 'حل مصمم خصيصًا للعلامات التجارية الكبرى',
        description:
          'منصة تجارة إلكترونية بسعة غير محدودة مصممة وفق احتياجات المؤسسات ذات الزيارات الكثيفة والعمليات التجارية المعقدة. يُحدد السعر حسب نطاق المشروع؛ تواصل معنا للحصول على عرض سعر مخصص.',
        features: [
          'منتجات ومستخدمون وزيارات بلا حدود',
          'مدير مشروع مخصص',
          'ضمان اتفاقية مستوى الخدمة (SLA)',
          'دعم VIP مدى الحياة',
          'خادم مخصص وشبكة CDN',
          'تصميم وتطوير حسب الطلب',
          'إدارة مبيعات B2B والموزعين',
          'تكاملات متقدمة مع API وERP',
        ],
      },
    },
  },
];
