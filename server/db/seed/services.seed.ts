// The nine agency services of spec 000 section 1, in display order; Turkish is authoritative.
import type { ServiceSeed } from './catalog.types.ts';

export const SERVICE_SEEDS: ServiceSeed[] = [
  {
    slug: 'web-tasarim',
    icon: 'web',
    featured: true,
    sortOrder: 1,
    content: {
      tr: {
        title: 'Web Tasarım',
        description:
          'İşletmenizi en iyi şekilde temsil eden, hızlı, güvenli ve tüm cihazlarda kusursuz görünen kurumsal web siteleri tasarlıyor ve geliştiriyoruz. Her projeyi arama motorlarına uyumlu ve kolay yönetilen bir altyapıyla teslim ediyoruz.',
        features: [
          'Responsive Tasarım',
          'Hızlı Yükleme',
          'SEO Optimizasyonu',
          'Güvenlik',
          'Admin Paneli',
          'Mobil Uyumluluk',
        ],
      },
      en: {
        title: 'Web Design',
        description:
          'We design and build fast, secure corporate websites that represent your business at its best and look flawless on every device. Every project is delivered search-engine ready, on a platform that is easy to manage.',
        features: [
          'Responsive Design',
          'Fast Loading',
          'SEO Optimization',
          'Security',
          'Admin Panel',
          'Mobile Compatibility',
        ],
      },
      de: {
        title: 'Webdesign',
        description:
          'Wir gestalten und entwickeln schnelle, sichere Unternehmenswebsites, die Ihr Unternehmen bestmöglich präsentieren und auf jedem Gerät einwandfrei aussehen. Jedes Projekt liefern wir suchmaschinenfreundlich und mit einer leicht zu bedienenden Verwaltung aus.',
        features: [
          'Responsive Design',
          'Schnelle Ladezeiten',
          'SEO-Optimierung',
          'Sicherheit',
          'Admin-Panel',
          'Mobile Kompatibilität',
        ],
      },
      ru: {
        title: 'Веб-дизайн',
        description:
          'Мы проектируем и разрабатываем быстрые и надёжные корпоративные сайты, которые наилучшим образом представляют ваш бизнес и безупречно выглядят на любом устройстве. Каждый проект мы сдаём оптимизированным для поисковых систем и с удобной системой управления.',
        features: [
          'Адаптивный дизайн',
          'Быстрая загрузка',
          'SEO-оптимизация',
          'Безопасность',
          'Панель администратора',
          'Мобильная совместимость',
        ],
      },
      ar: {
        title: 'تصميم المواقع الإلكترونية',
        description:
          'نصمم ونطور مواقع إلكترونية مؤسسية سريعة وآمنة تعكس صورة أعمالك على أفضل وجه وتظهر بشكل مثالي على جميع الأجهزة. ونسلم كل مشروع متوافقًا مع محركات البحث وبمنصة سهلة الإدارة.',
        features: [
          'تصميم متجاوب',
          'تحميل سريع',
          'تحسين محركات البحث (SEO)',
          'الأمان',
          'لوحة التحكم',
          'التوافق مع الأجهزة المحمولة',
        ],
      },
    },
  },
  {
    slug: 'e-ticaret',
    icon: 'cart',
    featured: true,
    sortOrder: 2,
    content: {
      tr: {
        title: 'E-Ticaret',
        description:
          'Ürünlerinizi 7/24 satışa sunan, güvenli ödeme altyapısına sahip ve kolay yönetilen e-ticaret siteleri kuruyoruz. Tek seferlik ödemeyle mağazanızı ilk yıl ücretsiz alan adı ve hosting ile yayına alıyoruz.',
        features: [
          'Güvenli Ödeme Altyapısı',
          'Stok ve Sipariş Yönetimi',
          'Kargo Entegrasyonu',
          'Pazaryeri Entegrasyonu',
          'Kampanya ve Kupon Yönetimi',
          'Satış Raporları',
        ],
      },
      en: {
        title: 'E-Commerce',
        description:
          'We build easy-to-manage online stores with secure payment infrastructure that sell your products around the clock. For a one-time fee, your store goes live with a free domain and hosting for the first year.',
        features: [
          'Secure Payment Infrastructure',
          'Stock and Order Management',
          'Shipping Integration',
          'Marketplace Integration',
          'Campaign and Coupon Management',
          'Sales Reports',
        ],
      },
      de: {
        title: 'E-Commerce',
        description:
          'Wir erstellen leicht zu verwaltende Onlineshops mit sicherer Zahlungsinfrastruktur, die Ihre Produkte rund um die Uhr verkaufen. Gegen eine einmalige Zahlung geht Ihr Shop online – im ersten Jahr mit kostenloser Domain und kostenlosem Hosting.',
        features: [
          'Sichere Zahlungsinfrastruktur',
          'Lager- und Bestellverwaltung',
          'Versandintegration',
          'Marktplatz-Integration',
          'Kampagnen- und Gutscheinverwaltung',
          'Verkaufsberichte',
        ],
      },
      ru: {
        title: 'Электронная коммерция',
        description:
          'Мы создаём удобные в управлении интернет-магазины с безопасной платёжной инфраструктурой, которые продают ваши товары круглосуточно. За единовременную оплату ваш магазин запускается с бесплатным доменом и хостингом на первый год.',
        features: [
          'Безопасная платёжная инфраструктура',
          'Управление складом и заказами',
          'Интеграция со службами доставки',
          'Интеграция с маркетплейсами',
          'Управление акциями и купонами',
          'Отчёты о продажах',
        ],
      },
      ar: {
        title: 'التجارة الإلكترونية',
        description:
          'ننشئ متاجر إلكترونية سهلة الإدارة بنظام دفع آمن تعرض منتجاتك للبيع على مدار الساعة. ومقابل دفعة واحدة، يبدأ متجرك العمل مع نطاق واستضافة مجانيين للسنة الأولى.',
        features: [
          'بنية تحتية آمنة للدفع',
          'إدارة المخزون والطلبات',
          'التكامل مع شركات الشحن',
          'التكامل مع الأسواق الإلكترونية',
          'إدارة الحملات والقسائم',
          'تقارير المبيعات',
        ],
      },
    },
  },
  {
    slug: 'mobil-uygulama',
    icon: 'mobile',
    featured: true,
    sortOrder: 3,
    content: {
      tr: {
        title: 'Mobil Uygulama',
        description:
          'iOS ve Android için kullanıcı dostu, yüksek performanslı mobil uygulamalar geliştiriyoruz. Fikir aşamasından uygulama mağazalarında yayına kadar tüm süreci sizin için yönetiyoruz.',
        features: [
          'iOS ve Android Uygulamaları',
          'Çapraz Platform Geliştirme',
          'Kullanıcı Dostu Arayüz',
          'Anlık Bildirimler',
          'API Entegrasyonu',
          'Mağaza Yayın Desteği',
        ],
      },
      en: {
        title: 'Mobile Apps',
        description:
          'We develop user-friendly, high-performance mobile apps for iOS and Android. We manage the entire process for you, from the first idea to publication in the app stores.',
        features: [
          'iOS and Android Apps',
          'Cross-Platform Development',
          'User-Friendly Interface',
          'Push Notifications',
          'API Integration',
          'App Store Publishing Support',
        ],
      },
      de: {
        title: 'Mobile Apps',
        description:
          'Wir entwickeln benutzerfreundliche, leistungsstarke mobile Apps für iOS und Android. Von der ersten Idee bis zur Veröffentlichung in den App-Stores begleiten wir den gesamten Prozess für Sie.',
        features: [
          'iOS- und Android-Apps',
          'Plattformübergreifende Entwicklung',
          'Benutzerfreundliche Oberfläche',
          'Push-Benachrichtigungen',
          'API-Integration',
          'Unterstützung bei der Store-Veröffentlichung',
        ],
      },
      ru: {
        title: 'Мобильные приложения',
        description:
          'Мы разрабатываем удобные и высокопроизводительные мобильные приложения для iOS и Android. Мы берём на себя весь процесс — от первой идеи до публикации в магазинах приложений.',
        features: [
          'Приложения для iOS и Android',
          'Кроссплатформенная разработка',
          'Удобный интерфейс',
          'Push-уведомления',
          'Интеграция с API',
          'Помощь с публикацией в магазинах приложений',
        ],
      },
      ar: {
        title: 'تطبيقات الجوال',
        description:
          'نطور تطبيقات جوال سهلة الاستخدام وعالية الأداء لنظامي iOS وAndroid. ونتولى إدارة العملية كاملة نيابة عنك، من الفكرة الأولى حتى النشر في متاجر التطبيقات.',
        features: [
          'تطبيقات iOS وAndroid',
          'تطوير متعدد المنصات',
          'واجهة سهلة الاستخدام',
          'الإشعارات الفورية',
          'التكامل مع واجهات API',
          'دعم النشر في متاجر التطبيقات',
        ],
      },
    },
  },
  {
    slug: 'yazilim-gelistirme',
    icon: 'code',
    featured: true,
    sortOrder: 4,
    content: {
      tr: {
        title: 'Yazılım Geliştirme',
        description:
          'İş süreçlerinize özel, ölçeklenebilir ve güvenli yazılım çözümleri geliştiriyoruz. ERP, CRM ve otomasyon sistemlerinden web tabanlı uygulamalara kadar ihtiyacınıza uygun yazılımı sizinle birlikte tasarlıyoruz.',
        features: [
          'Özel Yazılım Çözümleri',
          'ERP ve CRM Sistemleri',
          'API Geliştirme',
          'Veritabanı Tasarımı',
          'Bulut Çözümleri',
          'Bakım ve Teknik Destek',
        ],
      },
      en: {
        title: 'Custom Software Development',
        description:
          'We develop scalable, secure software tailored to your business processes. From ERP, CRM and automation systems to web-based applications, we design the right software together with you.',
        features: [
          'Custom Software Solutions',
          'ERP and CRM Systems',
          'API Development',
          'Database Design',
          'Cloud Solutions',
          'Maintenance and Technical Support',
        ],
      },
      de: {
        title: 'Softwareentwicklung',
        description:
          'Wir entwickeln skalierbare, sichere Software, die genau auf Ihre Geschäftsprozesse zugeschnitten ist. Von ERP-, CRM- und Automatisierungssystemen bis zu webbasierten Anwendungen konzipieren wir gemeinsam mit Ihnen die passende Lösung.',
        features: [
          'Individuelle Softwarelösungen',
          'ERP- und CRM-Systeme',
          'API-Entwicklung',
          'Datenbankdesign',
          'Cloud-Lösungen',
          'Wartung und technischer Support',
        ],
      },
      ru: {
        title: 'Разработка программного обеспечения',
        description:
          'Мы разрабатываем масштабируемое и надёжное программное обеспечение под ваши бизнес-процессы. От ERP, CRM и систем автоматизации до веб-приложений — вместе с вами мы проектируем решение, которое подходит именно вам.',
        features: [
          'Индивидуальные программные решения',
          'ERP- и CRM-системы',
          'Разработка API',
          'Проектирование баз данных',
          'Облачные решения',
          'Сопровождение и техническая поддержка',
        ],
      },
      ar: {
        title: 'تطوير البرمجيات',
        description:
          'نطور حلولًا برمجية آمنة وقابلة للتوسع مصممة خصيصًا لعمليات أعمالك. ومن أنظمة ERP وCRM والأتمتة إلى التطبيقات المعتمدة على الويب، نصمم معك البرنامج الذي يناسب احتياجاتك.',
        features: [
          'حلول برمجية مخصصة',
          'أنظمة ERP وCRM',
          'تطوير واجهات API',
          'تصميم قواعد البيانات',
          'الحلول السحابية',
          'الصيانة والدعم الفني',
        ],
      },
    },
  },
  {
    slug: 'dijital-pazarlama',
    icon: 'megaphone',
    featured: true,
    sortOrder: 5,
    content: {
      tr: {
        title: 'Dijital Pazarlama',
        description:
          'Veriye dayalı stratejilerle markanızı doğru kitleye ulaştırıyor, reklam bütçenizden en yüksek verimi almanızı sağlıyoruz. SEO, Google Ads ve e-posta pazarlamasıyla satışlarınızı ölçülebilir biçimde artırıyoruz.',
        features: [
          'Arama Motoru Optimizasyonu (SEO)',
          'Google Ads Yönetimi',
          'Sosyal Medya Reklamları',
          'E-posta Pazarlaması',
          'İçerik Pazarlaması',
          'Performans Raporlama',
        ],
      },
      en: {
        title: 'Digital Marketing',
        description:
          'With data-driven strategies, we bring your brand to the right audience and help you get the most out of your advertising budget. Through SEO, Google Ads and email marketing, we grow your sales in measurable ways.',
        features: [
          'Search Engine Optimization (SEO)',
          'Google Ads Management',
          'Social Media Advertising',
          'Email Marketing',
          'Content Marketing',
          'Performance Reporting',
        ],
      },
      de: {
        title: 'Digitales Marketing',
        description:
          'Mit datengestützten Strategien bringen wir Ihre Marke zur richtigen Zielgruppe und holen das Maximum aus Ihrem Werbebudget heraus. Mit SEO, Google Ads und E-Mail-Marketing steigern wir Ihren Umsatz messbar.',
        features: [
          'Suchmaschinenoptimierung (SEO)',
          'Google-Ads-Verwaltung',
          'Social-Media-Werbung',
          'E-Mail-Marketing',
          'Content-Marketing',
          'Performance-Reporting',
        ],
      },
      ru: {
        title: 'Цифровой маркетинг',
        description:
          'С помощью стратегий, основанных на данных, мы доносим ваш бренд до нужной аудитории и помогаем получить максимальную отдачу от рекламного бюджета. С SEO, Google Ads и email-маркетингом мы измеримо увеличиваем ваши продажи.',
        features: [
          'Поисковая оптимизация (SEO)',
          'Управление Google Ads',
          'Реклама в социальных сетях',
          'Email-маркетинг',
          'Контент-маркетинг',
          'Отчёты об эффективности',
        ],
      },
      ar: {
        title: 'التسويق الرقمي',
        description:
          'نوصل علامتك التجارية إلى الجمهور المناسب باستراتيجيات قائمة على البيانات، ونساعدك على تحقيق أعلى عائد من ميزانيتك الإعلانية. ونزيد مبيعاتك بشكل قابل للقياس عبر تحسين محركات البحث وإعلانات Google والتسويق عبر البريد الإلكتروني.',
        features: [
          'تحسين محركات البحث (SEO)',
          'إدارة إعلانات Google',
          'إعلانات وسائل التواصل الاجتماعي',
          'التسويق عبر البريد الإلكتروني',
          'تسويق المحتوى',
          'تقارير الأداء',
        ],
      },
    },
  },
  {
    slug: 'sosyal-medya-danismanligi',
    icon: 'share',
    featured: true,
    sortOrder: 6,
    content: {
      tr: {
        title: 'Sosyal Medya Danışmanlığı',
        description:
          'Markanıza özel bir içerik stratejisiyle sosyal medya hesaplarınızı profesyonelce yönetiyor, takipçilerinizi sadık müşterilere dönüştürüyoruz. Instagram, Facebook, LinkedIn ve TikTok’ta düzenli ve etkileşimi yüksek bir varlık oluşturuyoruz.',
        features: [
          'Sosyal Medya Stratejisi',
          'İçerik Planlama ve Üretimi',
          'Hesap Yönetimi',
          'Topluluk Yönetimi',
          'Influencer İş Birlikleri',
          'Aylık Performans Raporu',
        ],
      },
      en: {
        title: 'Social Media Consulting',
        description:
          'We manage your social media accounts professionally with a content strategy tailored to your brand, turning followers into loyal customers. We build a consistent, highly engaging presence on Instagram, Facebook, LinkedIn and TikTok.',
        features: [
          'Social Media Strategy',
          'Content Planning and Production',
          'Account Management',
          'Community Management',
          'Influencer Collaborations',
          'Monthly Performance Report',
        ],
      },
      de: {
        title: 'Social-Media-Beratung',
        description:
          'Mit einer auf Ihre Marke zugeschnittenen Content-Strategie betreuen wir Ihre Social-Media-Kanäle professionell und machen aus Followern treue Kunden. Auf Instagram, Facebook, LinkedIn und TikTok sorgen wir für eine kontinuierliche Präsenz mit hoher Interaktion.',
        features: [
          'Social-Media-Strategie',
          'Content-Planung und -Produktion',
          'Kontoverwaltung',
          'Community-Management',
          'Influencer-Kooperationen',
          'Monatlicher Performance-Bericht',
        ],
      },
      ru: {
        title: 'Консалтинг в социальных сетях',
        description:
          'Мы профессионально ведём ваши аккаунты в социальных сетях по контент-стратегии, разработанной для вашего бренда, и превращаем подписчиков в постоянных клиентов. Мы выстраиваем регулярное и вовлекающее присутствие в Instagram, Facebook, LinkedIn и TikTok.',
        features: [
          'Стратегия в социальных сетях',
          'Планирование и создание контента',
          'Ведение аккаунтов',
          'Управление сообществом',
          'Сотрудничество с блогерами',
          'Ежемесячный отчёт об эффективности',
        ],
      },
      ar: {
        title: 'استشارات وسائل التواصل الاجتماعي',
        description:
          'ندير حساباتك على وسائل التواصل الاجتماعي باحترافية وفق استراتيجية محتوى مصممة لعلامتك التجارية، ونحول متابعيك إلى عملاء أوفياء. ونبني لك حضورًا منتظمًا وتفاعليًا على Instagram وFacebook وLinkedIn وTikTok.',
        features: [
          'استراتيجية وسائل التواصل الاجتماعي',
          'تخطيط المحتوى وإنتاجه',
          'إدارة الحسابات',
          'إدارة التفاعل مع المتابعين',
          'التعاون مع المؤثرين',
          'تقرير أداء شهري',
        ],
      },
    },
  },
  {
    slug: 'marka-tasarim',
    icon: 'palette',
    featured: false,
    sortOrder: 7,
    content: {
      tr: {
        title: 'Marka ve Tasarım',
        description:
          'Logodan kurumsal kimliğe, ambalajdan basılı materyallere kadar markanızı akılda kalıcı ve tutarlı bir görsel dille ifade ediyoruz. Sizi rakiplerinizden ayıran, güven veren bir marka imajı oluşturuyoruz.',
        features: [
          'Logo Tasarımı',
          'Kurumsal Kimlik',
          'Marka Rehberi',
          'Ambalaj Tasarımı',
          'Basılı Materyal Tasarımı',
          'UI/UX Tasarımı',
        ],
      },
      en: {
        title: 'Branding and Design',
        description:
          'From logos and corporate identity to packaging and print materials, we express your brand in a memorable, consistent visual language. We create a trustworthy brand image that sets you apart from your competitors.',
        features: [
          'Logo Design',
          'Corporate Identity',
          'Brand Guidelines',
          'Packaging Design',
          'Print Design',
          'UI/UX Design',
        ],
      },
      de: {
        title: 'Branding und Design',
        description:
          'Vom Logo über das Corporate Design bis zu Verpackungen und Druckmaterialien bringen wir Ihre Marke in eine einprägsame, einheitliche Bildsprache. Wir schaffen ein vertrauenswürdiges Markenimage, das Sie von Ihren Mitbewerbern abhebt.',
        features: [
          'Logodesign',
          'Corporate Identity',
          'Markenrichtlinien',
          'Verpackungsdesign',
          'Printdesign',
          'UI/UX-Design',
        ],
      },
      ru: {
        title: 'Брендинг и дизайн',
        description:
          'От логотипа и фирменного стиля до упаковки и полиграфии — мы выражаем ваш бренд запоминающимся и целостным визуальным языком. Мы создаём вызывающий доверие образ бренда, который выделяет вас среди конкурентов.',
        features: [
          'Дизайн логотипа',
          'Фирменный стиль',
          'Брендбук',
          'Дизайн упаковки',
          'Дизайн полиграфии',
          'UI/UX-дизайн',
        ],
      },
      ar: {
        title: 'الهوية التجارية والتصميم',
        description:
          'من الشعار والهوية المؤسسية إلى التغليف والمطبوعات، نعبر عن علامتك التجارية بلغة بصرية متسقة تبقى في الذاكرة. ونبني لك صورة موثوقة لعلامتك التجارية تميزك عن منافسيك.',
        features: [
          'تصميم الشعار',
          'الهوية المؤسسية',
          'دليل الهوية البصرية',
          'تصميم التغليف',
          'تصميم المطبوعات',
          'تصميم واجهات وتجربة المستخدم (UI/UX)',
        ],
      },
    },
  },
  {
    slug: 'vr-ar-cozumleri',
    icon: 'vr',
    featured: false,
    sortOrder: 8,
    content: {
      tr: {
        title: 'VR/AR Çözümleri',
        description:
          'Sanal ve artırılmış gerçeklik teknolojileriyle ürünlerinizi, mekânlarınızı ve eğitimlerinizi etkileyici deneyimlere dönüştürüyoruz. Sanal turlardan AR ürün önizlemelerine kadar müşterilerinize unutulmaz anlar yaşatıyoruz.',
        features: [
          '360° Sanal Turlar',
          'AR Ürün Önizleme',
          'VR Eğitim Simülasyonları',
          'Etkileşimli Sunumlar',
          'WebXR Deneyimleri',
          '3D Modelleme',
        ],
      },
      en: {
        title: 'VR/AR Solutions',
        description:
          'With virtual and augmented reality, we turn your products, spaces and training programs into immersive experiences. From virtual tours to AR product previews, we give your customers moments they will not forget.',
        features: [
          '360° Virtual Tours',
          'AR Product Previews',
          'VR Training Simulations',
          'Interactive Presentations',
          'WebXR Experiences',
          '3D Modeling',
        ],
      },
      de: {
        title: 'VR/AR-Lösungen',
        description:
          'Mit Virtual und Augmented Reality verwandeln wir Ihre Produkte, Räume und Schulungen in eindrucksvolle Erlebnisse. Von virtuellen Rundgängen bis zu AR-Produktvorschauen bereiten wir Ihren Kunden unvergessliche Momente.',
        features: [
          'Virtuelle 360°-Rundgänge',
          'AR-Produktvorschau',
          'VR-Trainingssimulationen',
          'Interaktive Präsentationen',
          'WebXR-Erlebnisse',
          '3D-Modellierung',
        ],
      },
      ru: {
        title: 'Решения VR/AR',
        description:
          'С помощью технологий виртуальной и дополненной реальности мы превращаем ваши продукты, пространства и обучение в захватывающий опыт. От виртуальных туров до AR-предпросмотра товаров — мы дарим вашим клиентам незабываемые впечатления.',
        features: [
          'Виртуальные туры 360°',
          'AR-предпросмотр товаров',
          'Обучающие VR-симуляторы',
          'Интерактивные презентации',
          'WebXR-проекты',
          '3D-моделирование',
        ],
      },
      ar: {
        title: 'حلول الواقع الافتراضي والمعزز',
        description:
          'نحول منتجاتك ومساحاتك وبرامجك التدريبية إلى تجارب غامرة بتقنيات الواقع الافتراضي والواقع المعزز. ومن الجولات الافتراضية إلى معاينة المنتجات بالواقع المعزز، نمنح عملاءك لحظات لا تُنسى.',
        features: [
          'جولات افتراضية بزاوية 360°',
          'معاينة المنتجات بالواقع المعزز',
          'محاكاة تدريبية بالواقع الافتراضي',
          'عروض تقديمية تفاعلية',
          'تجارب WebXR',
          'النمذجة ثلاثية الأبعاد',
        ],
      },
    },
  },
  {
    slug: 'yapay-zeka-entegrasyonu',
    icon: 'ai',
    featured: false,
    sortOrder: 9,
    content: {
      tr: {
        title: 'Yapay Zekâ Entegrasyonu',
        description:
          'Yapay zekâ destekli sohbet botları, akıllı öneri sistemleri ve iş süreci otomasyonlarıyla verimliliğinizi artırıyoruz. Çözümlerimizi mevcut sistemlerinize güvenli ve KVKK’ya uygun şekilde entegre ediyoruz.',
        features: [
          'Yapay Zekâ Destekli Sohbet Botları',
          'Akıllı Öneri Sistemleri',
          'İş Süreci Otomasyonu',
          'Veri Analizi ve Tahminleme',
          'Doğal Dil İşleme',
          'Mevcut Sistemlere Entegrasyon',
        ],
      },
      en: {
        title: 'AI Integrations',
        description:
          'We boost your efficiency with AI-powered chatbots, smart recommendation systems and business process automation. We integrate our solutions securely into your existing systems, in line with Turkish data protection law (KVKK).',
        features: [
          'AI-Powered Chatbots',
          'Smart Recommendation Systems',
          'Business Process Automation',
          'Data Analysis and Forecasting',
          'Natural Language Processing',
          'Integration with Existing Systems',
        ],
      },
      de: {
        title: 'KI-Integration',
        description:
          'Mit KI-gestützten Chatbots, intelligenten Empfehlungssystemen und automatisierten Geschäftsprozessen steigern wir Ihre Effizienz. Unsere Lösungen binden wir sicher und im Einklang mit dem türkischen Datenschutzgesetz (KVKK) in Ihre bestehenden Systeme ein.',
        features: [
          'KI-gestützte Chatbots',
          'Intelligente Empfehlungssysteme',
          'Automatisierung von Geschäftsprozessen',
          'Datenanalyse und Prognosen',
          'Verarbeitung natürlicher Sprache',
          'Integration in bestehende Systeme',
        ],
      },
      ru: {
        title: 'Интеграция искусственного интеллекта',
        description:
          'Мы повышаем эффективность вашего бизнеса с помощью чат-ботов на базе ИИ, интеллектуальных рекомендательных систем и автоматизации бизнес-процессов. Наши решения безопасно интегрируются в ваши текущие системы в соответствии с турецким законом о защите персональных данных (KVKK).',
        features: [
          'Чат-боты на базе ИИ',
          'Интеллектуальные рекомендательные системы',
          'Автоматизация бизнес-процессов',
          'Анализ данных и прогнозирование',
          'Обработка естественного языка',
          'Интеграция с существующими системами',
        ],
      },
      ar: {
        title: 'تكامل الذكاء الاصطناعي',
        description:
          'نرفع كفاءة أعمالك من خلال روبوتات المحادثة المدعومة بالذكاء الاصطناعي وأنظمة التوصية الذكية وأتمتة العمليات التجارية. وندمج حلولنا بأمان في أنظمتك الحالية بما يتوافق مع قانون حماية البيانات الشخصية التركي (KVKK).',
        features: [
          'روبوتات محادثة مدعومة بالذكاء الاصطناعي',
          'أنظمة توصية ذكية',
          'أتمتة العمليات التجارية',
          'تحليل البيانات والتنبؤ',
          'معالجة اللغة الطبيعية',
          'التكامل مع الأنظمة الحالية',
        ],
      },
    },
  },
];
