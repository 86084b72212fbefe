import { capitalize, joinList, joinPhrases } from './format.ts';
import type { RecommendationTexts } from './types.ts';

const list = (items: readonly string[]) => joinList(items, ' ve ');
const phrases = (items: readonly string[]) => joinPhrases(items, ' ve ', ' ile ');
const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`);
const cap = (text: string) => capitalize(text, 'tr-TR');

const GOAL_STEMS = {
  increase_sales: 'satışları artırma',
  brand_awareness: 'marka bilinirliğini artırma',
  digital_presence: 'dijital varlığınızı güçlendirme',
  customer_engagement: 'müşteri etkileşimini artırma',
  automation: 'süreçlerinizi otomatikleştirme',
  cost_reduction: 'maliyetleri düşürme',
} as const;

const FEATURES = {
  mobile_app: 'mobil uygulama',
  multi_language: 'çoklu dil',
  erp_integration: 'ERP entegrasyonu',
  b2b_sales: 'B2B satış',
  marketplace_integration: 'pazaryeri entegrasyonu',
  advanced_reporting: 'gelişmiş raporlama',
  live_support: 'canlı destek',
  email_marketing: 'e-posta pazarlaması',
  social_media_integration: 'sosyal medya entegrasyonu',
  api_development: 'API geliştirme',
} as const;

/** Turkish: the authoritative texts. */
export const tr: RecommendationTexts = {
  service: {
    names: {
      'web-tasarim': 'Web Tasarım',
      'e-ticaret': 'E-Ticaret',
      'mobil-uygulama': 'Mobil Uygulama',
      'yazilim-gelistirme': 'Yazılım Geliştirme',
      'dijital-pazarlama': 'Dijital Pazarlama',
      'sosyal-medya-danismanligi': 'Sosyal Medya Danışmanlığı',
      'marka-tasarim': 'Marka ve Tasarım',
      'vr-ar-cozumleri': 'VR/AR Çözümleri',
      'yapay-zeka-entegrasyonu': 'Yapay Zekâ Entegrasyonu',
    },
    goals: (goals) =>
      `${list(goals.map((goal) => GOAL_STEMS[goal]))} ${goals.length > 1 ? 'hedefleriniz' : 'hedefiniz'}`,
    businessType: {
      retail: 'perakende sektöründe olmanız',
      services: 'hizmet sektöründe olmanız',
      technology: 'teknoloji sektöründe olmanız',
      manufacturing: 'üretim sektöründe olmanız',
      hospitality: 'turizm ve konaklama sektöründe olmanız',
      healthcare: 'sağlık sektöründe olmanız',
      education: 'eğitim sektöründe olmanız',
      other: 'işletmenizin yapısı',
    },
    businessSize: {
      startup: 'yeni kurulmuş bir girişim olmanız',
      small: 'küçük ölçekli bir işletme olmanız',
      medium: 'orta ölçekli bir işletme olmanız',
      large: 'büyük ölçekli bir işletme olmanız',
    },
    currentWebsite: {
      none: 'henüz bir web sitenizin olmaması',
      basic: 'mevcut sitenizin temel düzeyde kalması',
      good: 'iyi durumda bir web sitenizin zaten olması',
      excellent: 'güçlü bir web sitenizin zaten olması',
    },
    budget: {
      low: 'sınırlı bütçeniz',
      medium: 'orta düzey bütçeniz',
      high: 'yüksek bütçeniz',
      premium: 'geniş bütçeniz',
    },
    timeline: {
      urgent: 'acil zaman planınız',
      normal: 'olağan zaman planınız',
      flexible: 'esnek zaman planınız',
    },
    techLevel: {
      beginner: 'teknik konularda yeni başlayan olmanız',
      intermediate: 'orta düzey teknik bilginiz',
      advanced: 'ileri düzey teknik bilginiz',
    },
    main: (drivers, services) =>
      `${cap(phrases(drivers))}, öncelikle ${list(quoted(services))} ${services.length > 1 ? 'hizmetlerini' : 'hizmetini'} öne çıkarıyor.`,
    support: (drivers) => `Ayrıca ${phrases(drivers)} bu seçimi destekliyor.`,
    alternatives: (services) => `Alternatif olarak şu hizmetlere de göz atabilirsiniz: ${services.join(', ')}.`,
    closing: 'Ücretsiz bir ön görüşmede bu öneriyi işletmenize göre birlikte netleştirebiliriz.',
    noMatch:
      'Şu anda yanıtlarınıza uyan aktif bir hizmet bulunamadı. Bizimle iletişime geçin; ihtiyaçlarınıza özel bir yol haritasını birlikte hazırlayalım.',
    suggestions: {
      phasedLaunch:
        'Zaman planınız acil olduğu için aşamalı bir yayın öneriyoruz: önce temel sayfalar ve çekirdek özelliklerle yayına çıkın, diğer bölümleri sonraki aşamalarda ekleyin.',
      landingPage:
        'Henüz web siteniz olmadığından işe tek sayfalık bir tanıtım (landing) sayfasıyla başlayın; böylece hızla görünür olur, ardından siteyi adım adım genişletirsiniz.',
      trainingAndPanel:
        'Teknik konularda yeni olduğunuz için kolay kullanılan bir yönetim paneli ve ekibinize yönelik kısa bir kullanım eğitimi planlayalım; bakım ve güncellemeleri biz üstlenebiliriz.',
      integrations:
        'Otomasyon hedefiniz için sipariş, faturalama, CRM ve e-posta gibi tekrarlayan işleri entegrasyonlarla birbirine bağlayın.',
      processAudit:
        'Maliyetleri düşürmek için önce en çok zaman alan manuel süreçleri belirleyin ve dijitalleştirmeye onlardan başlayın.',
      conversionTracking: 'Satış artışını ölçebilmek için analitik ve dönüşüm takibini en baştan kurun.',
      brandGuide:
        'Logo, renk ve yazı tipi kurallarını içeren bir marka kılavuzu hazırlayarak tüm kanallarda tutarlı bir görünüm sağlayın.',
      contentCalendar:
        'Müşterilerinizle düzenli etkileşim için bir içerik takvimi ve anlık bildirim ya da sadakat programı kurgusu oluşturun.',
      localSeo:
        'Aramalarda daha kolay bulunmak için Google İşletme Profilinizi ve temel SEO ayarlarınızı eksiksiz tamamlayın.',
      redesign: 'Mevcut sitenizi mobil uyumlu, hızlı ve SEO dostu bir yapıya taşıyarak yenileyin.',
      growthOnTop:
        'Mevcut sitenizi koruyun; hız iyileştirmeleri ve A/B testleriyle dönüşüm oranını artırmaya odaklanın.',
      mvpFirst:
        'Bütçenizi verimli kullanmak için en hızlı getiri sağlayacak hizmetle başlayın, diğerlerini sonraki aşamalara bırakın.',
      enterpriseReadiness:
        'Ölçeğiniz için güvenlik, yedekleme, yetkilendirme ve performans izleme gereksinimlerini baştan planlayın.',
      aiPilot:
        'Yapay zekâ için önce ölçülebilir bir hedefi olan küçük bir pilot projeyle başlayın, başarılı olursa yaygınlaştırın.',
      freeConsultation: 'Hedeflerinizi netleştirmek için ücretsiz bir ön görüşme planlayalım.',
      kpis: 'Sonuçları takip edebilmek için baştan net hedefler ve ölçülebilir performans göstergeleri (KPI) belirleyin.',
    },
  },
  package: {
    names: {
      'tbt-baslangic': 'Başlangıç E-Ticaret Paketi',
      'tbt-standart': 'Standart E-Ticaret Paketi',
      'tbt-profesyonel': 'Profesyonel E-Ticaret Paketi',
      'tbt-kurumsal': 'Kurumsal E-Ticaret Paketi',
    },
    budget: {
      '0-5k': '0–5k bütçe aralığınız',
      '5k-10k': '5k–10k bütçe aralığınız',
      '10k-20k': '10k–20k bütçe aralığınız',
      '20k+': '20k üzerindeki bütçeniz',
    },
    monthlyRevenue: {
      '0-10k': '0–10k aylık cironuz',
      '10k-50k': '10k–50k aylık cironuz',
      '50k-100k': '50k–100k aylık cironuz',
      '100k-500k': '100k–500k aylık cironuz',
      '500k+': '500k üzerindeki aylık cironuz',
    },
    employeeCount: {
      '1': 'tek kişilik ekibiniz',
      '2-5': '2–5 kişilik ekibiniz',
      '6-15': '6–15 kişilik ekibiniz',
      '16-50': '16–50 kişilik ekibiniz',
      '50+': "50'den fazla çalışanınız",
    },
    features: FEATURES,
    featureNeed: (features) => `${list(features.map((feature) => FEATURES[feature]))} ihtiyacınız`,
    businessType: {
      retail: 'perakende satış yapmanız',
      wholesale: 'toptan satış yapmanız',
      manufacturing: 'üretici olmanız',
      services: 'hizmet sektöründe olmanız',
      technology: 'teknoloji sektöründe olmanız',
      fashion: 'moda sektöründe olmanız',
      food: 'gıda sektöründe olmanız',
      other: 'işletmenizin yapısı',
    },
    techLevel: {
      beginner: 'teknik konularda yeni başlayan olmanız',
      intermediate: 'orta düzey teknik bilginiz',
      advanced: 'ileri düzey teknik bilginiz',
      expert: 'uzman düzeyindeki teknik bilginiz',
    },
    timeline: {
      asap: 'olabildiğince hızlı yayına çıkma isteğiniz',
      '1month': 'bir ay içinde yayına çıkma planınız',
      '3months': 'üç aylık zaman planınız',
      '6months': 'altı aylık zaman planınız',
    },
    products: {
      few: 'küçük ürün yelpazeniz',
      many: 'yüzlerce ürünlük kataloğunuz',
      huge: 'binlerce ürünlük kataloğunuz',
    },
    growth: {
      global: 'yurt dışı ve pazaryeri büyüme planlarınız',
      wholesale: 'bayi ve B2B büyüme planlarınız',
    },
    main: (drivers, packageName) =>
      `${cap(phrases(drivers))} dikkate alındığında size en uygun seçenek ${packageName}.`,
    featureGap: (features, higherPackageName) =>
      features.length > 1
        ? `İstediğiniz ${list(features)} özellikleri normalde ${higherPackageName} kapsamında sunuluyor; bütçe aralığınız bunu şimdilik karşılamadığı için bu özellikleri ek modül olarak ya da ileride paket yükselterek eklemenizi öneriyoruz.`
        : `İstediğiniz ${list(features)} özelliği normalde ${higherPackageName} kapsamında sunuluyor; bütçe aralığınız bunu şimdilik karşılamadığı için bu özelliği ek modül olarak ya da ileride paket yükselterek eklemenizi öneriyoruz.`,
    capacity: (largerPackageName) =>
      `Belirttiğiniz ürün sayısı bu paketin kapasitesini aşabilir; kataloğunuz büyüdükçe ${largerPackageName} seçeneğini değerlendirin.`,
    largerNeed: (largerPackageName, price, difference) =>
      price && difference
        ? `Yanıtlarınız daha kapsamlı ${largerPackageName} seçeneğini işaret ediyor; ancak ${price} fiyatıyla bütçe aralığınızın üzerinde kalıyor ve önerdiğimiz paketten ${difference} daha pahalı.`
        : `Yanıtlarınız daha kapsamlı ${largerPackageName} seçeneğini işaret ediyor; fiyatı ihtiyaca göre teklifle belirlenir ve bütçe aralığınızın üzerinde kalabilir.`,
    overBudget: (packageName, price, overBy) =>
      `En uygun fiyatlı paketimiz ${packageName} bile ${price} ile bütçe aralığınızın ${overBy} üzerinde; ödemeyi aşamalara bölerek ya da kapsamı daraltarak bütçenize uygun bir yol bulabiliriz.`,
    onRequest: 'fiyat teklifle belirlenir',
    headroom: (packageName) =>
      `Bütçeniz daha kapsamlı bir paketi de karşılıyor; ancak şu anki ihtiyaçlarınız için ${packageName} yeterli.`,
    facts: {
      'tbt-baslangic':
        'Bu paket 500 ürün kapasitesi, 1 yönetici hesabı, 3 ay e-posta desteği ve 1 yıl ücretsiz alan adı ile hosting içerir.',
      'tbt-standart':
        'Bu paket 2.500 ürün kapasitesi, 3 yönetici hesabı, 6 ay e-posta ve telefon desteği, hosting ve SEO çalışması içerir.',
      'tbt-profesyonel':
        'Bu paket sınırsız ürün, 10 yönetici hesabı, 12 ay 7/24 VIP destek ve pazaryeri entegrasyonu içerir.',
      'tbt-kurumsal':
        'Bu paket sınırsız kullanım, size özel bir proje yöneticisi, SLA güvencesi, ömür boyu VIP destek, özel sunucu ve CDN ile ERP, B2B ve API entegrasyonlarını içerir.',
    },
    suggestions: {
      phasedBudget:
        'Bütçenizi zorlamamak için projeyi aşamalara bölelim: önce mağazayı yayına alalım, entegrasyonları ikinci aşamada ekleyelim.',
      migration:
        'Mevcut sitenizdeki ürün, müşteri ve sipariş verilerini taşıyalım ve eski adresler için 301 yönlendirmeleri kuralım; böylece arama sıralamanız korunur.',
      fastLaunch:
        'Hızlı açılış için önce en çok satan ürünlerinizle yayına çıkın, kataloğu ardından aşamalı olarak genişletin.',
      training: 'Yönetim paneli için kısa bir kullanım eğitimi ve ilk ay boyunca yakın destek planlayalım.',
      b2b: 'Bayileriniz için müşteri grubuna özel fiyat listeleri ve hızlı toplu sipariş ekranı kurgulayın.',
      marketplace:
        'Pazaryerlerindeki stok ve fiyatları tek panelden eşitleyerek stokta olmayan ürünü satma riskini ortadan kaldırın.',
      international:
        'Yurt dışı satışlar için çok dilli içerik, döviz seçenekleri ve uluslararası kargo entegrasyonunu baştan kurgulayın.',
      mobileApp:
        'Mobil uygulamayı, web mağazanız oturduktan sonra aynı altyapıya bağlı olarak ikinci aşamada geliştirin.',
      emailSocial: 'E-posta bülteni ve sosyal medya mağaza entegrasyonunu açılışla birlikte devreye alın.',
      marketingBudget:
        'Bütçenizin kalan kısmını dijital pazarlama ve SEO çalışmalarına ayırarak satışlarınızı daha hızlı büyütebilirsiniz.',
      upgradeLater:
        'Açılıştan sonraki ilk üç ayın satış verilerini birlikte değerlendirip paketi büyümenize göre yükseltebiliriz.',
      kickoffWorkshop:
        'Projeye, hedeflerinizi ve entegrasyon ihtiyaçlarınızı netleştireceğimiz bir başlangıç toplantısıyla başlayalım.',
      productContent:
        'Kaliteli ürün fotoğrafları ve açıklamaları dönüşüm oranını doğrudan artırır; içerik hazırlığına erkenden başlayın.',
    },
    featureGapSuggestion: (features, higherPackageName) =>
      `${cap(list(features))} için ${higherPackageName} seçeneğini ya da ${features.length > 1 ? 'bu özelliklerin' : 'bu özelliğin'} ek modül olarak geliştirilmesini birlikte planlayalım.`,
  },
};
