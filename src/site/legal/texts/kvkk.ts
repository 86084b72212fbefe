import { type LegalText, list, PLACEHOLDER, p } from './types.ts';

export const kvkkText: LegalText = {
  title: 'KVKK Aydınlatma Metni',
  intro:
    'Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun ("KVKK") 10. maddesi uyarınca, veri sorumlusu sıfatıyla kişisel verilerinizin işlenmesine ilişkin sizi bilgilendirmek amacıyla hazırlanmıştır.',
  updated: PLACEHOLDER.updated,
  sections: [
    {
      id: 'veri-sorumlusu',
      heading: '1. Veri Sorumlusunun Kimliği',
      blocks: [
        list(
          `Unvan: ${PLACEHOLDER.company}`,
          `Adres: ${PLACEHOLDER.address}`,
          `MERSİS No: ${PLACEHOLDER.mersis}`,
          `E-posta: ${PLACEHOLDER.email}`,
          `KEP: ${PLACEHOLDER.kep}`,
          `Telefon: ${PLACEHOLDER.phone}`,
        ),
      ],
    },
    {
      id: 'isleme-amaclari',
      heading: '2. Kişisel Verilerin İşlenme Amaçları',
      blocks: [
        list(
          'Teklif, bilgi ve iletişim taleplerinin karşılanması,',
          'Sözleşmelerin kurulması ve ifası, proje süreçlerinin yürütülmesi,',
          'Faturalandırma ve muhasebe işlemlerinin yapılması,',
          'Bilgi güvenliği süreçlerinin yürütülmesi,',
          'Açık rızanız bulunması hâlinde tanıtım ve pazarlama faaliyetleri,',
          'Yetkili kurumlara karşı yasal yükümlülüklerin yerine getirilmesi.',
        ),
      ],
    },
    {
      id: 'hukuki-sebepler',
      heading: '3. Hukuki Sebepler',
      blocks: [
        p('Kişisel verileriniz KVKK’nın 5. maddesinde yer alan şu hukuki sebeplere dayanılarak işlenir:'),
        list(
          'Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması,',
          'Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi,',
          'İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaat,',
          'Pazarlama faaliyetleri için açık rıza.',
        ),
      ],
    },
    {
      id: 'veri-kategorileri',
      heading: '4. İşlenen Kişisel Veri Kategorileri',
      blocks: [
        list(
          'Kimlik: ad soyad.',
          'İletişim: e-posta adresi, telefon numarası, adres.',
          'Müşteri işlem: talep ve mesaj içerikleri, sipariş ve proje bilgileri.',
          'İşlem güvenliği: IP adresi, log kayıtları.',
          'Finans: fatura ve ödeme bilgileri.',
          'Pazarlama: çerez kayıtları ve tercihleri.',
        ),
      ],
    },
    {
      id: 'aktarim',
      heading: '5. Kişisel Verilerin Aktarılması',
      blocks: [
        p(
          'Kişisel verileriniz; hizmet aldığımız barındırma, e-posta ve muhasebe tedarikçilerine, iş ortaklarımıza ve talep hâlinde yetkili kamu kurum ve kuruluşlarına KVKK’nın 8. ve 9. maddelerine uygun olarak aktarılabilir. Yurt dışında bulunan hizmet sağlayıcılara aktarım yalnızca kanunda öngörülen şartlar sağlandığında yapılır.',
        ),
      ],
    },
    {
      id: 'saklama',
      heading: '6. Saklama Süreleri',
      blocks: [
        list(
          'Müşteri verileri: 10 yıl.',
          'İletişim kayıtları: 3 yıl.',
          'Site kayıtları: 2 yıl.',
          'Pazarlama verileri: rıza geri alınana kadar.',
          'Mali kayıtlar: 10 yıl.',
        ),
        p('Süresi dolan veriler silinir, yok edilir veya anonim hâle getirilir.'),
      ],
    },
    {
      id: 'guvenlik',
      heading: '7. Veri Güvenliği',
      blocks: [
        p(
          'Kişisel verilerinizin hukuka aykırı işlenmesini ve erişilmesini önlemek için şifreleme, erişim yetkilendirmesi, kayıt tutma ve düzenli denetim gibi gerekli teknik ve idari tedbirler alınır.',
        ),
      ],
    },
    {
      id: 'haklar',
      heading: '8. İlgili Kişinin Hakları',
      blocks: [
        p('KVKK’nın 11. maddesi uyarınca;'),
        list(
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
          'İşlenmişse buna ilişkin bilgi talep etme,',
          'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,',
          'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
          'Eksik veya yanlış işlenmişse düzeltilmesini isteme,',
          'Silinmesini veya yok edilmesini isteme,',
          'Otomatik sistemlerle analiz sonucu aleyhinize bir sonuca itiraz etme,',
          'Kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.',
        ),
      ],
    },
    {
      id: 'basvuru-usulu',
      heading: '9. Başvuru Usulü',
      blocks: [
        p(
          `Haklarınıza ilişkin taleplerinizi yazılı olarak ${PLACEHOLDER.address} adresine veya ${PLACEHOLDER.kep} KEP adresine ya da sistemimizde kayıtlı e-posta adresinizden ${PLACEHOLDER.email} adresine iletebilirsiniz.`,
        ),
        p(
          'Başvurunuz, talebin niteliğine göre en geç 30 gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi hâlinde, Kişisel Verileri Koruma Kurulu’nca belirlenen tarifeye göre en fazla 26,20 TL ücret alınabilir.',
        ),
      ],
    },
    {
      id: 'sikayet-hakki',
      heading: '10. Şikâyet Hakkı',
      blocks: [
        p(
          'Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâllerinde; cevabı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.',
        ),
      ],
    },
  ],
};
