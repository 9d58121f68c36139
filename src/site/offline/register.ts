/// <reference types="astro/client" />
// Registers the service worker (dist/sw.js, scope = the site's base) and says in the footer whether
// this copy of the knowledge base is ready offline. A bundled module, so the strict CSP allows it.
const status = document.querySelector<HTMLElement>('[data-offline-status]');

function say(key: 'ready' | 'updated' | 'offline') {
  if (!status) return;
  const text = status.dataset[key];
  if (text) status.textContent = text;
  status.dataset.state = key;
}

function register() {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  navigator.serviceWorker
    .register(`${base}sw.js`, { scope: base })
    .then(() => navigator.serviceWorker.ready)
    .then(() => say(navigator.onLine ? 'ready' : 'offline'))
    .catch(() => {
      /* No worker (private mode, file://): the site still works online. */
    });
}

if ('serviceWorker' in navigator && status) {
  const hadController = !!navigator.serviceWorker.controller;
  // The precache downloads the whole site: start it only once this page has loaded and settled, so it
  // never competes with what the reader is waiting for.
  const later = () => setTimeout(register, 1500);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
  // A new build took over (skipWaiting + clientsClaim): the next page load shows it.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) say('updated');
  });
  addEventListener('offline', () => say('offline'));
  addEventListener('online', () => say('ready'));
}
