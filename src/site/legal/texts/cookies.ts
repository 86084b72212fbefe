import { type LegalText, list, PLACEHOLDER, p, table } from './types.ts';

export const cookiesText: LegalText = {
  title: 'Çerez Politikası',
  intro: `Bu Çerez Politikası, ${PLACEHOLDER.company} web sitesinde kullanılan çerezleri, amaçlarını ve tercihlerinizi nasıl yönetebileceğinizi açıklar. Çerezler, ziyaret ettiğiniz sitelerin tarayıcınıza kaydettiği küçük metin dosyalarıdır.`,
  updated: PLACEHOLDER.updated,
  sections: [
    {
      id: 'zorunlu-cerezler',
      heading: '1. Zorunlu Çerezler',
      blocks: [
        p(
          'Sitenin çalışması için gereklidir ve kapatılamaz. Dil tercihi, çerez onayı ve oturum güvenliği gibi temel işlevleri sağlar. Süre: oturum süresince veya 1 yıl.',
        ),
      ],
    },
    {
      id: 'performans-cerezleri',
      heading: '2. Performans Çerezleri',
      blocks: [
        p(
          'Ziyaretçilerin siteyi nasıl kullandığını anonim olarak ölçerek performansı iyileştirmemize yardımcı olur. Yalnızca onayınızla kullanılır. Süre: 2 yıla kadar.',
        ),
      ],
    },
    {
      id: 'islevsellik-cerezleri',
      heading: '3. İşlevsellik Çerezleri',
      blocks: [
        p(
          'Tercihlerinizi hatırlayarak size daha kişisel bir deneyim sunar; örneğin harita ve video gibi gömülü içeriklerin ayarları. Süre: 1 yıl.',
        ),
      ],
    },
    {
      id: 'pazarlama-cerezleri',
      heading: '4. Pazarlama Çerezleri',
      blocks: [
        p(
          'İlgi alanlarınıza uygun reklamlar göstermek ve kampanyaların etkinliğini ölçmek için kullanılır. Yalnızca onayınızla etkinleşir. Süre: 6 ay ile 2 yıl arası.',
        ),
      ],
    },
    {
      id: 'ucuncu-taraf-cerezleri',
      heading: '5. Üçüncü Taraf Çerezleri',
      blocks: [
        table(
          'Kullanılan üçüncü taraf çerezleri',
          ['Sağlayıcı', 'Amaç', 'Kategori', 'Süre'],
          [
            ['Google Analytics', 'Ziyaret istatistikleri', 'Performans', '2 yıl'],
            ['Google Maps', 'Konum haritasının gösterimi', 'İşlevsellik', '1 yıl'],
            ['Google Ads', 'Reklam ölçümü', 'Pazarlama', '6 ay – 2 yıl'],
            ['Meta (Facebook) Pixel', 'Reklam ve yeniden hedefleme', 'Pazarlama', '6 ay – 2 yıl'],
          ],
        ),
      ],
    },
    {
      id: 'cerez-yonetimi',
      heading: '6. Çerezlerin Yönetimi',
      blocks: [
        p(
          'Her sayfanın altındaki "Çerez Ayarları" bağlantısıyla tercihlerinizi dilediğiniz zaman değiştirebilir veya verdiğiniz onayı geri alabilirsiniz; ilk ziyaretinizde sayfanın altında görünen çerez bildirimindeki "Ayarlar" seçeneği de aynı paneli açar. Ayrıca tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz.',
        ),
        list(
          'Oturum çerezleri: tarayıcı kapatıldığında silinir.',
          'Performans çerezleri: 2 yıl.',
          'İşlevsellik çerezleri: 1 yıl.',
          'Pazarlama çerezleri: 6 ay – 2 yıl.',
        ),
      ],
    },
    {
      id: 'reddetmenin-etkileri',
      heading: '7. Çerezleri Reddetmenin Etkileri',
      blocks: [
        p(
          'Zorunlu olmayan çerezleri reddetmeniz sitenin temel işlevlerini etkilemez; ancak bazı kişiselleştirilmiş içerikler ve gömülü hizmetler beklendiği gibi çalışmayabilir, ziyaret istatistiklerimiz eksik kalabilir.',
        ),
      ],
    },
    {
      id: 'guvenlik',
      heading: '8. Güvenlik',
      blocks: [
        p(
          `Çerezler kişisel verilerinizi doğrudan içermez; oturum çerezleri güvenli ve yalnızca HTTP üzerinden erişilebilir olarak işaretlenir. Sorularınız için: ${PLACEHOLDER.email}.`,
        ),
      ],
    },
  ],
};
