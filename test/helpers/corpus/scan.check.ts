/**
 * A look at what scan.ts makes, for a person: two corpus documents (an invoice and a delivery
 * note) scanned and photographed into .data/scratch/scan-check/, with sizes, formats, timings and
 * the checks that matter printed. Not a test (it writes files and takes seconds); run it after
 * changing scan.ts, and look at the images it writes (*.png; JPEGs have a .view.png beside them).
 *
 *   node --import tsx test/helpers/corpus/scan.check.ts [--ocr] [invoice-id] [note-id]
 *
 * With --ocr each variant is also read by the service's OCR path (readPdfText / readImageText),
 * and whether the document number and the seller's tax id came out is printed: a measure of
 * "still legible", not a test of the reader. Slow (Tesseract, a few seconds a page).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { openPdf, renderPdfPage } from '../../../src/document-imports/extraction/page-images.js';
import { stopOcr } from '../../../src/document-imports/extraction/ocr.js';
import { readImageText, readPdfText, type PdfText } from '../../../src/document-imports/extraction/pdf-text.js';
import { generateCorpus } from '../pdf-corpus.js';
import { phonePhoto, scannedImage, scannedPdf } from './scan.js';

const OUT = path.resolve('.data/scratch/scan-check');
mkdirSync(OUT, { recursive: true });

const args = process.argv.slice(2);
const withOcr = args.includes('--ocr');
const [invoiceId = 'invoice-multipage-0', noteId = 'note-classic-0'] = args.filter((a) => !a.startsWith('--'));
const corpus = await generateCorpus();
const picked = [invoiceId, noteId].map((id) => {
  const doc = corpus.find((d) => d.id === id);
  if (!doc) throw new Error(`no corpus document ${id}`);
  return doc;
});

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  if (!ok) failures.push(what);
  console.log(`    ${ok ? 'ok  ' : 'FAIL'} ${what}`);
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

function kb(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(0)} kB`;
}

/** Mean absolute difference (0..255) between two images at a small common size, grey. */
async function difference(a: Uint8Array | Buffer, b: Uint8Array | Buffer): Promise<number> {
  const small = (img: Uint8Array | Buffer) => sharp(img).rotate().resize(150, 200, { fit: 'fill' }).toColourspace('b-w').raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

/** What OCR made of a variant: mean confidence and whether the number and the seller's tax id are in the text. */
async function legibility(doc: (typeof picked)[number], read: () => Promise<PdfText>): Promise<void> {
  if (!withOcr) return;
  const start = performance.now();
  const text = await read();
  const page = text.pages[0];
  const flat = (v: string) => v.toUpperCase().replace(/[^0-9A-Z/]/g, '');
  const all = flat(page.lines.map((l) => l.text).join(' '));
  const number = doc.kind === 'invoice' ? doc.expected.invoice_number : doc.expected.delivery_note_number;
  const nif = doc.expected.provider_nif ?? '';
  const found = [`number ${number}: ${all.includes(flat(number)) ? 'read' : 'MISSED'}`, `seller NIF ${nif}: ${nif && all.includes(flat(nif)) ? 'read' : 'MISSED'}`];
  console.log(`    OCR: confidence ${(page.ocrConfidence ?? 0).toFixed(2)}, ${page.lines.length} lines, ${found.join(', ')} (${(performance.now() - start).toFixed(0)} ms)`);
}

for (const doc of picked) {
  const pages = (await openPdf(doc.bytes)).numPages;
  console.log(`\n${doc.id} (${doc.kind}, ${pages} page${pages === 1 ? '' : 's'}, ${kb(doc.bytes.length)})`);
  const seed = 1234;

  // 1. A scanned PDF at 200 dpi, JPEG inside as office scanners write them.
  {
    const options = { dpi: 200, rotateDegrees: -1.2, noise: 0.5, jpegQuality: 75, seed };
    const [pdf, ms] = await timed(() => scannedPdf(doc.bytes, options));
    const file = path.join(OUT, `${doc.id}.scan-200dpi.pdf`);
    writeFileSync(file, pdf);
    const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
    console.log(`  scanned PDF 200 dpi q75: ${kb(pdf.length)}, ${totalPages} pages, ${ms.toFixed(0)} ms (${(ms / pages).toFixed(0)} ms/page)`);
    check(Buffer.from(pdf.subarray(0, 5)).toString('latin1') === '%PDF-', 'starts with %PDF-');
    check(totalPages === pages, `as many pages as the original (${totalPages})`);
    check(text.trim() === '', `no text layer (extractText gave ${JSON.stringify(text.slice(0, 40))})`);
    const again = await scannedPdf(doc.bytes, options);
    check(Buffer.compare(Buffer.from(again), Buffer.from(pdf)) === 0, 'same bytes on a second run (deterministic)');
    const other = await scannedPdf(doc.bytes, { ...options, seed: seed + 1 });
    check(Buffer.compare(Buffer.from(other), Buffer.from(pdf)) !== 0, 'different bytes for another seed');
    // What a viewer shows: page 1 of the scanned PDF rendered back.
    const back = await renderPdfPage(pdf, 1, 100);
    writeFileSync(path.join(OUT, `${doc.id}.scan-200dpi.page1-as-viewed.png`), back);
    await legibility(doc, () => readPdfText(pdf, { maxPages: 1, maxOcrPages: 1 }));
    const lossless = await timed(() => scannedPdf(doc.bytes, { ...options, jpegQuality: undefined }));
    console.log(`  scanned PDF 200 dpi lossless (PNG inside): ${kb(lossless[0].length)}, ${lossless[1].toFixed(0)} ms`);
  }

  // 2. A 150 dpi JPEG, turned 2°, noisy.
  {
    const [jpeg, ms] = await timed(() => scannedImage(doc.bytes, { dpi: 150, rotateDegrees: 2, noise: 0.8, jpegQuality: 70, seed, format: 'jpeg' }));
    writeFileSync(path.join(OUT, `${doc.id}.scan-150dpi-2deg.jpg`), jpeg);
    await sharp(jpeg).png().toFile(path.join(OUT, `${doc.id}.scan-150dpi-2deg.view.png`));
    const meta = await sharp(jpeg).metadata();
    console.log(`  JPEG 150 dpi 2° noise 0.8 q70: ${kb(jpeg.length)}, ${meta.width}×${meta.height}, ${meta.channels} ch, ${meta.density} dpi, ${ms.toFixed(0)} ms`);
    check(meta.format === 'jpeg', `format jpeg (${meta.format})`);
    check(meta.width === 1240 && Math.abs((meta.height ?? 0) - 1754) <= 1, `A4 at 150 dpi (${meta.width}×${meta.height})`);
    check(meta.density === 150, `density 150 (${meta.density})`);
    await legibility(doc, () => readImageText(jpeg));
  }

  // 3. A 300 dpi PNG, lossless, a little skew and light noise.
  {
    const [png, ms] = await timed(() => scannedImage(doc.bytes, { dpi: 300, rotateDegrees: 0.7, noise: 0.4, seed, format: 'png' }));
    writeFileSync(path.join(OUT, `${doc.id}.scan-300dpi.png`), png);
    const meta = await sharp(png).metadata();
    console.log(`  PNG 300 dpi 0.7° noise 0.4: ${kb(png.length)}, ${meta.width}×${meta.height}, ${meta.channels} ch, ${meta.density} dpi, ${ms.toFixed(0)} ms`);
    check(meta.format === 'png', `format png (${meta.format})`);
    check(meta.width === 2480 && Math.abs((meta.height ?? 0) - 3508) <= 1, `A4 at 300 dpi (${meta.width}×${meta.height})`);
    await legibility(doc, () => readImageText(png));
    // A crop at full size, to judge the grain and the print.
    await sharp(png).extract({ left: 100, top: 100, width: 1200, height: 900 }).toFile(path.join(OUT, `${doc.id}.scan-300dpi.crop.png`));
  }

  // 4. A phone photo, portrait, stored turned (orientation 6).
  {
    const options = { seed, perspective: 0.6, light: 0.6, orientation: 6 as const };
    const [jpeg, ms] = await timed(() => phonePhoto(doc.bytes, options));
    writeFileSync(path.join(OUT, `${doc.id}.photo-o6.jpg`), jpeg);
    const meta = await sharp(jpeg).metadata();
    console.log(`  phone photo o6 p0.6 l0.6: ${kb(jpeg.length)}, stored ${meta.width}×${meta.height}, orientation ${meta.orientation}, ${ms.toFixed(0)} ms`);
    check(meta.format === 'jpeg', `format jpeg (${meta.format})`);
    check(meta.orientation === 6, `EXIF orientation 6 (${meta.orientation})`);
    check(meta.width === 3000 && meta.height === 2250, `stored landscape 3000×2250 (${meta.width}×${meta.height})`);
    const upright = await sharp(jpeg).rotate().toBuffer({ resolveWithObject: true });
    check(upright.info.width === 2250 && upright.info.height === 3000, `upright after rotate(): ${upright.info.width}×${upright.info.height}`);
    await sharp(upright.data).resize(1125, 1500).png().toFile(path.join(OUT, `${doc.id}.photo-o6.upright.png`));
    await legibility(doc, () => readImageText(jpeg));
    // The same scene stored without turning: rotate() of the o6 photo must match it.
    const [plain, plainMs] = await timed(() => phonePhoto(doc.bytes, { ...options, orientation: 1 }));
    writeFileSync(path.join(OUT, `${doc.id}.photo-o1.jpg`), plain);
    const diff = await difference(jpeg, plain);
    check(diff < 3, `upright o6 matches the o1 photo of the same seed (mean difference ${diff.toFixed(2)} of 255)`);
    const upsideDown = await sharp(upright.data).rotate(180).toBuffer();
    const wrong = await difference(upsideDown, plain);
    check(wrong > diff * 3, `…and upside down it does not (${wrong.toFixed(2)})`);
    for (const o of [3, 8] as const) {
      const other = await phonePhoto(doc.bytes, { ...options, orientation: o });
      const m = await sharp(other).metadata();
      const d = await difference(other, plain);
      check(m.orientation === o && d < 3, `orientation ${o}: tag ${m.orientation}, upright difference ${d.toFixed(2)}`);
    }
    const again = await phonePhoto(doc.bytes, options);
    check(Buffer.compare(Buffer.from(again), Buffer.from(jpeg)) === 0, 'same bytes on a second run (deterministic)');
    console.log(`  phone photo o1 (same scene): ${kb(plain.length)}, ${plainMs.toFixed(0)} ms`);
    const [extreme, extremeMs] = await timed(() => phonePhoto(doc.bytes, { seed: seed + 7, perspective: 1, light: 1 }));
    writeFileSync(path.join(OUT, `${doc.id}.photo-p1-l1.jpg`), extreme);
    await sharp(extreme).rotate().resize(1125, 1500).png().toFile(path.join(OUT, `${doc.id}.photo-p1-l1.view.png`));
    console.log(`  phone photo p1 l1 (seed ${seed + 7}): ${kb(extreme.length)}, ${extremeMs.toFixed(0)} ms`);
    await legibility(doc, () => readImageText(extreme));
  }
}

console.log(`\n${failures.length === 0 ? 'all checks passed' : `${failures.length} failed:\n  ${failures.join('\n  ')}`}; files in ${OUT}`);
process.exitCode = failures.length === 0 ? 0 : 1;
if (withOcr) await stopOcr();
