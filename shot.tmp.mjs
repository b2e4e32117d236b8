import { chromium } from '@playwright/test';
const [,, url, out, w, h] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(w ?? 1366), height: Number(h ?? 860) } });
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
