/**
 * How well and how fast documents are read (docs/document-extraction.md#measuring-it): the
 * development corpus (looked at while tuning) and the held-out corpora (written apart, then
 * scored and, the fresh and blind ones after one scoring each, tuned on), as text PDFs and as
 * scans and phone photos, per field and per layout; the time of a one-page text PDF and of an
 * OCR page; the process's memory while reading; how many OCR pages ran at once.
 *
 *   npm run bench:extraction            # every text PDF; 1 document of every layout scanned
 *                                       # at 200 dpi and photographed (about 15 min on 2 cores)
 *   BENCH_SETS=heldout BENCH_VARIANTS=text,scan-200 npm run bench:extraction
 *   BENCH_VARIANTS=scan-150-jpeg,scan-300-png BENCH_SCANS_PER_LAYOUT=3 npm run bench:extraction
 *   BENCH_SETS=heldout-blind BENCH_VARIANTS=scan-200 npm run bench:extraction   # one set, one variant
 *   BENCH_SETS=heldout-blind2 npm run bench:extraction  # the second blind set: scored once, not by default
 *   BENCH_SPEED=0 BENCH_VARIANTS=text npm run bench:extraction   # the scores only: no timing, queue or memory runs
 *
 * It reads in process, one document at a time (the figures are the reader's, not a queue's),
 * then, apart, 6 images at once to show the OCR queue.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractDocument } from '../src/document-imports/extraction/extraction.js';
import { MAX_OCR_WORKERS, ocrActivity, stopOcr } from '../src/document-imports/extraction/ocr.js';
import { type CorpusSet, corpusOf, developmentCorpus, perLayout } from '../test/helpers/corpus/sets.js';
import { type Scored, describeScore, score } from '../test/helpers/corpus/score.js';
import { type VariantKind, onePage, variantOf } from '../test/helpers/corpus/variants.js';
import { median } from './measure.js';

const SETS = (process.env.BENCH_SETS ?? 'development,heldout,heldout-fresh,heldout-blind').split(',') as CorpusSet[];
const VARIANTS = (process.env.BENCH_VARIANTS ?? 'text,scan-200,photo').split(',') as Array<'text' | VariantKind>;
/** Text PDFs are all read; OCR takes seconds a page, so scans and photos are of this many documents of each layout. */
const SCANS_PER_LAYOUT = Number(process.env.BENCH_SCANS_PER_LAYOUT ?? 1);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

console.log(`extraction bench · node ${process.version} · ${os.cpus().length} cores · load ${load()}`);
const ocrPageMs: number[] = [];
for (const set of SETS) {
  const all = await corpusOf(set);
  for (const variant of VARIANTS) {
    // Image variants are of a first page: multi-page documents are scored as scanned PDFs only.
    const docs =
      variant === 'text' ? all : perLayout(variant === 'scan-200' ? all : all.filter(onePage), SCANS_PER_LAYOUT);
    const results: Scored[] = [];
    for (const doc of docs) {
      const input = variant === 'text' ? { bytes: doc.bytes, contentType: 'application/pdf' as const } : await variantOf(doc, variant);
      const started = performance.now();
      const extraction = await extractDocument(input.bytes, input.contentType, doc.kind);
      const ms = performance.now() - started;
      results.push({ doc, extraction, ms });
      if (extraction.ocr) ocrPageMs.push(ms / extraction.ocr.pages);
    }
    const s = score(results);
    const headerFields = (s.invoiceFields.right + s.noteHeaders.right) / (s.invoiceFields.total + s.noteHeaders.total);
    console.log(`\n${describeScore(`${set} · ${variant}`, s, { layouts: variant === 'text' })}`);
    console.log(`  header fields right (invoice and note): ${(100 * headerFields).toFixed(1)} %`);
    for (const w of s.wrongDocuments) console.log(`  WRONG ${w}`);
    for (const h of s.hardCreated) console.log(`  HARD CREATED ${h}`);
    console.log(`  load ${load()} · peak RSS so far ${(peakRss / 1e6).toFixed(0)} MB`);
  }
}

if (process.env.BENCH_SPEED === '0') {
  if (ocrPageMs.length) console.log(`\nOCR page (render or decode, clean-up, recognition, reading): median ${median(ocrPageMs).toFixed(0)} ms over ${ocrPageMs.length} pages · load ${load()}`);
  clearInterval(sampler);
  await stopOcr();
  process.exit(0);
}

// One-page text PDFs, each read 5 times: the median of all readings.
const textDocs = perLayout((await developmentCorpus()).filter(onePage), 2);
const textMs: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const doc of textDocs) {
    const started = performance.now();
    await extractDocument(doc.bytes, 'application/pdf', doc.kind);
    textMs.push(performance.now() - started);
  }
}

// The queue: 6 photos at once never recognise more than MAX_OCR_WORKERS pages at a time.
const photos = await Promise.all(perLayout((await developmentCorpus()).filter(onePage), 1).slice(0, 6).map((d) => variantOf(d, 'photo')));
const before = ocrActivity().peakBusy;
const started = performance.now();
await Promise.all(photos.map((p) => extractDocument(p.bytes, p.contentType, 'invoice')));
const queueMs = performance.now() - started;

// The worker's memory: `npm run start:worker` in a process of its own against an embedded
// PostgreSQL, given 24 imports at once (text PDFs, scanned PDFs and photos), as production runs it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'extraction-memory-'));
const memoryDocs = perLayout((await developmentCorpus()).filter(onePage), 1).slice(0, 8);
const args: string[] = [];
for (const [i, doc] of memoryDocs.entries()) {
  for (const variant of ['text', 'scan-200', 'photo'] as const) {
    const input = variant === 'text' ? { bytes: doc.bytes, contentType: 'application/pdf' } : await variantOf(doc, variant);
    const file = path.join(scratch, `${i}-${variant}`);
    fs.writeFileSync(file, input.bytes);
    args.push(`${file}:${input.contentType}:${doc.kind}`);
  }
}
const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'extraction-memory.ts'), ...args], { encoding: 'utf8' });
fs.rmSync(scratch, { recursive: true, force: true });
const memory = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as { env: Record<string, string>; files: number; idleRssMb: number; peakRssMb: number; seconds: number };

console.log(`
worker process (${memory.files} imports at once: text, scanned and photographed; ${Object.entries(memory.env).map(([k, v]) => `${k}=${v}`).join(' ') || 'glibc defaults'}): ${memory.idleRssMb} MB at rest, peak ${memory.peakRssMb} MB, ${memory.seconds} s
one-page text PDF: median ${median(textMs).toFixed(1)} ms over ${textMs.length} readings
OCR page (render or decode, clean-up, recognition, reading): median ${median(ocrPageMs).toFixed(0)} ms over ${ocrPageMs.length} pages
6 photos at once: ${(queueMs / 1000).toFixed(1)} s, at most ${Math.max(before, ocrActivity().peakBusy)} pages recognised at once (limit ${MAX_OCR_WORKERS})
peak RSS of this bench process (corpora and scan simulation in it too): ${(peakRss / 1e6).toFixed(0)} MB · load ${load()}`);

clearInterval(sampler);
await stopOcr();
