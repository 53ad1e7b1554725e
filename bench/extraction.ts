/**
 * How well and how fast documents are read (docs/document-extraction.md#measuring-it): the
 * development corpus (looked at while tuning) and the held-out corpus (written apart, only
 * scored), as text PDFs and as scans and phone photos, per field and per layout; the time of a
 * one-page text PDF and of an OCR page; the process's memory while reading; how many OCR pages
 * ran at once.
 *
 *   npm run bench:extraction                    # everything (about 20 minutes on 2 cores)
 *   BENCH_SETS=heldout BENCH_VARIANTS=text,scan-200 npm run bench:extraction
 *   BENCH_PER_LAYOUT=1 npm run bench:extraction # one document of each layout per variant
 *
 * It reads in process, one document at a time (the figures are the reader's, not a queue's),
 * then, apart, 6 images at once to show the OCR queue.
 */
import os from 'node:os';
import { extractDocument } from '../src/document-imports/extraction/extraction.js';
import { MAX_OCR_WORKERS, ocrActivity, stopOcr } from '../src/document-imports/extraction/ocr.js';
import { type CorpusSet, corpusOf, developmentCorpus, perLayout } from '../test/helpers/corpus/sets.js';
import { type Scored, describeScore, score } from '../test/helpers/corpus/score.js';
import { type VariantKind, onePage, variantOf } from '../test/helpers/corpus/variants.js';
import { median } from './measure.js';

const SETS = (process.env.BENCH_SETS ?? 'development,heldout').split(',') as CorpusSet[];
const VARIANTS = (process.env.BENCH_VARIANTS ?? 'text,scan-200,scan-150-jpeg,scan-300-png,photo').split(',') as Array<'text' | VariantKind>;
const PER_LAYOUT = process.env.BENCH_PER_LAYOUT ? Number(process.env.BENCH_PER_LAYOUT) : Infinity;

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
    const docs = perLayout(variant === 'text' || variant === 'scan-200' ? all : all.filter(onePage), PER_LAYOUT);
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
    console.log(`\n${describeScore(`${set} · ${variant}`, s, { layouts: variant === 'text' || variant === 'scan-200' })}`);
    for (const w of s.wrongDocuments) console.log(`  WRONG ${w}`);
    console.log(`  load ${load()} · peak RSS so far ${(peakRss / 1e6).toFixed(0)} MB`);
  }
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

console.log(`
one-page text PDF: median ${median(textMs).toFixed(1)} ms over ${textMs.length} readings
OCR page (render or decode, clean-up, recognition, reading): median ${median(ocrPageMs).toFixed(0)} ms over ${ocrPageMs.length} pages
6 photos at once: ${(queueMs / 1000).toFixed(1)} s, at most ${Math.max(before, ocrActivity().peakBusy)} pages recognised at once (limit ${MAX_OCR_WORKERS})
peak RSS of this process while reading: ${(peakRss / 1e6).toFixed(0)} MB · load ${load()}`);

clearInterval(sampler);
await stopOcr();
