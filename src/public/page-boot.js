// Starts a server-rendered page's script (server/pages/page-assets.ts), and keeps what the
// visitor does before the app has hydrated.
//
// When: after the first contentful paint, so the page is readable at once and a phone's network
// is not shared with the script before that. On a first visit (the cookie banner is up and no
// choice is stored) not before the visitor's first sign of life (a touch, a key, the mouse, a
// scroll, focus): until an answer to the banner nothing on the page acts by itself (the promo
// waits for the banner, embeds wait for consent), and a phone reading the page is not made to run
// the whole app first. Decision 0059.
//
// What the visitor does meanwhile: a click on a link navigates as it would anyway (every page is
// rendered by the server); a click on anything else, and a form's submission, are held and done
// again once the app has hydrated (<html data-hydrated>): the hydrated page keeps the same
// elements. Text typed into a field before then is handed to the app (React keeps the typed
// value on hydration but does not report it as a change).
//
// The stylesheets written into the page carry disabled links (never fetched) that tell Vite's
// loader of lazy chunks not to load them again.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  if (!entry) return;
  const root = document.documentElement;
  const hydrated = () => root.hasAttribute('data-hydrated');

  // --- Starting the app ---------------------------------------------------------------------
  const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  const listening = { capture: true, passive: true };
  // The page's modules (data-preload: the entry, its route chunks and their imports), asked for
  // with the entry at once instead of one import level after another (the first tap's wait here:
  // 0.8 s -> 0.6 s). Not before: prefetched while a first visitor read, they took Lighthouse's `/`
  // from 99-100 to 95-100 here (the browser handles 50 responses).
  const preload = () => {
    for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, start, listening);
    preload();
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  const firstVisit =
    document.querySelector('[data-cookie-banner]') !== null &&
    // consent-defaults.js marks a choice stored before the consent cookie existed.
    !root.hasAttribute('data-cookie-consent') &&
    // An address with an anchor is handled by the app at once (the portfolio's project anchors).
    !location.hash;
  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    if (!firstVisit) setTimeout(start, 0);
  };
  if (firstVisit) for (const type of INTENT_EVENTS) addEventListener(type, start, listening);
  // After the first contentful paint has been presented: a frame callback can run before the
  // frame reaches the screen, and a script requested before the paint is counted against it.
  // A browser without paint timing (it would only warn and never call back) waits two frames.
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(afterPaint));
  }
  // A browser that reports no paint (or a page with nothing to paint) still goes on.
  setTimeout(afterPaint, 3000);

  // --- Holding what the visitor does until the app is there ----------------------------------
  const TEXT_INPUTS = ['text', 'email', 'tel', 'url', 'search', 'number', 'password'];
  const isTextField = (element) =>
    (element instanceof HTMLInputElement && TEXT_INPUTS.includes(element.type)) ||
    element instanceof HTMLTextAreaElement;
  /** A click whose default the page needs as it is: into a text field, or onto its label. */
  const clickTypes = (target) => {
    if (target.isContentEditable) return true;
    if (isTextField(target) && !target.readOnly) return true;
    const control = target.closest('label')?.control;
    return control ? isTextField(control) && !control.readOnly : false;
  };
  const held = [];
  const hold = (event, again) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < 10) held.push(again);
  };
  const onClick = (event) => {
    if (hydrated()) return;
    start();
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]') || clickTypes(target)) return;
    hold(event, () => target.isConnected && target.click());
  };
  const onSubmit = (event) => {
    if (hydrated()) return;
    start();
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    hold(event, () => form.isConnected && form.requestSubmit());
  };
  // On the window, capturing: before React's own listeners on the root see the event.
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);

  /** Reports a value typed before hydration to the app as the change it was. */
  const handOver = (field) => {
    if (!isTextField(field) || field.value === field.defaultValue) return;
    const typed = field.value;
    const { selectionStart, selectionEnd } = field;
    // React watches the element's own value property; the prototype's setter goes around it,
    // so the input event below reads as a change from the empty value.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) {
      try {
        field.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // a field type without a selection (email, number)
      }
    }
  };
  const replay = () => {
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    for (const field of document.querySelectorAll('#root input, #root textarea')) handOver(field);
    for (const again of held.splice(0)) again();
  };
  new MutationObserver((_, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    replay();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})();
