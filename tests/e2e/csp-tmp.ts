import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of ['/index.html', '/', '/blog/career-change-resume-transferable-skills']) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.log('CSP', e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, (e as any).sample));
  });
  page.on('console', (m) => console.log(path, m.type(), m.text().slice(0, 300)));
  await page.goto('http://localhost:4610' + path);
  await page.waitForTimeout(2500);
  await page.close();
}
await browser.close();
