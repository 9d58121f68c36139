// Offline, a page address gets its precached index.html: /en/restore and /en/restore/ are one page,
// as on the server (generateSW offers no urlManipulation, and its precache route answers cache-first).
// Workbox copies this object into sw.js as source text, so the function uses nothing outside its body.
export const precachedPage = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const { origin, pathname } = new URL(request.url);
    // Precache keys carry ?__WB_REVISION__=…; the page's address does not.
    return caches.match(`${origin}${pathname.replace(/\/?$/, '/')}index.html`, { ignoreSearch: true });
  },
};
