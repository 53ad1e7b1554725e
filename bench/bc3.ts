/**
 * BC3 parse benchmark: a generated FIEBDC-3 file of 10,000 concepts (7,389 items in 100
 * sub-chapters, 2,500 basic concepts, ~T texts, ~M totals, a % line per item) read into the budget
 * tree, no database.
 *
 *   npm run bench:bc3 [runs=5]
 *
 * Prints the file size, the first (cold) parse, the median of the runs and a write of the tree
 * back to bytes. The whole import has 3 s; the parse should take a small part of it.
 */
import { readBc3, type Bc3Chapter } from '../src/budgets/bc3/bc3-reader.js';
import { writeBc3 } from '../src/budgets/bc3/bc3-writer.js';
import { largeBc3 } from '../test/helpers/bc3-files.js';

const RUNS = Number(process.argv[2] ?? 5);

function count(chapter: Bc3Chapter): { chapters: number; items: number; breakdowns: number } {
  const totals = { chapters: chapter.chapters.length, items: chapter.items.length, breakdowns: 0 };
  for (const item of chapter.items) totals.breakdowns += item.breakdowns.length;
  for (const sub of chapter.chapters) {
    const c = count(sub);
    totals.chapters += c.chapters;
    totals.items += c.items;
    totals.breakdowns += c.breakdowns;
  }
  return totals;
}

function time<T>(run: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint();
  const value = run();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

const bytes = largeBc3(10_000);
console.log(`file: ${(bytes.length / 1024 / 1024).toFixed(2)} MB, 10,000 concepts`);

const cold = time(() => readBc3(bytes));
console.log(`parse, cold (first in the process, as an import is): ${cold.ms.toFixed(0)} ms`);
const times: number[] = [];
let budget = cold.value;
for (let i = 0; i < RUNS; i++) {
  const run = time(() => readBc3(bytes));
  times.push(run.ms);
  budget = run.value;
  console.log(`parse ${i + 1}: ${run.ms.toFixed(0)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const { chapters, items, breakdowns } = count(budget.root);
console.log(`tree: ${chapters} chapters, ${items} items, ${breakdowns} breakdown lines; total ${budget.root.total} cents`);
console.log(`parse median: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (of ${RUNS} after the cold one)`);
const write = time(() => writeBc3(budget.root));
console.log(`write: ${write.ms.toFixed(0)} ms, ${(write.value.length / 1024 / 1024).toFixed(2)} MB`);
