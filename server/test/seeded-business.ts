/**
 * Test fixture: the agency's address, position and contact as its JSON-LD business node states
 * them. The seed's settings hold these values, and so do the structured-data tests' full settings.
 */
export const TBT_BUSINESS_LOCATION = {
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Çamlıbel Mah. Atatürk Cad. No: 12 Kat: 3',
    postalCode: '33010',
    addressLocality: 'Akdeniz',
    addressRegion: 'Mersin',
    addressCountry: 'TR',
  },
  geo: { '@type': 'GeoCoordinates', latitude: 36.7955, longitude: 34.6399 },
  telephone: '+90 324 555 01 24',
  email: 'merhaba@tbtdijital.com.tr',
};
