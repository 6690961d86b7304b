// Where `npm test` leaves the test runner's JSON reports, and their totals: read by `npm test`
// for its closing line and by CI's run on each Node release.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const testReportDir = (root) => join(root, 'node_modules/.cache/test-reports');

/** Passed, failed and skipped tests over the unit and browser reports that exist. */
export function testTotals(root) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const name of ['unit.json', 'e2e.json']) {
    const file = join(testReportDir(root), name);
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  return totals;
}
