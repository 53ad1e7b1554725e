import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers/process.js';

/**
 * `.ci/summary.mjs`, the last step of `.ci/run`: the summary line from vitest's JSON report, and
 * under CI a test skipped for missing sample files counts as failed (README.md#test-it). And the
 * rule that makes it work: the sample files are read only through test/helpers/shared-fixtures.ts.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-ci-summary-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const reason = 'the BC3 sample budgets are not in /x/shared/fixtures/bc3 (kept beside the repository, not in it; README.md#test-it)';

function report(skippedForSamples: number, failed = 0): string {
  const assertionResults = [
    { fullName: 'a passes', status: 'passed', meta: {} },
    { fullName: 'b passes', status: 'passed', meta: {} },
    { fullName: 'c is skipped on purpose', status: 'skipped', meta: {} },
    ...Array.from({ length: skippedForSamples }, (_, i) => ({ fullName: `sample ${i}`, status: 'skipped', meta: { missingSamples: reason } })),
    ...Array.from({ length: failed }, (_, i) => ({ fullName: `broken ${i}`, status: 'failed', meta: {} })),
  ];
  const file = path.join(dir, `report-${skippedForSamples}-${failed}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ numPassedTests: 2, numFailedTests: failed, numRuntimeErrorTestSuites: 0, success: failed === 0, testResults: [{ assertionResults }] }),
  );
  return file;
}

function summary(file: string, ci: string | undefined) {
  const env = { ...process.env };
  delete env.CI;
  if (ci !== undefined) env.CI = ci;
  const run = spawnSync(process.execPath, ['.ci/summary.mjs', file], { cwd: ROOT, env, encoding: 'utf8' });
  const lines = run.stdout.trim().split('\n');
  return { code: run.status, last: lines.at(-1), lines };
}

describe('the CI summary', () => {
  it('passes a run whose sample tests were skipped when not under CI', () => {
    expect(summary(report(3), undefined)).toMatchObject({ code: 0, last: 'tests: 2 passed, 0 failed' });
    expect(summary(report(3), 'false')).toMatchObject({ code: 0, last: 'tests: 2 passed, 0 failed' });
  });

  it('fails a run under CI=true that skipped tests for missing sample files, saying why, the summary line last', () => {
    const run = summary(report(3), 'true');
    expect(run).toMatchObject({ code: 1, last: 'tests: 2 passed, 3 failed' });
    expect(run.lines[0]).toBe(`CI must run every test, but 3 were skipped: ${reason}`);
  });

  it('passes under CI=true when only other tests were skipped, and still counts real failures', () => {
    expect(summary(report(0), 'true')).toMatchObject({ code: 0, last: 'tests: 2 passed, 0 failed' });
    expect(summary(report(0, 2), 'true')).toMatchObject({ code: 1, last: 'tests: 2 passed, 2 failed' });
    expect(summary(path.join(dir, 'absent.json'), 'true')).toMatchObject({ code: 1, last: 'tests: 0 passed, 1 failed' });
  });
});

describe('the sample files beside the repository', () => {
  const testDir = path.join(ROOT, 'test');
  const files = fs
    .readdirSync(testDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && f !== path.join('helpers', 'shared-fixtures.ts'))
    .map((f) => ({ name: f, text: fs.readFileSync(path.join(testDir, f), 'utf8') }));

  it('are located only by the shared-fixtures helper', () => {
    const direct = files.filter((f) => /shared\/fixtures|'shared',\s*'fixtures'/.test(f.text) && f.name !== 'ci-summary.test.ts');
    expect(direct.map((f) => f.name)).toEqual([]);
  });

  it('are read only by tests inside describeSamples, which skips them where the files are absent', () => {
    const readers = files.filter((f) => f.name.endsWith('.test.ts') && /\b(files\.sample|sample|readSample|samplePath)\(\s*'/.test(f.text));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((f) => !/describeSamples\(/.test(f.text)).map((f) => f.name)).toEqual([]);
  });
});
