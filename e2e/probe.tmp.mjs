import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
const page = await browser.newPage();
const variants = {
  ariaLabel: `<button aria-label="Refresh verification code"><img alt="Verification code" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=10 height=10></button>`,
  labelledby: `<button aria-labelledby="x"><img alt="Verification code" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=10 height=10></button><span id="x" hidden>Refresh verification code</span>`,
  content: `<button><img alt="Verification code" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=10 height=10><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Refresh</span></button>`,
  title: `<button title="Refresh verification code"><img alt="Verification code" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=10 height=10></button>`,
};
for (const [k, html] of Object.entries(variants)) {
  await page.setContent(`<label for=c>Verification code</label><input id=c>${html}`);
  const n = await page.getByLabel('Verification code').count();
  const img = await page.getByRole('img', { name: /verification code/i }).count();
  const btn = await page.getByRole('button', { name: 'Refresh verification code' }).count();
  const btnExact = await page.getByRole('button', { name: 'Refresh verification code', exact: true }).count();
  const name = await page.locator('button').evaluate((b) => b.outerHTML.length);
  console.log(k, { getByLabel: n, img, btn, btnExact });
}
await browser.close();
