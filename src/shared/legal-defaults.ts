import type { LegalPageId } from './legal-content.ts';

/**
 * The built-in Turkish legal texts in the markup of src/shared/legal-markup.ts (converted once from
 * the former static texts, wording kept): the content store's initial value of
 * `legal.<page>.body` (tr) and what "reset to default" brings back. Server only: the pages get
 * their text through tRPC, so the browser bundle does not carry it.
 */

/** The built-in Turkish privacy text. */
const privacy = `# Gizlilik Politikası

Bu Gizlilik Politikası, {company} ("Şirket") tarafından işletilen web sitesini ziyaret eden ve hizmetlerimizden yararlanan kişilerin kişisel verilerinin nasıl toplandığını, kullanıldığını ve korunduğunu açıklar.

## 1. Toplanan Veriler {#toplanan-veriler}

Hizmetlerimizi sunabilmek için aşağıdaki veri kategorilerini toplayabiliriz:

- Kimlik ve iletişim bilgileri: ad soyad, e-posta adresi, telefon numarası.
- Talep bilgileri: iletişim formunda paylaştığınız konu ve mesaj içeriği, ilgilendiğiniz paket.
- Teknik veriler: IP adresi, tarayıcı türü, cihaz bilgisi, ziyaret edilen sayfalar ve ziyaret zamanı.
- Çerez verileri: onay verdiğiniz ölçüde performans, işlevsellik ve pazarlama çerezleri.

## 2. Verilerin Toplanma Yöntemleri {#toplama-yontemleri}

Kişisel veriler; iletişim ve teklif formları, e-bülten aboneliği, telefon ve WhatsApp görüşmeleri, e-posta yazışmaları ile çerezler ve sunucu kayıtları aracılığıyla otomatik veya kısmen otomatik yollarla toplanır.

## 3. Verilerin Kullanım Amaçları {#kullanim-amaclari}

- Teklif ve bilgi taleplerinize yanıt vermek.
- Sözleşme kapsamındaki hizmetleri sunmak ve projeleri yürütmek.
- Web sitesinin güvenliğini sağlamak ve performansını iyileştirmek.
- Açık onayınız bulunması hâlinde kampanya ve yeniliklerden sizi haberdar etmek.
- Yasal yükümlülüklerimizi yerine getirmek.

## 4. Verilerin Paylaşımı {#veri-paylasimi}

Kişisel verileriniz satılmaz ve kiralanmaz. Veriler yalnızca hizmetin gerektirdiği ölçüde barındırma, e-posta ve analiz hizmeti sağlayıcıları gibi iş ortaklarımızla, gizlilik yükümlülükleri altında paylaşılır. Yetkili kamu kurum ve kuruluşlarının yasal talepleri hâlinde ilgili mevzuat çerçevesinde paylaşım yapılabilir.

## 5. Veri Güvenliği {#veri-guvenligi}

Verileriniz SSL/TLS şifrelemesi, erişim yetkilendirmesi, düzenli yedekleme ve güncel güvenlik önlemleriyle korunur. Verilere yalnızca görevi gereği erişmesi gereken çalışanlarımız erişebilir.

## 6. Çerezler {#cerezler}

Web sitemiz zorunlu çerezlerin yanı sıra yalnızca onay verdiğiniz performans, işlevsellik ve pazarlama çerezlerini kullanır. Ayrıntılar için Çerez Politikamızı inceleyebilir, tercihlerinizi dilediğiniz zaman değiştirebilirsiniz.

## 7. Haklarınız {#haklariniz}

6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında;

- Kişisel verilerinizin işlenip işlenmediğini öğrenme,
- İşlenmişse buna ilişkin bilgi talep etme,
- Eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme,
- Verilerinizin silinmesini veya yok edilmesini isteme,
- İşlemeye itiraz etme ve zararın giderilmesini talep etme haklarına sahipsiniz.

## 8. Saklama Süreleri {#saklama-sureleri}

Kişisel veriler, işlenme amacının gerektirdiği süre ve yasal saklama süreleri boyunca saklanır:

Table: Veri türlerine göre saklama süreleri
| Veri türü | Saklama süresi |
|---|---|
| Müşteri verileri | 10 yıl |
| İletişim kayıtları | 3 yıl |
| Site kayıtları (log) | 2 yıl |
| Pazarlama verileri | Onay geri alınana kadar |
| Mali kayıtlar | 10 yıl |

## 9. İletişim {#iletisim}

Gizlilik politikamızla ilgili sorularınız için bize ulaşabilirsiniz:

- Unvan: {company}
- Adres: {address}
- E-posta: {email}
- Telefon: {phone}

## 10. Değişiklikler {#degisiklikler}

Bu politika gerektiğinde güncellenebilir. Güncel sürüm her zaman bu sayfada yayımlanır; önemli değişikliklerde sizi ayrıca bilgilendiririz.`;

/** The built-in Turkish terms text. */
const terms = `# Kullanım Şartları

Bu Kullanım Şartları, {company} ("Şirket") web sitesinin kullanımını ve Şirket tarafından sunulan hizmetlerin genel koşullarını düzenler.

## 1. Genel Hükümler {#genel}

Web sitemizi ziyaret eden veya hizmetlerimizden yararlanan herkes bu şartları okumuş ve kabul etmiş sayılır. Şartları kabul etmiyorsanız lütfen siteyi kullanmayınız.

## 2. Hizmet Kapsamı {#hizmet-kapsami}

Şirket; web tasarım, e-ticaret, mobil uygulama, yazılım geliştirme, dijital pazarlama, sosyal medya danışmanlığı, marka ve tasarım, VR/AR ve yapay zekâ entegrasyonu hizmetleri sunar. Her projenin kapsamı, taraflarca onaylanan teklif ve sözleşmede belirlenir.

## 3. Kullanıcı Yükümlülükleri {#yukumlulukler}

- Formlarda doğru ve güncel bilgi vermek.
- Siteyi hukuka ve genel ahlaka aykırı amaçlarla kullanmamak.
- Sitenin güvenliğini tehlikeye atacak girişimlerde bulunmamak.
- Proje için gereken içerik ve materyalleri zamanında sağlamak.

## 4. Sözleşme ve Ödeme Koşulları {#sozlesme-ve-odeme}

- Teklifler, düzenlendikleri tarihten itibaren 30 gün geçerlidir.
- Ödeme, %50 proje başlangıcında peşin ve %50 teslimde olmak üzere iki taksitte yapılır.
- Faturalar, düzenlenme tarihinden itibaren 30 gün içinde ödenir.
- Geciken ödemelere aylık %2 gecikme faizi uygulanır.

## 5. Fikri Mülkiyet Hakları {#fikri-mulkiyet}

Sitedeki tüm içerik, tasarım, logo ve yazılımlar Şirket’e aittir ve izinsiz kullanılamaz. Teslim edilen projelerin kullanım hakları, ödemenin tamamlanmasıyla birlikte müşteriye devredilir; üçüncü taraf lisansları kendi koşullarına tabidir.

## 6. Garanti ve Destek {#garanti}

Web sitesi projelerinde teslimden itibaren 3 ay ücretsiz teknik destek verilir. Bu süre, yazılım hatalarının giderilmesini kapsar; yeni özellik talepleri ayrıca fiyatlandırılır.

## 7. İptal ve İade {#iptal-ve-iade}

Projenin iptali hâlinde iade oranları, işin tamamlanma düzeyine göre belirlenir:

- Proje başlamadan önce iptal: ödenen tutarın %100’ü iade edilir.
- Proje %25 tamamlandığında iptal: ödenen tutarın %75’i iade edilir.
- Proje %50 tamamlandığında iptal: ödenen tutarın %50’si iade edilir.
- Proje %75 tamamlandığında iptal: iade yapılmaz (%0).

## 8. Gizlilik {#gizlilik}

Taraflar, proje süresince edindikleri ticari bilgileri gizli tutar. Kişisel verilerin işlenmesine ilişkin ayrıntılar Gizlilik Politikası ve KVKK Aydınlatma Metni’nde yer alır.

## 9. Uygulanacak Hukuk ve Yetki {#uygulanacak-hukuk}

Bu şartlar Türkiye Cumhuriyeti kanunlarına tabidir. Uyuşmazlıklarda Mersin mahkemeleri ve icra daireleri yetkilidir.

## 10. Değişiklikler {#degisiklikler}

Şirket bu şartları önceden bildirmeksizin güncelleyebilir. Güncel sürüm bu sayfada yayımlanır.[[ Sorularınız için: {email}, {phone}.]]`;

/** The built-in Turkish cookies text. */
const cookies = `# Çerez Politikası

Bu Çerez Politikası, {company} web sitesinde kullanılan çerezleri, amaçlarını ve tercihlerinizi nasıl yönetebileceğinizi açıklar. Çerezler, ziyaret ettiğiniz sitelerin tarayıcınıza kaydettiği küçük metin dosyalarıdır.

## 1. Zorunlu Çerezler {#zorunlu-cerezler}

Sitenin çalışması için gereklidir ve kapatılamaz. Dil tercihi, çerez onayı ve oturum güvenliği gibi temel işlevleri sağlar. Süre: oturum süresince veya 1 yıl.

## 2. Performans Çerezleri {#performans-cerezleri}

Ziyaretçilerin siteyi nasıl kullandığını anonim olarak ölçerek performansı iyileştirmemize yardımcı olur. Yalnızca onayınızla kullanılır. Süre: 2 yıla kadar.

## 3. İşlevsellik Çerezleri {#islevsellik-cerezleri}

Tercihlerinizi hatırlayarak size daha kişisel bir deneyim sunar; örneğin harita ve video gibi gömülü içeriklerin ayarları. Süre: 1 yıl.

## 4. Pazarlama Çerezleri {#pazarlama-cerezleri}

İlgi alanlarınıza uygun reklamlar göstermek ve kampanyaların etkinliğini ölçmek için kullanılır. Yalnızca onayınızla etkinleşir. Süre: 6 ay ile 2 yıl arası.

## 5. Üçüncü Taraf Çerezleri {#ucuncu-taraf-cerezleri}

Table: Kullanılan üçüncü taraf çerezleri
| Sağlayıcı | Amaç | Kategori | Süre |
|---|---|---|---|
| Google Analytics | Ziyaret istatistikleri | Performans | 2 yıl |
| Google Maps | Konum haritasının gösterimi | İşlevsellik | 1 yıl |
| Google Ads | Reklam ölçümü | Pazarlama | 6 ay – 2 yıl |
| Meta (Facebook) Pixel | Reklam ve yeniden hedefleme | Pazarlama | 6 ay – 2 yıl |

## 6. Çerezlerin Yönetimi {#cerez-yonetimi}

Her sayfanın altındaki "Çerez Ayarları" bağlantısıyla tercihlerinizi dilediğiniz zaman değiştirebilir veya verdiğiniz onayı geri alabilirsiniz; ilk ziyaretinizde sayfanın altında görünen çerez bildirimindeki "Ayarlar" seçeneği de aynı paneli açar. Ayrıca tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz.

- Oturum çerezleri: tarayıcı kapatıldığında silinir.
- Performans çerezleri: 2 yıl.
- İşlevsellik çerezleri: 1 yıl.
- Pazarlama çerezleri: 6 ay – 2 yıl.

## 7. Çerezleri Reddetmenin Etkileri {#reddetmenin-etkileri}

Zorunlu olmayan çerezleri reddetmeniz sitenin temel işlevlerini etkilemez; ancak bazı kişiselleştirilmiş içerikler ve gömülü hizmetler beklendiği gibi çalışmayabilir, ziyaret istatistiklerimiz eksik kalabilir.

## 8. Güvenlik {#guvenlik}

Çerezler kişisel verilerinizi doğrudan içermez; oturum çerezleri güvenli ve yalnızca HTTP üzerinden erişilebilir olarak işaretlenir.[[ Sorularınız için: {email}.]]`;

/** The built-in Turkish kvkk text. */
const kvkk = `# KVKK Aydınlatma Metni

Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun ("KVKK") 10. maddesi uyarınca, veri sorumlusu sıfatıyla kişisel verilerinizin işlenmesine ilişkin sizi bilgilendirmek amacıyla hazırlanmıştır.

## 1. Veri Sorumlusunun Kimliği {#veri-sorumlusu}

- Unvan: {company}
- Adres: {address}
- MERSİS No: {mersis}
- E-posta: {email}
- KEP: {kep}
- Telefon: {phone}

## 2. Kişisel Verilerin İşlenme Amaçları {#isleme-amaclari}

- Teklif, bilgi ve iletişim taleplerinin karşılanması,
- Sözleşmelerin kurulması ve ifası, proje süreçlerinin yürütülmesi,
- Faturalandırma ve muhasebe işlemlerinin yapılması,
- Bilgi güvenliği süreçlerinin yürütülmesi,
- Açık rızanız bulunması hâlinde tanıtım ve pazarlama faaliyetleri,
- Yetkili kurumlara karşı yasal yükümlülüklerin yerine getirilmesi.

## 3. Hukuki Sebepler {#hukuki-sebepler}

Kişisel verileriniz KVKK’nın 5. maddesinde yer alan şu hukuki sebeplere dayanılarak işlenir:

- Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması,
- Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi,
- İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaat,
- Pazarlama faaliyetleri için açık rıza.

## 4. İşlenen Kişisel Veri Kategorileri {#veri-kategorileri}

- Kimlik: ad soyad.
- İletişim: e-posta adresi, telefon numarası, adres.
- Müşteri işlem: talep ve mesaj içerikleri, sipariş ve proje bilgileri.
- İşlem güvenliği: IP adresi, log kayıtları.
- Finans: fatura ve ödeme bilgileri.
- Pazarlama: çerez kayıtları ve tercihleri.

## 5. Kişisel Verilerin Aktarılması {#aktarim}

Kişisel verileriniz; hizmet aldığımız barındırma, e-posta ve muhasebe tedarikçilerine, iş ortaklarımıza ve talep hâlinde yetkili kamu kurum ve kuruluşlarına KVKK’nın 8. ve 9. maddelerine uygun olarak aktarılabilir. Yurt dışında bulunan hizmet sağlayıcılara aktarım yalnızca kanunda öngörülen şartlar sağlandığında yapılır.

## 6. Saklama Süreleri {#saklama}

- Müşteri verileri: 10 yıl.
- İletişim kayıtları: 3 yıl.
- Site kayıtları: 2 yıl.
- Pazarlama verileri: rıza geri alınana kadar.
- Mali kayıtlar: 10 yıl.

Süresi dolan veriler silinir, yok edilir veya anonim hâle getirilir.

## 7. Veri Güvenliği {#guvenlik}

Kişisel verilerinizin hukuka aykırı işlenmesini ve erişilmesini önlemek için şifreleme, erişim yetkilendirmesi, kayıt tutma ve düzenli denetim gibi gerekli teknik ve idari tedbirler alınır.

## 8. İlgili Kişinin Hakları {#haklar}

KVKK’nın 11. maddesi uyarınca;

- Kişisel verilerinizin işlenip işlenmediğini öğrenme,
- İşlenmişse buna ilişkin bilgi talep etme,
- İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,
- Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,
- Eksik veya yanlış işlenmişse düzeltilmesini isteme,
- Silinmesini veya yok edilmesini isteme,
- Otomatik sistemlerle analiz sonucu aleyhinize bir sonuca itiraz etme,
- Kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.

## 9. Başvuru Usulü {#basvuru-usulu}

Haklarınıza ilişkin taleplerinizi yazılı olarak {address} adresine[[ veya {kep} KEP adresine]] ya da sistemimizde kayıtlı e-posta adresinizden {email} adresine iletebilirsiniz.

Başvurunuz, talebin niteliğine göre en geç 30 gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi hâlinde, Kişisel Verileri Koruma Kurulu’nca belirlenen tarifeye göre en fazla 26,20 TL ücret alınabilir.

## 10. Şikâyet Hakkı {#sikayet-hakki}

Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâllerinde; cevabı öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.`;

export const LEGAL_DEFAULT_BODIES: Record<LegalPageId, string> = { privacy, terms, cookies, kvkk };

/** The "last updated" day of the built-in texts (YYYY-MM-DD), until the owner sets one. */
export const LEGAL_DEFAULT_UPDATED = '2026-11-27';
