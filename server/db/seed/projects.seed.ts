// Portfolio projects for fictional clients in Mersin, Adana and İstanbul; Turkish is authoritative.
import type { ProjectSeed } from './catalog.types.ts';

export const PROJECT_SEEDS: ProjectSeed[] = [
  {
    slug: 'akdeniz-zeytin',
    imageUrl: '/images/projects/akdeniz-zeytin.svg',
    projectUrl: 'https://akdenizzeytin.example',
    technologies: ['Next.js', 'Node.js', 'PostgreSQL', 'iyzico'],
    category: 'ecommerce',
    featured: true,
    sortOrder: 1,
    metrics: { conversionRate: '+180%', monthlyOrders: '3.2k', pageSpeed: '0.9 s' },
    content: {
      tr: {
        title: 'Akdeniz Zeytin Online Mağaza',
        description:
          'Mersin’deki köklü bir aile işletmesi olan zeytinyağı üreticisi için yurt içi ve yurt dışı satışa uygun, çok dilli bir e-ticaret sitesi kurduk. Yeni altyapıyla dönüşüm oranı ilk altı ayda %180 arttı.',
        features: [
          'Çok Dilli Mağaza',
          'iyzico ile Güvenli Ödeme',
          'Kargo Takip Entegrasyonu',
          'Abonelikle Düzenli Sipariş',
        ],
      },
      en: {
        title: 'Akdeniz Zeytin Online Store',
        description:
          'We built a multilingual online store, ready for sales in Turkey and abroad, for a long-established family-owned olive oil producer in Mersin. On the new platform, the conversion rate rose by 180% within the first six months.',
        features: [
          'Multilingual Store',
          'Secure Payments with iyzico',
          'Shipment Tracking Integration',
          'Subscription Orders',
        ],
      },
      de: {
        title: 'Onlineshop für Akdeniz Zeytin',
        description:
          'Für einen traditionsreichen, familiengeführten Olivenölhersteller aus Mersin haben wir einen mehrsprachigen Onlineshop für den Verkauf im In- und Ausland entwickelt. Mit der neuen Plattform stieg die Conversion-Rate in den ersten sechs Monaten um 180 %.',
        features: [
          'Mehrsprachiger Shop',
          'Sichere Zahlung mit iyzico',
          'Integrierte Sendungsverfolgung',
          'Bestellungen im Abonnement',
        ],
      },
      ru: {
        title: 'Интернет-магазин Akdeniz Zeytin',
        description:
          'Для семейного производителя оливкового масла из Мерсина с многолетней историей мы создали многоязычный интернет-магазин для продаж в Турции и за рубежом. На новой платформе конверсия выросла на 180% за первые шесть месяцев.',
        features: [
          'Многоязычный магазин',
          'Безопасная оплата через iyzico',
          'Интеграция отслеживания доставки',
          'Заказы по подписке',
        ],
      },
      ar: {
        title: 'متجر Akdeniz Zeytin الإلكتروني',
        description:
          'أنشأنا متجرًا إلكترونيًا متعدد اللغات، مهيأ للبيع داخل تركيا وخارجها، لشركة عائلية عريقة منتجة لزيت الزيتون في مرسين. وعلى المنصة الجديدة ارتفع معدل التحويل بنسبة 180% خلال الأشهر الستة الأولى.',
        features: ['متجر متعدد اللغات', 'دفع آمن عبر iyzico', 'التكامل مع تتبع الشحنات', 'الطلبات بنظام الاشتراك'],
      },
    },
  },
  {
    slug: 'cukurova-dis-klinigi',
    imageUrl: '/images/projects/cukurova-dis-klinigi.svg',
    projectUrl: 'https://cukurovadisklinigi.example',
    technologies: ['Astro', 'TypeScript', 'Tailwind CSS', 'Strapi'],
    category: 'web',
    featured: true,
    sortOrder: 2,
    metrics: { onlineAppointments: '+240%', pageSpeed: '1.1 s' },
    content: {
      tr: {
        title: 'Çukurova Diş Kliniği Web Sitesi',
        description:
          'Adana’daki özel bir diş kliniği için online randevu sistemine sahip, hızlı ve SEO uyumlu bir kurumsal web sitesi tasarladık. Online randevu talepleri, site yayına alındıktan sonraki üç ayda %240 arttı.',
        features: [
          'Online Randevu Sistemi',
          'Hekim ve Tedavi Sayfaları',
          'Yerel SEO Çalışması',
          'WhatsApp ile Hızlı İletişim',
        ],
      },
      en: {
        title: 'Çukurova Dental Clinic Website',
        description:
          'We designed a fast, SEO-friendly corporate website with online booking for a private dental clinic in Adana. Online appointment requests grew by 240% in the three months after launch.',
        features: [
          'Online Appointment System',
          'Dentist and Treatment Pages',
          'Local SEO',
          'Quick Contact via WhatsApp',
        ],
      },
      de: {
        title: 'Website für die Zahnklinik Çukurova',
        description:
          'Für eine private Zahnklinik in Adana haben wir eine schnelle, suchmaschinenfreundliche Website mit Online-Terminbuchung gestaltet. In den drei Monaten nach dem Start stiegen die Online-Terminanfragen um 240 %.',
        features: [
          'Online-Terminbuchung',
          'Seiten für Zahnärzte und Behandlungen',
          'Lokale Suchmaschinenoptimierung',
          'Schneller Kontakt per WhatsApp',
        ],
      },
      ru: {
        title: 'Сайт стоматологической клиники Çukurova',
        description:
          'Мы разработали быстрый, оптимизированный для поисковых систем корпоративный сайт с онлайн-записью для частной стоматологической клиники в Адане. За три месяца после запуска число онлайн-заявок на приём выросло на 240%.',
        features: ['Система онлайн-записи', 'Страницы врачей и услуг', 'Локальное SEO', 'Быстрая связь через WhatsApp'],
      },
      ar: {
        title: 'موقع عيادة Çukurova لطب الأسنان',
        description:
          'صممنا موقعًا مؤسسيًا سريعًا ومتوافقًا مع محركات البحث، مع نظام لحجز المواعيد عبر الإنترنت، لعيادة أسنان خاصة في أضنة. وارتفعت طلبات المواعيد عبر الإنترنت بنسبة 240% خلال الأشهر الثلاثة التالية للإطلاق.',
        features: [
          'نظام حجز المواعيد عبر الإنترنت',
          'صفحات الأطباء والعلاجات',
          'تحسين محركات البحث المحلي',
          'تواصل سريع عبر WhatsApp',
        ],
      },
    },
  },
  {
    slug: 'lezzet-duragi',
    imageUrl: '/images/projects/lezzet-duragi.svg',
    projectUrl: 'https://lezzetduragi.example',
    technologies: ['React Native', 'TypeScript', 'Firebase', 'Node.js'],
    category: 'mobile',
    featured: true,
    sortOrder: 3,
    metrics: { downloads: '25k', appRating: '4.8', repeatOrders: '+65%' },
    content: {
      tr: {
        title: 'Lezzet Durağı Mobil Uygulama',
        description:
          'Mersin’de beş şubesi bulunan bir restoran zinciri için sipariş, sadakat puanı ve kampanyaları tek çatı altında toplayan bir iOS ve Android uygulaması geliştirdik. Uygulama ilk yılında 25 binden fazla indirmeye ulaştı.',
        features: [
          'Online Sipariş ve Ödeme',
          'Sadakat Puanı Sistemi',
          'Anlık Kampanya Bildirimleri',
          'Şube Seçimi ve Kurye Takibi',
        ],
      },
      en: {
        title: 'Lezzet Durağı Mobile App',
        description:
          'For a restaurant chain with five branches in Mersin, we developed an iOS and Android app that brings ordering, loyalty points and promotions together in one place. The app passed 25,000 downloads in its first year.',
        features: [
          'Online Ordering and Payment',
          'Loyalty Points Program',
          'Instant Promotion Notifications',
          'Branch Selection and Courier Tracking',
        ],
      },
      de: {
        title: 'Mobile App für Lezzet Durağı',
        description:
          'Für eine Restaurantkette mit fünf Filialen in Mersin haben wir eine iOS- und Android-App entwickelt, die Bestellungen, Treuepunkte und Aktionen in einer Anwendung vereint. Im ersten Jahr wurde die App über 25.000-mal heruntergeladen.',
        features: [
          'Online-Bestellung und -Zahlung',
          'Treuepunkteprogramm',
          'Sofortige Benachrichtigungen zu Aktionen',
          'Filialauswahl und Kurierverfolgung',
        ],
      },
      ru: {
        title: 'Мобильное приложение Lezzet Durağı',
        description:
          'Для сети ресторанов с пятью филиалами в Мерсине мы разработали приложение для iOS и Android, которое объединяет заказы, бонусные баллы и акции. За первый год приложение скачали более 25 000 раз.',
        features: [
          'Онлайн-заказ и оплата',
          'Бонусная программа',
          'Мгновенные уведомления об акциях',
          'Выбор филиала и отслеживание курьера',
        ],
      },
      ar: {
        title: 'تطبيق Lezzet Durağı للجوال',
        description:
          'طورنا لسلسلة مطاعم تضم خمسة فروع في مرسين تطبيقًا لنظامي iOS وAndroid يجمع الطلبات ونقاط الولاء والعروض في مكان واحد. وتجاوز عدد تنزيلات التطبيق 25 ألفًا في عامه الأول.',
        features: [
          'الطلب والدفع عبر الإنترنت',
          'برنامج نقاط الولاء',
          'إشعارات فورية بالعروض',
          'اختيار الفرع وتتبع المندوب',
        ],
      },
    },
  },
  {
    slug: 'tarsus-lojistik',
    imageUrl: '/images/projects/tarsus-lojistik.svg',
    projectUrl: 'https://tarsuslojistik.example',
    technologies: ['React', 'NestJS', 'PostgreSQL', 'Docker', 'Google Maps API'],
    category: 'software',
    featured: true,
    sortOrder: 4,
    metrics: { deliveryTime: '-35%', dailyShipments: '1.8k', uptime: '99.9%' },
    content: {
      tr: {
        title: 'Tarsus Lojistik Filo Yönetim Sistemi',
        description:
          'Mersin Limanı çıkışlı taşımacılık yapan bir lojistik firması için araç takibi, rota planlama ve sevkiyat yönetimini tek panelde birleştiren web tabanlı bir yazılım geliştirdik. Teslimat süreleri ortalama %35 kısaldı.',
        features: [
          'Canlı Araç Takibi',
          'Akıllı Rota Planlama',
          'Sevkiyat ve Evrak Yönetimi',
          'Müşteri Bilgilendirme Portalı',
        ],
      },
      en: {
        title: 'Tarsus Lojistik Fleet Management System',
        description:
          'For a logistics company hauling freight from the Port of Mersin, we built web-based software that combines vehicle tracking, route planning and shipment management in a single dashboard. Average delivery times fell by 35%.',
        features: [
          'Live Vehicle Tracking',
          'Smart Route Planning',
          'Shipment and Document Management',
          'Customer Information Portal',
        ],
      },
      de: {
        title: 'Flottenmanagementsystem für Tarsus Lojistik',
        description:
          'Für ein Logistikunternehmen mit Transporten ab dem Hafen Mersin haben wir eine webbasierte Software entwickelt, die Fahrzeugortung, Routenplanung und Sendungsverwaltung in einem Dashboard vereint. Die durchschnittlichen Lieferzeiten sanken um 35 %.',
        features: [
          'Fahrzeugortung in Echtzeit',
          'Intelligente Routenplanung',
          'Sendungs- und Dokumentenverwaltung',
          'Informationsportal für Kunden',
        ],
      },
      ru: {
        title: 'Система управления автопарком Tarsus Lojistik',
        description:
          'Для логистической компании, выполняющей перевозки из порта Мерсин, мы разработали веб-систему, которая объединяет отслеживание транспорта, планирование маршрутов и управление отгрузками в одной панели. Среднее время доставки сократилось на 35%.',
        features: [
          'Отслеживание транспорта в реальном времени',
          'Умное планирование маршрутов',
          'Управление отгрузками и документами',
          'Информационный портал для клиентов',
        ],
      },
      ar: {
        title: 'نظام إدارة الأسطول لشركة Tarsus Lojistik',
        description:
          'طورنا لشركة لوجستية تنقل البضائع من ميناء مرسين برنامجًا قائمًا على الويب يجمع تتبع المركبات وتخطيط المسارات وإدارة الشحنات في لوحة تحكم واحدة. وانخفض متوسط زمن التسليم بنسبة 35%.',
        features: [
          'تتبع المركبات لحظة بلحظة',
          'تخطيط ذكي للمسارات',
          'إدارة الشحنات والمستندات',
          'بوابة معلومات العملاء',
        ],
      },
    },
  },
  {
    slug: 'anamur-tropik',
    imageUrl: '/images/projects/anamur-tropik.svg',
    projectUrl: 'https://anamurtropik.example',
    technologies: ['Google Ads', 'Meta Ads', 'Google Analytics 4', 'Google Tag Manager'],
    category: 'marketing',
    featured: true,
    sortOrder: 5,
    metrics: { roas: '5.4x', organicTraffic: '+210%', costPerLead: '-42%' },
    content: {
      tr: {
        title: 'Anamur Tropik Dijital Pazarlama Kampanyası',
        description:
          'Anamur muzu yetiştiren bir tarım işletmesinin online satışlarını büyütmek için SEO, Google Ads ve Meta reklamlarını kapsayan bütünleşik bir dijital pazarlama stratejisi yürüttük. Reklam harcamalarının getirisi 5,4 kata ulaştı.',
        features: [
          'Anahtar Kelime ve SEO Stratejisi',
          'Google Ads ve Meta Reklamları',
          'Sezonluk Kampanya Kurgusu',
          'Dönüşüm Takibi ve Raporlama',
        ],
      },
      en: {
        title: 'Anamur Tropik Digital Marketing Campaign',
        description:
          'To grow online sales for a banana grower in Anamur, we ran an integrated digital marketing strategy covering SEO, Google Ads and Meta advertising. Return on ad spend reached 5.4x.',
        features: [
          'Keyword and SEO Strategy',
          'Google Ads and Meta Advertising',
          'Seasonal Campaign Planning',
          'Conversion Tracking and Reporting',
        ],
      },
      de: {
        title: 'Digitale Marketingkampagne für Anamur Tropik',
        description:
          'Um den Onlineverkauf eines Bananenproduzenten aus Anamur zu steigern, haben wir eine ganzheitliche digitale Marketingstrategie mit SEO, Google Ads und Meta-Werbung umgesetzt. Der Return on Ad Spend erreichte das 5,4-Fache.',
        features: [
          'Keyword- und SEO-Strategie',
          'Google Ads und Meta-Werbung',
          'Saisonale Kampagnenplanung',
          'Conversion-Tracking und Reporting',
        ],
      },
      ru: {
        title: 'Кампания цифрового маркетинга для Anamur Tropik',
        description:
          'Чтобы увеличить онлайн-продажи производителя бананов из Анамура, мы реализовали комплексную стратегию цифрового маркетинга, включающую SEO, Google Ads и рекламу в Meta. Окупаемость рекламных расходов (ROAS) достигла 5,4.',
        features: [
          'Стратегия ключевых слов и SEO',
          'Реклама в Google Ads и Meta',
          'Планирование сезонных кампаний',
          'Отслеживание конверсий и отчётность',
        ],
      },
      ar: {
        title: 'حملة تسويق رقمي لعلامة Anamur Tropik',
        description:
          'لتنمية المبيعات الإلكترونية لمزرعة موز في أنامور، نفذنا استراتيجية تسويق رقمي متكاملة تشمل تحسين محركات البحث وإعلانات Google وMeta. وبلغ العائد على الإنفاق الإعلاني 5.4 أضعاف.',
        features: [
          'استراتيجية الكلمات المفتاحية وتحسين محركات البحث',
          'إعلانات Google وMeta',
          'تخطيط الحملات الموسمية',
          'تتبع التحويلات وإعداد التقارير',
        ],
      },
    },
  },
  {
    slug: 'seyhan-tekstil',
    imageUrl: '/images/projects/seyhan-tekstil.svg',
    projectUrl: 'https://seyhantekstil.example',
    technologies: ['Figma', 'Adobe Illustrator', 'Adobe InDesign', 'Blender'],
    category: 'branding',
    featured: true,
    sortOrder: 6,
    metrics: { b2bInquiries: '2.1x', brandRecall: '+70%' },
    content: {
      tr: {
        title: 'Seyhan Tekstil Marka Yenileme',
        description:
          'Adana’da 30 yıldır faaliyet gösteren bir pamuklu tekstil üreticisinin logosunu, kurumsal kimliğini ve ürün kataloğunu yeniledik. Yeni marka diliyle yurt dışındaki fuarlardan gelen B2B talepleri 2,1 katına çıktı.',
        features: ['Logo ve Kurumsal Kimlik', 'Marka Rehberi', 'Ürün Kataloğu Tasarımı', 'Fuar Standı Tasarımı'],
      },
      en: {
        title: 'Seyhan Tekstil Rebrand',
        description:
          'We refreshed the logo, corporate identity and product catalog of a cotton textile manufacturer that has been operating in Adana for 30 years. With the new brand language, B2B inquiries from international trade fairs grew 2.1x.',
        features: [
          'Logo and Corporate Identity',
          'Brand Guidelines',
          'Product Catalog Design',
          'Trade Fair Stand Design',
        ],
      },
      de: {
        title: 'Markenrelaunch für Seyhan Tekstil',
        description:
          'Für einen seit 30 Jahren in Adana tätigen Hersteller von Baumwolltextilien haben wir Logo, Corporate Identity und Produktkatalog neu gestaltet. Mit dem neuen Markenauftritt stiegen die B2B-Anfragen auf internationalen Messen auf das 2,1-Fache.',
        features: [
          'Logo und Corporate Identity',
          'Markenrichtlinien',
          'Gestaltung des Produktkatalogs',
          'Messestanddesign',
        ],
      },
      ru: {
        title: 'Ребрендинг Seyhan Tekstil',
        description:
          'Мы обновили логотип, фирменный стиль и каталог продукции производителя хлопковых тканей, который работает в Адане уже 30 лет. Благодаря новому визуальному языку бренда число B2B-запросов с международных выставок выросло в 2,1 раза.',
        features: [
          'Логотип и фирменный стиль',
          'Брендбук',
          'Дизайн каталога продукции',
          'Оформление выставочного стенда',
        ],
      },
      ar: {
        title: 'تجديد الهوية التجارية لشركة Seyhan Tekstil',
        description:
          'جددنا الشعار والهوية المؤسسية وكتالوج المنتجات لشركة مصنعة للمنسوجات القطنية تعمل في أضنة منذ 30 عامًا. وبفضل اللغة البصرية الجديدة للعلامة، ارتفعت طلبات الشركات (B2B) الواردة من المعارض الدولية إلى 2.1 ضعف ما كانت عليه.',
        features: ['الشعار والهوية المؤسسية', 'دليل الهوية البصرية', 'تصميم كتالوج المنتجات', 'تصميم جناح المعرض'],
      },
    },
  },
  {
    slug: 'lale-butik',
    imageUrl: '/images/projects/lale-butik.svg',
    projectUrl: 'https://lalebutik.example',
    technologies: ['Vue.js', 'Laravel', 'MySQL', 'Redis'],
    category: 'ecommerce',
    featured: false,
    sortOrder: 7,
    metrics: { monthlyRevenue: '+150%', mobileSales: '68%', cartAbandonment: '-28%' },
    content: {
      tr: {
        title: 'Lale Butik Moda E-Ticaret Sitesi',
        description:
          'İstanbul Nişantaşı’ndaki bir kadın giyim butiği için mobil öncelikli, hızlı ve kolay yönetilen bir e-ticaret sitesi kurduk. Pazaryeri entegrasyonlarıyla aylık ciro %150 arttı.',
        features: [
          'Mobil Öncelikli Tasarım',
          'Beden ve Renk Seçenekleri',
          'Trendyol ve Hepsiburada Entegrasyonu',
          'Instagram Alışveriş Entegrasyonu',
        ],
      },
      en: {
        title: 'Lale Butik Fashion Store',
        description:
          'We built a fast, mobile-first online store that is easy to manage for a women’s clothing boutique in Nişantaşı, Istanbul. With marketplace integrations, monthly revenue grew by 150%.',
        features: [
          'Mobile-First Design',
          'Size and Color Options',
          'Trendyol and Hepsiburada Integration',
          'Instagram Shopping Integration',
        ],
      },
      de: {
        title: 'Modeshop für Lale Butik',
        description:
          'Für eine Damenmode-Boutique in Nişantaşı, Istanbul, haben wir einen schnellen, mobil optimierten Onlineshop entwickelt, der sich einfach verwalten lässt. Dank der Anbindung an Marktplätze stieg der Monatsumsatz um 150 %.',
        features: [
          'Mobile-First-Design',
          'Größen- und Farbvarianten',
          'Anbindung an Trendyol und Hepsiburada',
          'Anbindung an Instagram Shopping',
        ],
      },
      ru: {
        title: 'Интернет-магазин одежды Lale Butik',
        description:
          'Для бутика женской одежды в стамбульском районе Нишанташы мы создали быстрый и простой в управлении интернет-магазин, ориентированный в первую очередь на мобильные устройства. Благодаря интеграции с маркетплейсами ежемесячная выручка выросла на 150%.',
        features: [
          'Приоритет мобильной версии',
          'Выбор размеров и цветов',
          'Интеграция с Trendyol и Hepsiburada',
          'Интеграция с Instagram Shopping',
        ],
      },
      ar: {
        title: 'متجر Lale Butik للأزياء',
        description:
          'أنشأنا متجرًا إلكترونيًا سريعًا وسهل الإدارة يعطي الأولوية للجوال لبوتيك ملابس نسائية في حي نيشانتاشي بإسطنبول. وبفضل التكامل مع الأسواق الإلكترونية ارتفعت الإيرادات الشهرية بنسبة 150%.',
        features: [
          'تصميم يعطي الأولوية للجوال',
          'خيارات المقاسات والألوان',
          'التكامل مع Trendyol وHepsiburada',
          'الربط مع التسوق عبر Instagram',
        ],
      },
    },
  },
  {
    slug: 'pera-yapi',
    imageUrl: '/images/projects/pera-yapi.svg',
    projectUrl: 'https://perayapi.example',
    technologies: ['Next.js', 'Three.js', 'Sanity', 'Vercel'],
    category: 'web',
    featured: false,
    sortOrder: 8,
    metrics: { salesLeads: '+120%', pageSpeed: '1.2 s' },
    content: {
      tr: {
        title: 'Pera Yapı Kurumsal Web Sitesi',
        description:
          'İstanbul’da konut projeleri geliştiren bir inşaat firması için 360° sanal tur destekli, proje odaklı bir kurumsal web sitesi hazırladık. Site üzerinden gelen satış talepleri %120 arttı.',
        features: [
          'Proje ve Daire Kataloğu',
          '360° Sanal Tur',
          'Çok Dilli İçerik Yönetimi',
          'CRM Entegrasyonlu Talep Formu',
        ],
      },
      en: {
        title: 'Pera Yapı Corporate Website',
        description:
          'We created a project-focused corporate website with 360° virtual tours for a construction company developing residential projects in Istanbul. Sales inquiries coming through the site grew by 120%.',
        features: [
          'Project and Apartment Catalog',
          '360° Virtual Tour',
          'Multilingual Content Management',
          'Inquiry Form with CRM Integration',
        ],
      },
      de: {
        title: 'Unternehmenswebsite für Pera Yapı',
        description:
          'Für ein Bauunternehmen, das in Istanbul Wohnprojekte entwickelt, haben wir eine projektorientierte Unternehmenswebsite mit virtuellen 360°-Rundgängen erstellt. Die Verkaufsanfragen über die Website stiegen um 120 %.',
        features: [
          'Projekt- und Wohnungskatalog',
          'Virtueller 360°-Rundgang',
          'Mehrsprachige Inhaltsverwaltung',
          'Anfrageformular mit CRM-Anbindung',
        ],
      },
      ru: {
        title: 'Корпоративный сайт Pera Yapı',
        description:
          'Для строительной компании, которая возводит жилые комплексы в Стамбуле, мы создали корпоративный сайт с акцентом на проекты и виртуальными турами 360°. Число заявок на покупку через сайт выросло на 120%.',
        features: [
          'Каталог проектов и квартир',
          'Виртуальный тур 360°',
          'Многоязычное управление контентом',
          'Форма заявки с интеграцией CRM',
        ],
      },
      ar: {
        title: 'الموقع المؤسسي لشركة Pera Yapı',
        description:
          'أعددنا موقعًا مؤسسيًا يركز على المشاريع ويدعم الجولات الافتراضية بزاوية 360° لشركة إنشاءات تطور مشاريع سكنية في إسطنبول. وارتفعت طلبات الشراء الواردة عبر الموقع بنسبة 120%.',
        features: [
          'كتالوج المشاريع والشقق',
          'جولة افتراضية بزاوية 360°',
          'إدارة محتوى متعدد اللغات',
          'نموذج طلب متكامل مع CRM',
        ],
      },
    },
  },
];
