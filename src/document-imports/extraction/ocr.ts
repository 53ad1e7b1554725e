import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';

/**
 * Optical character recognition of a page image with Tesseract (tesseract.js, in-process, in
 * worker threads), with the Spanish model that `npm ci` installs (`@tesseract.js-data/spa`):
 * nothing is fetched at run time. Words come back with their boxes and confidences, so the
 * layout reading that serves text PDFs serves scans and photos too.
 *
 * At most `MAX_OCR_WORKERS` pages are recognised at once per process; more wait in a queue. A
 * Tesseract worker holds about 100 MB, so the pool is small and its idle workers are stopped.
 */

export interface OcrSymbol {
  text: string;
  /** 0..1. */
  confidence: number;
}

export interface OcrWord {
  text: string;
  /** Pixels, from the top-left corner. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..1. */
  confidence: number;
  symbols: OcrSymbol[];
}

export interface OcrLine {
  words: OcrWord[];
  /** The baseline's height at the line's middle, in pixels from the top. */
  baseline: number;
  /** Tesseract's row height (x-height and ascenders): about the font size, in pixels. */
  rowHeight: number;
}

export interface OcrPage {
  width: number;
  height: number;
  lines: OcrLine[];
  /** Mean word confidence, 0..1 (0 for a page with no words). */
  confidence: number;
}

/**
 * Pages recognised at once in one process: a queue, not a stampede. One: a Tesseract worker
 * takes about 200 MB while it reads a page, and the reading process peaked at 631 MB over 8
 * scans and photos with one at a time against 746 MB with two (bench/README.md, "Document extraction").
 */
export const MAX_OCR_WORKERS = 1;
/** An idle Tesseract worker is stopped after this long, giving its memory back. */
const IDLE_MS = 30_000;

/**
 * The package's `4.0.0_best_int` model: LSTM only (the `4.0.0` one carries the legacy engine's
 * data too, which LSTM_ONLY never uses); 36 MB less per worker, the same fields read on the
 * development scans and photos, the same time.
 */
const spa = createRequire(import.meta.url)('@tesseract.js-data/spa') as { langPath: string; gzip: boolean };

/** What the pool is doing: pages being recognised, pages waiting, and the most recognised at once so far. */
export interface OcrActivity {
  busy: number;
  waiting: number;
  peakBusy: number;
  pages: number;
}

class OcrPool {
  private readonly idle: Worker[] = [];
  private busy = 0;
  private readonly waiting: Array<() => void> = [];
  private timer: NodeJS.Timeout | null = null;
  private peakBusy = 0;
  private pages = 0;

  activity(): OcrActivity {
    return { busy: this.busy, waiting: this.waiting.length, peakBusy: this.peakBusy, pages: this.pages };
  }

  async run<T>(work: (worker: Worker) => Promise<T>): Promise<T> {
    while (this.busy >= MAX_OCR_WORKERS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy += 1;
    this.pages += 1;
    this.peakBusy = Math.max(this.peakBusy, this.busy);
    let worker: Worker | null = null;
    try {
      worker = this.idle.pop() ?? (await this.create());
      const result = await work(worker);
      this.idle.push(worker);
      worker = null;
      return result;
    } finally {
      // A worker whose job failed may be in any state: it is not reused.
      if (worker) await worker.terminate().catch(() => {});
      this.busy -= 1;
      this.waiting.shift()?.();
      this.scheduleStop();
    }
  }

  private async create(): Promise<Worker> {
    // Loaded with the first page to recognise: a process that never reads a scan never holds it.
    const { OEM, PSM, createWorker } = await import('tesseract.js');
    const worker = await createWorker('spa', OEM.LSTM_ONLY, { langPath: `${spa.langPath}_best_int`, gzip: spa.gzip, cacheMethod: 'none' });
    // Pages are brought to 300 dpi before recognition (prepareForOcr): saying so spares Tesseract its estimate (and its log line).
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, preserve_interword_spaces: '1', user_defined_dpi: '300' });
    return worker;
  }

  private scheduleStop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.stop(), IDLE_MS);
    this.timer.unref();
  }

  /** Stops the idle workers (tests, shutdown); busy ones finish their page first. */
  async stop(): Promise<void> {
    const workers = this.idle.splice(0);
    await Promise.all(workers.map((w) => w.terminate().catch(() => {})));
  }
}

const pool = new OcrPool();

export function ocrActivity(): OcrActivity {
  return pool.activity();
}

/** Stops the idle OCR workers now (the process is shutting down, or a test is done). */
export function stopOcr(): Promise<void> {
  return pool.stop();
}

/**
 * How long one page may take. A printed page takes seconds; a page that takes this long is
 * not one (a photograph of something else, noise), and its worker is stopped.
 */
export const OCR_PAGE_TIMEOUT_MS = 60_000;

/** Recognises the text of one page image (PNG or JPEG, already upright and cleaned up). */
export async function recognizePage(image: Buffer, size: { width: number; height: number }): Promise<OcrPage> {
  const { data } = await pool.run((worker) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR gave up after ${OCR_PAGE_TIMEOUT_MS / 1000} s`)), OCR_PAGE_TIMEOUT_MS);
    });
    // On a timeout the pool terminates this worker (a failed job's worker is never reused).
    return Promise.race([worker.recognize(image, { rotateAuto: true }, { blocks: true, text: false }), timeout]).finally(() => clearTimeout(timer));
  });
  const lines: OcrLine[] = [];
  let confidenceSum = 0;
  let wordCount = 0;
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words: OcrWord[] = [];
        for (const w of line.words) {
          const text = w.text.trim();
          if (!text) continue;
          words.push({
            text,
            x0: w.bbox.x0,
            y0: w.bbox.y0,
            x1: w.bbox.x1,
            y1: w.bbox.y1,
            confidence: w.confidence / 100,
            symbols: w.symbols.map((s) => ({ text: s.text, confidence: s.confidence / 100 })),
          });
          confidenceSum += w.confidence / 100;
          wordCount += 1;
        }
        if (words.length === 0) continue;
        const b = line.baseline;
        const middle = (line.bbox.x0 + line.bbox.x1) / 2;
        const baseline =
          b && b.x1 !== b.x0 ? b.y0 + ((b.y1 - b.y0) * (middle - b.x0)) / (b.x1 - b.x0) : Math.max(...words.map((w) => w.y1));
        lines.push({ words, baseline, rowHeight: line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0 });
      }
    }
  }
  return { width: size.width, height: size.height, lines, confidence: wordCount ? confidenceSum / wordCount : 0 };
}
