import { chromium } from 'playwright';
const pages = process.argv.slice(3);
const width = Number(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
for (const p of pages) {
  await page.goto(`http://127.0.0.1:4406${p}`);
  const r = await page.evaluate(() => [...document.querySelectorAll('.sl-markdown-content .kb-table > table')].map((t) => {
    const box = t.getBoundingClientRect();
    const col = t.closest('.sl-markdown-content')!.getBoundingClientRect();
    const ths = [...t.querySelectorAll('thead th')].map((th) => { const b = th.getBoundingClientRect(); return `${th.textContent!.trim().slice(0, 14)}:${Math.round(b.width)}${b.right > Math.min(t.parentElement!.getBoundingClientRect().right, col.right) + 1 ? '!OFF' : ''}`; });
    const h = Math.round(box.height);
    const id = t.closest('section')?.querySelector('h2,h3')?.id ?? [...document.querySelectorAll('h2,h3')].filter((hh) => hh.compareDocumentPosition(t) & 4).pop()?.id;
    return `${id} w=${Math.round(box.width)} scroll=${t.parentElement!.scrollWidth} h=${h} ${ths.join(' | ')}`;
  }));
  console.log(p); for (const x of r) console.log('  ' + x);
}
await browser.close();
