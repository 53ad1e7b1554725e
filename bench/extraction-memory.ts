/**
 * The memory of a process that only reads documents, as the worker does: the files given on
 * the command line (written by bench/extraction.ts), read two at a time (the OCR queue lets
 * MAX_OCR_WORKERS of them recognise at once); prints its resident memory before and at its peak while reading, as JSON.
 *
 *   node --import tsx bench/extraction-memory.ts FILE:TYPE:KIND ...
 */
import fs from 'node:fs';
import { extractDocument } from '../src/document-imports/extraction/extraction.js';
import type { DocumentKind, ExtractionContentType } from '../src/document-imports/extraction/extraction-types.js';
import { stopOcr } from '../src/document-imports/extraction/ocr.js';

const files = process.argv.slice(2).map((arg) => {
  const [file, type, kind] = arg.split(':');
  return { file, type: type as ExtractionContentType, kind: kind as DocumentKind };
});
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 25);
const queue = [...files];
const read = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    await extractDocument(fs.readFileSync(next.file), next.type, next.kind);
  }
};
await Promise.all([read(), read()]);
clearInterval(sampler);
await stopOcr();
console.log(JSON.stringify({ files: files.length, idleRssMb: Math.round(idle / 1e6), peakRssMb: Math.round(peak / 1e6) }));
