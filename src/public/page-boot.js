// Starts a server-rendered page's script after its first paint (server/pages/page-assets.ts):
// the page is readable at once, and a phone's network is not shared with the script before
// that. The stylesheets written into the page carry disabled links (never fetched) that tell
// Vite's loader of lazy chunks not to load them again.
(() => {
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  if (!entry) return;
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  // After the first contentful paint has been presented: a frame callback can run before the
  // frame reaches the screen, and a script requested before the paint is counted against it.
  // A browser without paint timing (it would only warn and never call back) waits two frames.
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(startOnce));
  }
  // A browser that reports no paint (or a page with nothing to paint) still starts.
  setTimeout(startOnce, 3000);
})();
