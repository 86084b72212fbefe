import { type LegalText, list, PLACEHOLDER, p } from './types.ts';

export const termsText: LegalText = {
  title: 'Kullanım Şartları',
  intro: `Bu Kullanım Şartları, ${PLACEHOLDER.company} ("Şirket") web sitesinin kullanımını ve Şirket tarafından sunulan hizmetlerin genel koşullarını düzenler.`,
  updated: PLACEHOLDER.updated,
  sections: [
    {
      id: 'genel',
      heading: '1. Genel Hükümler',
      blocks: [
        p(
          'Web sitemizi ziyaret eden veya hizmetlerimizden yararlanan herkes bu şartları okumuş ve kabul etmiş sayılır. Şartları kabul etmiyorsanız lütfen siteyi kullanmayınız.',
        ),
      ],
    },
    {
      id: 'hizmet-kapsami',
      heading: '2. Hizmet Kapsamı',
      blocks: [
        p(
          'Şirket; web tasarım, e-ticaret, mobil uygulama, yazılım geliştirme, dijital pazarlama, sosyal medya danışmanlığı, marka ve tasarım, VR/AR ve yapay zekâ entegrasyonu hizmetleri sunar. Her projenin kapsamı, taraflarca onaylanan teklif ve sözleşmede belirlenir.',
        ),
      ],
    },
    {
      id: 'yukumlulukler',
      heading: '3. Kullanıcı Yükümlülükleri',
      blocks: [
        list(
          'Formlarda doğru ve güncel bilgi vermek.',
          'Siteyi hukuka ve genel ahlaka aykırı amaçlarla kullanmamak.',
          'Sitenin güvenliğini tehlikeye atacak girişimlerde bulunmamak.',
          'Proje için gereken içerik ve materyalleri zamanında sağlamak.',
        ),
      ],
    },
    {
      id: 'sozlesme-ve-odeme',
      heading: '4. Sözleşme ve Ödeme Koşulları',
      blocks: [
        list(
          'Teklifler, düzenlendikleri tarihten itibaren 30 gün geçerlidir.',
          'Ödeme, %50 proje başlangıcında peşin ve %50 teslimde olmak üzere iki taksitte yapılır.',
          'Faturalar, düzenlenme tarihinden itibaren 30 gün içinde ödenir.',
          'Geciken ödemelere aylık %2 gecikme faizi uygulanır.',
        ),
      ],
    },
    {
      id: 'fikri-mulkiyet',
      heading: '5. Fikri Mülkiyet Hakları',
      blocks: [
        p(
          'Sitedeki tüm içerik, tasarım, logo ve yazılımlar Şirket’e aittir ve izinsiz kullanılamaz. Teslim edilen projelerin kullanım hakları, ödemenin tamamlanmasıyla birlikte müşteriye devredilir; üçüncü taraf lisansları kendi koşullarına tabidir.',
        ),
      ],
    },
    {
      id: 'garanti',
      heading: '6. Garanti ve Destek',
      blocks: [
        p(
          'Web sitesi projelerinde teslimden itibaren 3 ay ücretsiz teknik destek verilir. Bu süre, yazılım hatalarının giderilmesini kapsar; yeni özellik talepleri ayrıca fiyatlandırılır.',
        ),
      ],
    },
    {
      id: 'iptal-ve-iade',
      heading: '7. İptal ve İade',
      blocks: [
        p('Projenin iptali hâlinde iade oranları, işin tamamlanma düzeyine göre belirlenir:'),
        list(
          'Proje başlamadan önce iptal: ödenen tutarın %100’ü iade edilir.',
          'Proje %25 tamamlandığında iptal: ödenen tutarın %75’i iade edilir.',
          'Proje %50 tamamlandığında iptal: ödenen tutarın %50’si iade edilir.',
          'Proje %75 tamamlandığında iptal: iade yapılmaz (%0).',
        ),
      ],
    },
    {
      id: 'gizlilik',
      heading: '8. Gizlilik',
      blocks: [
        p(
          'Taraflar, proje süresince edindikleri ticari bilgileri gizli tutar. Kişisel verilerin işlenmesine ilişkin ayrıntılar Gizlilik Politikası ve KVKK Aydınlatma Metni’nde yer alır.',
        ),
      ],
    },
    {
      id: 'uygulanacak-hukuk',
      heading: '9. Uygulanacak Hukuk ve Yetki',
      blocks: [
        p(
          'Bu şartlar Türkiye Cumhuriyeti kanunlarına tabidir. Uyuşmazlıklarda Mersin mahkemeleri ve icra daireleri yetkilidir.',
        ),
      ],
    },
    {
      id: 'degisiklikler',
      heading: '10. Değişiklikler',
      blocks: [
        p(
          `Şirket bu şartları önceden bildirmeksizin güncelleyebilir. Güncel sürüm bu sayfada yayımlanır. Sorularınız için: ${PLACEHOLDER.email}, ${PLACEHOLDER.phone}.`,
        ),
      ],
    },
  ],
};
