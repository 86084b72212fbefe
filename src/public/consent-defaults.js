// Google Consent Mode v2: every storage is denied by default, before any other script runs.
// A choice stored earlier ('cookie-consent' in localStorage) is applied at once.
window.dataLayer = window.dataLayer || [];
window.gtag =
  window.gtag ||
  function gtag() {
    // gtag.js reads the arguments object itself, so it is pushed as is.
    // biome-ignore lint/complexity/noArguments: required by the gtag protocol
    window.dataLayer.push(arguments);
  };
window.gtag('consent', 'default', {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  wait_for_update: 500,
});
try {
  const stored = JSON.parse(localStorage.getItem('cookie-consent') || 'null');
  if (stored?.preferences) {
    // A choice stored before the consent cookie existed: the server saw no cookie and rendered
    // the cookie banner; this hides it until the app writes the cookie (consent.module.css).
    document.documentElement.setAttribute('data-cookie-consent', 'stored');
    const ads = stored.preferences.marketing ? 'granted' : 'denied';
    window.gtag('consent', 'update', {
      analytics_storage: stored.preferences.performance ? 'granted' : 'denied',
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
    });
  }
} catch {
  // storage disabled or a damaged record: the defaults stay
}
