import { type LegalText, list, PLACEHOLDER, p, table } from './types.ts';

export const privacyText: LegalText = {
  title: 'Gizlilik Politikası',
  intro: `Bu Gizlilik Politikası, ${PLACEHOLDER.company} ("Şirket") tarafından işletilen web sitesini ziyaret eden ve hizmetlerimizden yararlanan kişilerin kişisel verilerinin nasıl toplandığını, kullanıldığını ve korunduğunu açıklar.`,
  updated: PLACEHOLDER.updated,
  sections: [
    {
      id: 'toplanan-veriler',
      heading: '1. Toplanan Veriler',
      blocks: [
        p('Hizmetlerimizi sunabilmek için aşağıdaki veri kategorilerini toplayabiliriz:'),
        list(
          'Kimlik ve iletişim bilgileri: ad soyad, e-posta adresi, telefon numarası.',
          'Talep bilgileri: iletişim formunda paylaştığınız konu ve mesaj içeriği, ilgilendiğiniz paket.',
          'Teknik veriler: IP adresi, tarayıcı türü, cihaz bilgisi, ziyaret edilen sayfalar ve ziyaret zamanı.',
          'Çerez verileri: onay verdiğiniz ölçüde performans, işlevsellik ve pazarlama çerezleri.',
        ),
      ],
    },
    {
      id: 'toplama-yontemleri',
      heading: '2. Verilerin Toplanma Yöntemleri',
      blocks: [
        p(
          'Kişisel veriler; iletişim ve teklif formları, e-bülten aboneliği, telefon ve WhatsApp görüşmeleri, e-posta yazışmaları ile çerezler ve sunucu kayıtları aracılığıyla otomatik veya kısmen otomatik yollarla toplanır.',
        ),
      ],
    },
    {
      id: 'kullanim-amaclari',
      heading: '3. Verilerin Kullanım Amaçları',
      blocks: [
        list(
          'Teklif ve bilgi taleplerinize yanıt vermek.',
          'Sözleşme kapsamındaki hizmetleri sunmak ve projeleri yürütmek.',
          'Web sitesinin güvenliğini sağlamak ve performansını iyileştirmek.',
          'Açık onayınız bulunması hâlinde kampanya ve yeniliklerden sizi haberdar etmek.',
          'Yasal yükümlülüklerimizi yerine getirmek.',
        ),
      ],
    },
    {
      id: 'veri-paylasimi',
      heading: '4. Verilerin Paylaşımı',
      blocks: [
        p(
          'Kişisel verileriniz satılmaz ve kiralanmaz. Veriler yalnızca hizmetin gerektirdiği ölçüde barındırma, e-posta ve analiz hizmeti sağlayıcıları gibi iş ortaklarımızla, gizlilik yükümlülükleri altında paylaşılır. Yetkili kamu kurum ve kuruluşlarının yasal talepleri hâlinde ilgili mevzuat çerçevesinde paylaşım yapılabilir.',
        ),
      ],
    },
    {
      id: 'veri-guvenligi',
      heading: '5. Veri Güvenliği',
      blocks: [
        p(
          'Verileriniz SSL/TLS şifrelemesi, erişim yetkilendirmesi, düzenli yedekleme ve güncel güvenlik önlemleriyle korunur. Verilere yalnızca görevi gereği erişmesi gereken çalışanlarımız erişebilir.',
        ),
      ],
    },
    {
      id: 'cerezler',
      heading: '6. Çerezler',
      blocks: [
        p(
          'Web sitemiz zorunlu çerezlerin yanı sıra yalnızca onay verdiğiniz performans, işlevsellik ve pazarlama çerezlerini kullanır. Ayrıntılar için Çerez Politikamızı inceleyebilir, tercihlerinizi dilediğiniz zaman değiştirebilirsiniz.',
        ),
      ],
    },
    {
      id: 'haklariniz',
      heading: '7. Haklarınız',
      blocks: [
        p('6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında;'),
        list(
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
          'İşlenmişse buna ilişkin bilgi talep etme,',
          'Eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme,',
          'Verilerinizin silinmesini veya yok edilmesini isteme,',
          'İşlemeye itiraz etme ve zararın giderilmesini talep etme haklarına sahipsiniz.',
        ),
      ],
    },
    {
      id: 'saklama-sureleri',
      heading: '8. Saklama Süreleri',
      blocks: [
        p('Kişisel veriler, işlenme amacının gerektirdiği süre ve yasal saklama süreleri boyunca saklanır:'),
        table(
          'Veri türlerine göre saklama süreleri',
          ['Veri türü', 'Saklama süresi'],
          [
            ['Müşteri verileri', '10 yıl'],
            ['İletişim kayıtları', '3 yıl'],
            ['Site kayıtları (log)', '2 yıl'],
            ['Pazarlama verileri', 'Onay geri alınana kadar'],
            ['Mali kayıtlar', '10 yıl'],
          ],
        ),
      ],
    },
    {
      id: 'iletisim',
      heading: '9. İletişim',
      blocks: [
        p('Gizlilik politikamızla ilgili sorularınız için bize ulaşabilirsiniz:'),
        list(
          `Unvan: ${PLACEHOLDER.company}`,
          `Adres: ${PLACEHOLDER.address}`,
          `E-posta: ${PLACEHOLDER.email}`,
          `Telefon: ${PLACEHOLDER.phone}`,
        ),
      ],
    },
    {
      id: 'degisiklikler',
      heading: '10. Değişiklikler',
      blocks: [
        p(
          'Bu politika gerektiğinde güncellenebilir. Güncel sürüm her zaman bu sayfada yayımlanır; önemli değişikliklerde sizi ayrıca bilgilendiririz.',
        ),
      ],
    },
  ],
};
