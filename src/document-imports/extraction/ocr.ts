import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';

/**
 * Optical character recognition of a page image with Tesseract (tesseract.js, in-process, in
 * worker threads), with the Spanish model that `npm ci` installs (`@tesseract.js-data/spa`):
 * nothing is fetched at run time. Words come back with their boxes and confidences, so the
 * layout reading that serves text PDFs serves scans and photos too.
 *
 * At most `MAX_OCR_WORKERS` pages are read at once per process, from the decoding of their image
 * to their recognition (`ocrTurn`); more wait in a queue. A Tesseract worker holds about 60 MB, and
 * 110 MB more once it has recognised a page, so the pool is small and its idle workers are stopped
 * (docs/document-extraction.md#memory).
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
 * Pages read at once in one process: a queue, not a stampede. One: the worker rests at about
 * 200 MB and a page being recognised adds about 170 MB, so a second page at once cannot fit in
 * the 400 MB (docs/document-extraction.md#memory).
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

/** A page image ready for Tesseract: PGM or PNG bytes and its size in pixels. */
export interface PageImage {
  image: Buffer;
  width: number;
  height: number;
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

  /**
   * Runs `work` in one of the pool's places, waiting for one to be free: what it does there with
   * a page's pixels (decoding, clean-up, `recognize`) is done for at most MAX_OCR_WORKERS pages at
   * once, and a page waiting for its turn holds nothing but its document.
   */
  async turn<T>(work: (recognize: (page: PageImage) => Promise<RecognizeResult>) => Promise<T>): Promise<T> {
    while (this.busy >= MAX_OCR_WORKERS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy += 1;
    this.peakBusy = Math.max(this.peakBusy, this.busy);
    try {
      collectGarbage();
      return await work((page) => this.recognize(page));
    } finally {
      this.busy -= 1;
      this.waiting.shift()?.();
      this.scheduleStop();
    }
  }

  private async recognize(page: PageImage): Promise<RecognizeResult> {
    this.pages += 1;
    collectGarbage();
    let worker: Worker | null = this.idle.pop() ?? (await this.create());
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`OCR gave up after ${OCR_PAGE_TIMEOUT_MS / 1000} s`)), OCR_PAGE_TIMEOUT_MS);
      });
      const recognition = worker.recognize(page.image, { rotateAuto: true }, { blocks: true, text: false });
      const { data } = await Promise.race([recognition, timeout]).finally(() => clearTimeout(timer));
      // The worker keeps the page's image twice until its next page: as its input file and as the
      // job it last ran. Removing the file, a job of its own, lets both go.
      await worker.FS('unlink', ['/input']).catch(() => {});
      this.idle.push(worker);
      worker = null;
      return data;
    } finally {
      // A worker whose job failed or timed out may be in any state: it is not reused.
      if (worker) await worker.terminate().catch(() => {});
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

/**
 * A full garbage collection, where the process allows one (`--expose-gc`, which `npm run
 * start:worker` passes): before a page is decoded and before it is recognised, so that the
 * buffers of the page before, which V8 would collect later, do not add to this page's peak
 * (docs/document-extraction.md#memory). A few tens of milliseconds against seconds a page.
 */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
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

type RecognizeResult = Awaited<ReturnType<Worker['recognize']>>['data'];

/**
 * Runs `work` when its turn in the OCR queue comes, with `recognize` to read a page image
 * (upright and cleaned up: PGM, PNG or JPEG) there. Whatever handles a page's pixels belongs in
 * `work` (decoding the image, preparing it), so that no more than MAX_OCR_WORKERS pages are in
 * memory at once however many documents are read together.
 */
export function ocrTurn<T>(work: (recognize: (page: PageImage) => Promise<OcrPage>) => Promise<T>): Promise<T> {
  return pool.turn((recognize) => work(async (page) => pageOfRecognition(await recognize(page), page)));
}

/** Tesseract's blocks, paragraphs and lines as the words of an `OcrPage`, with the page's mean word confidence. */
function pageOfRecognition(data: RecognizeResult, size: PageImage): OcrPage {
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
