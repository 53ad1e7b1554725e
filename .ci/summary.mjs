// The last line of a CI run, from vitest's JSON report: `tests: N passed, M failed`, and the exit
// code (1 when M > 0). Under CI (`CI` set, and not `false` or `0`) a test skipped because the
// sample files beside the repository are missing (`meta.missingSamples`, test/helpers/shared-fixtures.ts)
// counts as failed, and the reason is printed first: CI must run them (README.md#test-it).
import fs from 'node:fs';

const file = process.argv[2] ?? '.data/test-results.json';
if (!fs.existsSync(file)) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
const r = JSON.parse(fs.readFileSync(file, 'utf8'));
let failed = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0) + (r.success === false && r.numFailedTests === 0 ? 1 : 0);
const ci = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI);
if (ci) {
  const skipped = r.testResults.flatMap((f) =>
    f.assertionResults.filter((a) => a.status !== 'passed' && a.status !== 'failed' && a.meta?.missingSamples),
  );
  for (const reason of new Set(skipped.map((a) => a.meta.missingSamples))) {
    const count = skipped.filter((a) => a.meta.missingSamples === reason).length;
    console.log(`CI must run every test, but ${count} ${count === 1 ? 'was' : 'were'} skipped: ${reason}`);
  }
  failed += skipped.length;
}
console.log(`tests: ${r.numPassedTests} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
