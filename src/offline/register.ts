// Registers the service worker (dist/sw.js, scope = the site's base) and says in the footer whether
// this copy of the knowledge base is ready offline. A bundled module, so the strict CSP allows it.
const status = document.querySelector<HTMLElement>('[data-offline-status]');

function say(key: 'ready' | 'updated' | 'offline') {
  if (!status) return;
  const text = status.dataset[key];
  if (text) status.textContent = text;
  status.dataset.state = key;
}

if ('serviceWorker' in navigator && status) {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register(`${base}sw.js`, { scope: base })
    .then(() => navigator.serviceWorker.ready)
    .then(() => say(navigator.onLine ? 'ready' : 'offline'))
    .catch(() => {
      /* No worker (private mode, file://): the site still works online. */
    });
  // A new build took over (skipWaiting + clientsClaim): the next page load shows it.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) say('updated');
  });
  addEventListener('offline', () => say('offline'));
  addEventListener('online', () => say('ready'));
}
