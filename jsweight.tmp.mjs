import { chromium } from '@playwright/test';
import { startServer } from '/work/wt/reading/server/start.ts';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const server = await startServer({ port: 0, dbPath: '/tmp/jsw.db', distDir: 'dist' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of [process.argv[2]]) {
  const page = await browser.newPage();
  const js = new Set();
  page.on('response', (r) => { if (r.url().endsWith('.js')) js.add(new URL(r.url()).pathname); });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  const rows = [...js].map((p) => [gzipSync(readFileSync('dist' + p)).length, p]).sort((a, b) => b[0] - a[0]);
  for (const r of rows) console.log(r[0], r[1]);
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent.length));
  console.log('inline', inline);
}
await browser.close(); await server.close();
