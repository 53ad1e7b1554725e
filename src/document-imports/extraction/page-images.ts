// pdf.js compiles fonts with ArrayBuffer.prototype.transferToFixedLength (ES2024): Node 22 has it,
// Node 20 does not. core-js adds it only where it is missing.
import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import type { Canvas } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';

/**
 * Pages of a PDF as images, for reading them with OCR when they carry no text layer (a scan):
 * rendered by pdf.js (the library that reads the text layer) onto @napi-rs/canvas. Images are
 * made ready for OCR by sharp.
 */

// libvips's cache of operations and their pixels (50 MB by default) serves pipelines that run the
// same images again; every page here is new. Its thread pool is one thread: a page's clean-up is
// a few hundred milliseconds of a job that then spends seconds in Tesseract, and each pool
// thread keeps a malloc arena of its own that is not given back (docs/document-extraction.md#memory).
sharp.cache(false);
sharp.concurrency(1);

/** What pages are rendered at for OCR: enough for 8-point print, small enough to stay fast. */
export const OCR_DPI = 300;
/** The long side a page is brought to for OCR: an A4 page at 300 dpi. */
const OCR_LONG_SIDE = 3508;

type PdfProxy = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfProxy['getPage']>>;

/**
 * The 14 standard PDF fonts (Helvetica, Times…) that PDFs use without embedding them, from the
 * pdf.js distribution of the same version unpdf bundles: without them pdf.js draws such text in
 * a fallback face.
 */
export const STANDARD_FONT_DATA_URL = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

/** Opens a PDF for reading or rendering (on a copy: pdf.js may detach the buffer it is given). */
export function openPdf(bytes: Uint8Array): Promise<PdfProxy> {
  // Glyphs drawn from the font files (disableFontFace): a Node canvas has no FontFace to load them into.
  return getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    stopAtErrors: false,
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    useSystemFonts: false,
    disableFontFace: true,
  });
}

/** One page (1-based) as a PNG at `dpi`, from an open document or the bytes of one. */
export async function renderPdfPage(pdf: PdfProxy | Uint8Array, page: number, dpi = OCR_DPI): Promise<Buffer> {
  const document = pdf instanceof Uint8Array ? await openPdf(pdf) : pdf;
  try {
    const png = await renderPageAsImage(document, page, { canvasImport: () => import('@napi-rs/canvas'), scale: dpi / 72 });
    return Buffer.from(png);
  } finally {
    if (pdf instanceof Uint8Array) await document.destroy();
  }
}

/**
 * A page's pixels, row after row: as pdf.js drew them on a canvas (RGBA, 4 bytes a pixel) or as
 * it decoded a scanner's image (RGB, 3 bytes a pixel).
 */
export interface PagePixels {
  rgba: Buffer;
  width: number;
  height: number;
  channels?: 3 | 4;
}

/** pdf.js's operator list of a page, as `page.getOperatorList()` gives it. */
interface OperatorList {
  fnArray: number[];
  argsArray: unknown[][];
}

/** pdf.js's operator codes (its `OPS`) a scanner's page is made of, and the one that paints its image. */
const OPS = { dependency: 1, setGState: 9, save: 10, restore: 11, transform: 12, paintImageXObject: 85 } as const;
const SCAN_PAGE_OPS = new Set<number>(Object.values(OPS));
/** pdf.js's operator codes that paint an image: paintImageMaskXObject 83 to paintImageXObjectRepeat 88, and 89. */
const PAINTS_IMAGE = new Set([83, 84, 85, 86, 87, 88, 89]);

/** Whether a page paints an image at all. */
export function paintsImage(operators: OperatorList): boolean {
  return operators.fnArray.some((op) => PAINTS_IMAGE.has(op));
}

/** How far (a share of the page's size) a scanner's image may fall short of the page's edges. */
const PAGE_EDGE_SLACK = 0.01;

/**
 * The pixels of a page that is nothing but one upright colour or grey image laid over the whole
 * of it (what a scanner or a scanning app writes), as pdf.js decoded them when it listed the
 * page's operators; null for any other page, which is drawn instead (withPagePixels). Taking
 * the image as it is spares a canvas of the whole page at 300 dpi and pdf.js's copy of the image
 * (about 50 MB of the worker's peak for an A4 page), and the time to draw them
 * (docs/document-extraction.md#memory).
 */
export function pageImagePixels(page: PdfPage, operators: OperatorList): PagePixels | null {
  if (page.rotate % 360 !== 0 || operators.fnArray.some((op) => !SCAN_PAGE_OPS.has(op))) return null;
  const painted = operators.fnArray.flatMap((op, i) => (op === OPS.paintImageXObject ? [i] : []));
  if (painted.length !== 1) return null;
  // The transformation in force where the image is painted: the unit square onto the page.
  let m = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  for (let i = 0; i < painted[0]; i++) {
    const op = operators.fnArray[i];
    if (op === OPS.save) saved.push(m);
    else if (op === OPS.restore) m = saved.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (op === OPS.transform) {
      const [a, b, c, d, e, f] = operators.argsArray[i] as number[];
      m = [a * m[0] + b * m[2], a * m[1] + b * m[3], c * m[0] + d * m[2], c * m[1] + d * m[3], e * m[0] + f * m[2] + m[4], e * m[1] + f * m[3] + m[5]];
    }
  }
  const [x0, y0, x1, y1] = page.view;
  const [w, h] = [x1 - x0, y1 - y0];
  const near = (value: number, wanted: number, size: number) => Math.abs(value - wanted) <= PAGE_EDGE_SLACK * size;
  const upright = m[1] === 0 && m[2] === 0 && m[0] > 0 && m[3] > 0;
  if (!upright || !near(m[4], x0, w) || !near(m[5], y0, h) || !near(m[0], w, w) || !near(m[3], h, h)) return null;
  const id = (operators.argsArray[painted[0]] as [string])[0];
  const image = (page.objs.has(id) ? page.objs.get(id) : null) as { width?: number; height?: number; kind?: number; data?: Uint8ClampedArray } | null;
  // pdf.js's ImageKind: RGB_24BPP 2, RGBA_32BPP 3 (a black-and-white image, 1 bit a pixel, is drawn).
  const channels = image?.kind === 2 ? 3 : image?.kind === 3 ? 4 : null;
  if (!image?.data || !image.width || !image.height || channels === null || image.data.length !== image.width * image.height * channels) return null;
  return { rgba: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), width: image.width, height: image.height, channels };
}

/**
 * One page (1-based) drawn for OCR and handed to `use` while it is on the canvas: at `dpi`, or
 * smaller if the page is larger than A4 (its long side at most OCR_LONG_SIDE pixels, so a
 * poster-sized page does not become a canvas of hundreds of megapixels). `use` reads the
 * canvas's own memory (no copy); the canvas is freed when it is done. Encoding the pixels as a
 * PNG for sharp to decode again took longer than drawing them
 * (docs/document-extraction.md#scans-and-photos-ocr).
 */
export async function withPagePixels<T>(pdf: PdfProxy, pageNumber: number, use: (pixels: PagePixels) => Promise<T>, dpi = OCR_DPI): Promise<T> {
  const Factory = await createIsomorphicCanvasFactory(() => import('@napi-rs/canvas'));
  const page = await pdf.getPage(pageNumber);
  const [x0, y0, x1, y1] = page.view;
  const scale = Math.min(dpi / 72, OCR_LONG_SIDE / Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
  const viewport = page.getViewport({ scale });
  const factory = new Factory();
  const drawing = factory.create(viewport.width, viewport.height);
  try {
    await page.render({ canvas: drawing.canvas, canvasContext: drawing.context, viewport }).promise;
    const { width, height } = drawing.canvas;
    return await use({ rgba: (drawing.canvas as Canvas).data(), width, height });
  } finally {
    factory.destroy(drawing);
  }
}

/** Images larger than this are refused before decoding (a 40-megapixel photo is 40 M). */
export const MAX_IMAGE_PIXELS = 80_000_000;

export interface PreparedImage {
  /** Grey, upright, evenly lit, at about 300 dpi for an A4 page: a binary PGM (P5), which Tesseract reads without decoding. */
  image: Buffer;
  width: number;
  height: number;
  /** The share of the page that is ink once evened out: a printed page is mostly paper. */
  inkShare: number;
}

/**
 * A page image made ready for OCR: turned upright by its EXIF orientation, grey, scaled so its
 * long side is an A4 page's at 300 dpi (small scans are enlarged, large photos reduced) and
 * evened out. Evening out: the paper's brightness, estimated from a small
 * copy whose median filter removes the strokes, is divided out, so a shadow or a gradient across
 * a phone photo does not turn into black patches when Tesseract thresholds the page.
 */
export async function prepareForOcr(input: Buffer | PagePixels): Promise<PreparedImage> {
  const open = () =>
    Buffer.isBuffer(input)
      ? sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      : sharp(input.rgba, { limitInputPixels: MAX_IMAGE_PIXELS, raw: { width: input.width, height: input.height, channels: input.channels ?? 4 } });
  const meta = Buffer.isBuffer(input) ? await open().metadata() : { width: input.width, height: input.height, orientation: 1 };
  const turned = (meta.orientation ?? 1) >= 5;
  const w = (turned ? meta.height : meta.width) ?? 0;
  const h = (turned ? meta.width : meta.height) ?? 0;
  if (!w || !h) throw new Error('the image has no size');
  const scale = OCR_LONG_SIDE / Math.max(w, h);
  const width = Math.max(1, Math.round(w * scale));
  const height = Math.max(1, Math.round(h * scale));
  let grey = Buffer.isBuffer(input) || width !== w || height !== h ? null : greyCanvas(input);
  if (!grey) {
    let pipeline = open().rotate();
    if (width !== w || height !== h) pipeline = pipeline.resize(width, height, { kernel: 'cubic' });
    grey = await pipeline.toColourspace('b-w').raw().toBuffer();
  }

  const sw = Math.max(8, Math.round(width / PAPER_CELL));
  const sh = Math.max(8, Math.round(height / PAPER_CELL));
  const paper = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(sw, sh, { kernel: 'linear' })
    .median(7)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  // The PGM is written in place: its header, then the evened-out pixels.
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const image = Buffer.alloc(header.length + grey.length);
  header.copy(image);
  const even = image.subarray(header.length);
  evenOut(grey, width, height, paper, sw, sh, even);
  let ink = 0;
  for (let i = 0; i < even.length; i += 7) if (even[i] < INK) ink += 1;
  const inkShare = ink / Math.ceil(even.length / 7);
  return { image, width, height, inkShare };
}

/**
 * A canvas every pixel of which is grey and opaque (a scan of a printed page is) as one byte a
 * pixel, or null. libvips turns such a pixel into the same grey level (sRGB to B_W keeps r = g = b,
 * for all 256 levels), so this is the bytes `toColourspace('b-w')` would give, without its
 * per-pixel colour arithmetic (about 0.2 s of a core a page, measured alone).
 */
function greyCanvas({ rgba, width, height }: PagePixels): Buffer | null {
  if (rgba.byteOffset % 4 !== 0 || rgba.length !== width * height * 4) return null;
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const grey = Buffer.allocUnsafe(width * height);
  // RGBA bytes read as one little-endian word: alpha in the high byte.
  for (let i = 0; i < pixels.length; i++) {
    const p = pixels[i];
    const v = p & 0xff;
    if (p !== (0xff000000 | (v * 0x010101)) >>> 0) return null;
    grey[i] = v;
  }
  return grey;
}

/** Dark enough to be ink. */
const INK = 128;

/** Pixels of the page per pixel of the small copy the paper's brightness is estimated on. */
const PAPER_CELL = 16;

/**
 * Each pixel divided by the paper's brightness under it (bilinear between the small copy's
 * pixels), stretched to 0..255, written to `out`. The columns' interpolation is worked out once
 * for all rows, and the paper's two rows around a row once for the rows between them.
 */
function evenOut(grey: Buffer, width: number, height: number, paper: Buffer, sw: number, sh: number, out: Buffer): void {
  const fx = sw / width;
  const fy = sh / height;
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const toRight = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const px = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
    left[x] = Math.floor(px);
    right[x] = Math.min(sw - 1, left[x] + 1);
    toRight[x] = px - left[x];
  }
  const top = new Float64Array(width);
  const bottom = new Float64Array(width);
  let rows = -1;
  let lo = 255;
  for (let y = 0; y < height; y++) {
    const py = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(py);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = py - y0;
    if (y0 !== rows) {
      rows = y0;
      const row0 = y0 * sw;
      const row1 = y1 * sw;
      for (let x = 0; x < width; x++) {
        const tx = toRight[x];
        top[x] = paper[row0 + left[x]] * (1 - tx) + paper[row0 + right[x]] * tx;
        bottom[x] = paper[row1 + left[x]] * (1 - tx) + paper[row1 + right[x]] * tx;
      }
    }
    const at = y * width;
    for (let x = 0; x < width; x++) {
      const bg = Math.max(40, top[x] * (1 - ty) + bottom[x] * ty);
      const v = (grey[at + x] * 255) / bg;
      const byte = v > 255 ? 255 : v;
      out[at + x] = byte;
      if (byte < lo) lo = byte;
    }
  }
  // Stretch so the darkest ink is black: faint print and grey photos get their contrast back.
  if (lo > 0 && lo < 200) {
    const k = 255 / (255 - lo);
    const stretched = new Uint8Array(256);
    for (let b = 0; b < 256; b++) stretched[b] = Math.max(0, Math.round((b - lo) * k));
    for (let i = 0; i < out.length; i++) out[i] = stretched[out[i]];
  }
}
