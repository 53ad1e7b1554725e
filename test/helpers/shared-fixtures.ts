/**
 * The real sample files — BC3 exports of Presto and CYPE, public Facturae invoices — are kept
 * beside the repository, in `../shared/fixtures/<set>`, not in it. A clone without them runs the
 * suite green: the tests that read them are skipped, and say why, in the output and in the JSON
 * report; under `CI=true`, `.ci/run` fails if any was skipped, since CI must run them
 * (README.md#test-it). Every test that reads a sample goes through this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { ROOT } from './process.js';

declare module 'vitest' {
  interface TaskMeta {
    /** Set on the tests skipped because the sample files of a set are absent: why (read by `.ci/run`). */
    missingSamples?: string;
  }
}

export type SampleSet = 'bc3' | 'facturae';

const NAMES: Record<SampleSet, string> = { bc3: 'BC3 sample budgets', facturae: 'Facturae sample invoices' };

/** The directory of a set: `../shared/fixtures/<set>` beside the repository. */
function samplesDir(set: SampleSet): string {
  return path.resolve(ROOT, '..', 'shared', 'fixtures', set);
}

/** Why the tests of `set` cannot run here, or null when its files are present. */
function missingSamples(set: SampleSet): string | null {
  const dir = samplesDir(set);
  if (fs.existsSync(dir)) return null;
  return `the ${NAMES[set]} are not in ${dir} (kept beside the repository, not in it; README.md#test-it)`;
}

const warned = new Set<SampleSet>();

/**
 * `describe(name, fn)` for tests that read the samples of `set`. Without them the suite is not
 * collected (`fn` does not run, so it may read the files at collection time) and one skipped test
 * stands for it, named and tagged with the reason; the reason is also printed once per file.
 */
export function describeSamples(set: SampleSet, name: string, fn: () => void): void {
  const missing = missingSamples(set);
  if (!missing) {
    describe(name, fn);
    return;
  }
  if (!warned.has(set)) {
    warned.add(set);
    console.warn(`Skipped: ${missing}.`);
  }
  describe(name, { skip: true, meta: { missingSamples: missing } }, () => {
    it(`skipped: ${missing}`, () => {});
  });
}

/** The bytes of one sample file of `set` (call it inside `describeSamples`). */
export function readSample(set: SampleSet, name: string): Buffer {
  return fs.readFileSync(path.join(samplesDir(set), name));
}
