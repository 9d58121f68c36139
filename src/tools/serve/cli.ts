// `npm run preview` / `npm start`: serves the built site like production (compressed, with the
// security headers) on http://127.0.0.1:4321/ unless PORT says otherwise.
import { serveSite } from './server.ts';

const port = Number(process.env.PORT ?? process.env.E2E_PORT ?? 4321);
const site = await serveSite({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`serving dist/ at ${site.url}/ (compressed, with the Content-Security-Policy header)`);
