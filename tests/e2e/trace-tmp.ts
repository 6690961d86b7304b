import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const path = process.argv[2] ?? '/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
await page.goto('http://localhost:4610' + path);
await page.waitForTimeout(3000);
await browser.stopTracing();
await browser.close();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents as any[];
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const tasks = events.filter((e) => e.ph === 'X' && e.tid === main.tid && e.pid === main.pid && e.name === 'RunTask' && e.dur > 8000);
const t0 = Math.min(...events.filter((e) => e.ts > 0 && e.pid === main.pid).map((e) => e.ts));
for (const task of tasks) {
  const inner = events.filter((e) => e.ph === 'X' && e.tid === main.tid && e.pid === main.pid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.dur > 5000);
  const summary = inner.map((e) => `${e.name}${e.args?.data?.url ? '(' + String(e.args.data.url).split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${Math.round(e.dur / 1000)}`).slice(0, 12).join(', ');
  console.log(`task @${Math.round((task.ts - t0) / 1000)}ms ${Math.round(task.dur / 1000)}ms: ${summary}`);
}
