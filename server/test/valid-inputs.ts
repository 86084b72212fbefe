/** Valid bodies of the public writes, shared by the tests that need one to vary or to repeat. */
export const VALID_CONTACT = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 555 000 00 00',
  subject: 'Teklif',
  message: 'Merhaba, bir web sitesi için teklif almak istiyoruz.',
};

export const VALID_SERVICE_ANSWERS = {
  businessType: 'retail',
  businessSize: 'small',
  currentWebsite: 'none',
  goals: ['increase_sales'],
  timeline: 'normal',
  techLevel: 'beginner',
};

export const VALID_PACKAGE_REQUEST = { businessType: 'retail', budget: '0-5k' };
