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
  // The small copy: where the page is dark over a wide band (darkBands); its median is the paper.
  const shade = await sharp(grey, { raw: { width, height, channels: 1 } }).resize(sw, sh, { kernel: 'linear' }).toColourspace('b-w').raw().toBuffer();
  const paper = await sharp(shade, { raw: { width: sw, height: sh, channels: 1 } }).median(7).toColourspace('b-w').raw().toBuffer();
  // The PGM is written in place: its header, then the evened-out pixels.
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const image = Buffer.alloc(header.length + grey.length);
  header.copy(image);
  const even = image.subarray(header.length);
  let darkest = evenOut(grey, width, height, paper, sw, sh, even);
  for (const band of darkBands(shade, sw, sh)) darkest = Math.min(darkest, turnBand(grey, width, height, band, sw, sh, even));
  stretch(even, darkest);
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
 * pixels), written to `out`. The columns' interpolation is worked out once
 * for all rows, and the paper's two rows around a row once for the rows between them.
 */
function evenOut(grey: Buffer, width: number, height: number, paper: Buffer, sw: number, sh: number, out: Buffer): number {
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
  return lo;
}

/** Stretches the page so its darkest ink (`lo`, before rounding) is black: faint print and grey photos get their contrast back. */
function stretch(out: Buffer, lo: number): void {
  if (lo > 0 && lo < 200) {
    const k = 255 / (255 - lo);
    const stretched = new Uint8Array(256);
    for (let b = 0; b < 256; b++) stretched[b] = Math.max(0, Math.round((b - lo) * k));
    for (let i = 0; i < out.length; i++) out[i] = stretched[out[i]];
  }
}

/** A cell of the small copy this dark (its mean) may be part of a band printed dark with light letters in it. */
const BAND_CELL = 140;
/** A band is at least this many cells wide (16 mm on an A4 page at 300 dpi) and at most this many tall (33 mm). */
const BAND_MIN_CELLS = 10;
const BAND_MAX_CELLS = 24;
/**
 * A band has at least SOLID_ROWS rows of its fill unbroken over SOLID_RUN pixels (25 mm): no
 * letter's stroke is that long, and a logo (a disc or a square with initials) is seldom that wide.
 */
const SOLID_RUN = 300;
const SOLID_ROWS = 6;
/** Levels this much darker than a band's fill are black print (a rule, a dark letter), not the fill. */
const DARKER_MARK = 40;
/** How far (pixels at 300 dpi, 2 mm) a light pixel may be from the band on both sides to be a letter's stroke. */
const STROKE_REACH = 24;
/** How far (pixels) the hole of a letter reaches to its strokes on every side. */
const HOLE_REACH = 30;
/** The largest letter of a band, pixels (13.5 mm). */
const LETTER_SIZE = 160;

/** A rectangle of the small copy's cells, from (x0, y0) to before (x1, y1). */
interface Cells {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Bands of the page printed dark (a title bar, a number-and-date strip, a total's box in white
 * on black): runs of dark cells of the small copy at least BAND_MIN_CELLS wide, gathered over the
 * rows they overlap. Whether their letters are light is looked at on the page (turnBand).
 */
function darkBands(small: Buffer, sw: number, sh: number): Cells[] {
  const bands: Cells[] = [];
  let open: Cells[] = [];
  for (let y = 0; y < sh; y++) {
    const runs: Cells[] = [];
    let start = -1;
    let gap = 0;
    for (let x = 0; x <= sw; x++) {
      const dark = x < sw && small[y * sw + x] < BAND_CELL;
      if (dark) {
        if (start < 0) start = x;
        gap = 0;
      } else if (start >= 0 && (++gap > 1 || x === sw)) {
        const end = x - gap + 1;
        if (end - start >= BAND_MIN_CELLS) runs.push({ x0: start, y0: y, x1: end, y1: y + 1 });
        start = -1;
        gap = 0;
      }
    }
    const next: Cells[] = [];
    for (const run of runs) {
      const joined = open.filter((b) => b.x0 < run.x1 && run.x0 < b.x1);
      open = open.filter((b) => !joined.includes(b));
      next.push(joined.reduce((a, b) => ({ x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: a.y1 }), run));
    }
    bands.push(...open);
    open = next;
  }
  bands.push(...open);
  return bands.filter((b) => b.y1 - b.y0 <= BAND_MAX_CELLS);
}

/** The part of the page around a band, its pixels numbered row after row from 0. */
class Crop {
  readonly size: number;
  /** The crop's grey levels, copied row after row. */
  private readonly pixels: Uint8Array;

  constructor(
    grey: Buffer,
    private readonly width: number,
    readonly x0: number,
    readonly y0: number,
    readonly w: number,
    readonly h: number,
  ) {
    this.size = w * h;
    this.pixels = new Uint8Array(this.size);
    for (let y = 0; y < h; y++) this.pixels.set(grey.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + w), y * w);
  }

  /** The grey level of pixel `i` of the crop. */
  at(i: number): number {
    return this.pixels[i];
  }

  /** Where pixel `i` of the crop is in the page. */
  pageIndex(i: number): number {
    return (this.y0 + Math.floor(i / this.w)) * this.width + this.x0 + (i % this.w);
  }

  /** The neighbours of pixel `i` inside the crop (up to 4, by its sides), written to `into`; how many. */
  neighbours(i: number, into: Int32Array): number {
    const x = i % this.w;
    let n = 0;
    if (x > 0) into[n++] = i - 1;
    if (x < this.w - 1) into[n++] = i + 1;
    if (i >= this.w) into[n++] = i - this.w;
    if (i + this.w < this.size) into[n++] = i + this.w;
    return n;
  }
}

/**
 * A dark band whose letters are light, turned over where it lies in `out`: the band becomes
 * paper and its letters ink, as Tesseract reads best (the evening out would whiten the band and
 * its letters alike). Returns the darkest level written (255 when the band is left as it is).
 *
 * The band is its fill reached from rows of solid fill, without crossing paper or black print
 * (print beside or under a tilted band, and the rules of the boxes it heads, stay out of it);
 * its letters are the light with the band on both sides within STROKE_REACH, or a small patch
 * of light the band mostly borders (a bold letter, a letter round its hole); the holes of its
 * letters are the band's too. A band whose marks are darker than its fill (black print on a grey
 * fill, a shadow) is left as it is.
 */
function turnBand(grey: Buffer, width: number, height: number, band: Cells, sw: number, sh: number, out: Buffer): number {
  const x0 = Math.floor((Math.max(0, band.x0 - 1) * width) / sw);
  const y0 = Math.floor((Math.max(0, band.y0 - 1) * height) / sh);
  const x1 = Math.min(width, Math.ceil((Math.min(sw, band.x1 + 1) * width) / sw));
  const y1 = Math.min(height, Math.ceil((Math.min(sh, band.y1 + 1) * height) / sh));
  const crop = new Crop(grey, width, x0, y0, x1 - x0, y1 - y0);
  const levels = bandLevels(crop);
  if (!levels) return 255;
  const { mid, fill } = levels;
  // The band's own cells: rows of solid dark across them, which bold black print on paper has not.
  const cx0 = Math.floor((band.x0 * width) / sw);
  const cy0 = Math.floor((band.y0 * height) / sh);
  const core = new Crop(grey, width, cx0, cy0, Math.ceil((band.x1 * width) / sw) - cx0, Math.ceil((band.y1 * height) / sh) - cy0);
  if (solidRows(core, mid, SOLID_RUN) < SOLID_ROWS) return 255;

  const inBand = fillOf(crop, (g) => g < mid && g > fill - DARKER_MARK, SOLID_RUN);
  const { top, bottom } = extentOf(crop, inBand);
  const thick = bandHeight(top, bottom);
  // A band is as thick all along (a bar, a box, tilted a little): not a disc, not a shape.
  if (!evenlyThick(top, bottom, thick)) return 255;
  const to = distancesToBand(crop, inBand);
  const letters = strokesOf(crop, inBand, to, mid);
  const isMark = (g: number) => g <= fill - DARKER_MARK;
  const lines = linesOf(crop, isMark, thick);
  let lightMarks = 0;
  let darkMarks = 0;
  for (let i = 0; i < crop.size; i++) {
    if (isMark(crop.at(i))) darkMarks += lines[i] ? 0 : 1;
    else if (letters[i]) lightMarks += 1;
  }
  // Light letters, or dark ones (its rules aside): a band printed grey with black on it is read as it is.
  if (lightMarks < 0.005 * crop.size || lightMarks < 2 * darkMarks) return 255;
  addLetterPatches(crop, inBand, letters, mid);
  const hole = holesOf(crop, inBand, letters, mid);

  let lo = 255;
  for (let i = 0; i < crop.size; i++) {
    const x = i % crop.w;
    const y = (i - x) / crop.w;
    // A letter is inside the band: the light between its edge and a rule along it is not one.
    const letter = letters[i] && y >= top[x] && y <= bottom[x];
    if (!inBand[i] && !letter && !hole[i] && !byRule(to, i)) continue;
    // The band, its holes and the rules along and across it become paper (no outline is left
    // for OCR to read as a letter), its letters ink.
    const v = letter ? ((255 - crop.at(i)) * 255) / (255 - fill) : 255;
    const byte = v > 255 ? 255 : v;
    out[crop.pageIndex(i)] = byte;
    if (byte < lo) lo = byte;
  }
  return lo;
}

/**
 * The levels of a band's surroundings: the middle between its dark (a quarter of the pixels are
 * darker) and its light (a twentieth are lighter), and its fill, the commonest level below the
 * middle. Null when there is no light and dark to tell apart.
 */
function bandLevels(crop: Crop): { mid: number; fill: number } | null {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < crop.size; i++) histogram[crop.at(i)] += 1;
  const level = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v]) >= share * crop.size) return v;
    return 255;
  };
  const dark = level(0.25);
  const light = level(0.95);
  if (light - dark < 80) return null;
  const mid = (dark + light) / 2;
  let fill = dark;
  let most = 0;
  for (let v = 4; v < mid - 4; v++) {
    let around = 0;
    for (let d = -4; d <= 4; d++) around += histogram[v + d];
    if (around > most) [most, fill] = [around, v];
  }
  return { mid, fill };
}

/** Rows of the crop with a run of dark (below `mid`) at least `run` long. */
function solidRows(crop: Crop, mid: number, run: number): number {
  let rows = 0;
  for (let y = 0; y < crop.h; y++) {
    let length = 0;
    let longest = 0;
    for (let x = 0; x < crop.w; x++) {
      length = crop.at(y * crop.w + x) < mid ? length + 1 : 0;
      if (length > longest) longest = length;
    }
    if (longest >= run) rows += 1;
  }
  return rows;
}

/** The pixels of the band's fill: reached from runs of fill at least `run` long, through fill. */
function fillOf(crop: Crop, isFill: (g: number) => boolean, run: number): Uint8Array {
  const inBand = new Uint8Array(crop.size);
  const stack: number[] = [];
  for (let y = 0; y < crop.h; y++) {
    let length = 0;
    for (let x = 0; x <= crop.w; x++) {
      if (x < crop.w && isFill(crop.at(y * crop.w + x))) {
        length += 1;
        continue;
      }
      if (length >= run) {
        for (let r = x - length; r < x; r++) {
          inBand[y * crop.w + r] = 1;
          stack.push(y * crop.w + r);
        }
      }
      length = 0;
    }
  }
  const around = new Int32Array(4);
  while (stack.length > 0) {
    const n = crop.neighbours(stack.pop()!, around);
    for (let k = 0; k < n; k++) {
      const j = around[k];
      if (inBand[j] || !isFill(crop.at(j))) continue;
      inBand[j] = 1;
      stack.push(j);
    }
  }
  return inBand;
}

/** How far each pixel of the crop is from the band (up to STROKE_REACH + 1): left and right along its row, up and down its column. */
interface BandDistances {
  left: Uint16Array;
  right: Uint16Array;
  up: Uint16Array;
  down: Uint16Array;
}

function distancesToBand(crop: Crop, inBand: Uint8Array): BandDistances {
  const { w, h } = crop;
  const far = STROKE_REACH + 1;
  const to = { left: new Uint16Array(crop.size), right: new Uint16Array(crop.size), up: new Uint16Array(crop.size), down: new Uint16Array(crop.size) };
  const walk = (into: Uint16Array, start: number, step: number, count: number) => {
    let d = far;
    for (let k = 0, i = start; k < count; k++, i += step) into[i] = d = inBand[i] ? 0 : Math.min(far, d + 1);
  };
  for (let y = 0; y < h; y++) {
    walk(to.left, y * w, 1, w);
    walk(to.right, y * w + w - 1, -1, w);
  }
  for (let x = 0; x < w; x++) {
    walk(to.up, x, w, h);
    walk(to.down, (h - 1) * w + x, -w, h);
  }
  return to;
}

/** Light pixels with the band on both sides within STROKE_REACH, along their row or their column. */
function strokesOf(crop: Crop, inBand: Uint8Array, to: BandDistances, mid: number): Uint8Array {
  const strokes = new Uint8Array(crop.size);
  for (let i = 0; i < crop.size; i++) {
    const across = to.left[i] <= STROKE_REACH && to.right[i] <= STROKE_REACH;
    const along = to.up[i] <= STROKE_REACH && to.down[i] <= STROKE_REACH;
    strokes[i] = !inBand[i] && crop.at(i) >= mid && (across || along) ? 1 : 0;
  }
  return strokes;
}

/**
 * Adds to `letters` the patches of light (pixels joined by their sides) that do not reach the
 * crop's edge, fit in LETTER_SIZE and are bordered by the band at least as much as by other dark:
 * a bold stroke wider than the reach, or one that faces its letter's hole rather than the band.
 */
function addLetterPatches(crop: Crop, inBand: Uint8Array, letters: Uint8Array, mid: number): void {
  const { w, h } = crop;
  const seen = new Uint8Array(crop.size);
  const around = new Int32Array(4);
  for (let start = 0; start < crop.size; start++) {
    if (seen[start] || inBand[start] || crop.at(start) < mid) continue;
    const patch = [start];
    seen[start] = 1;
    let [px0, py0, px1, py1] = [w, h, 0, 0];
    let edge = false;
    let byBand = 0;
    let byOther = 0;
    for (let k = 0; k < patch.length; k++) {
      const i = patch[k];
      const [x, y] = [i % w, Math.floor(i / w)];
      [px0, py0, px1, py1] = [Math.min(px0, x), Math.min(py0, y), Math.max(px1, x), Math.max(py1, y)];
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) edge = true;
      const n = crop.neighbours(i, around);
      for (let m = 0; m < n; m++) {
        const j = around[m];
        if (inBand[j]) byBand += 1;
        else if (crop.at(j) < mid) byOther += 1;
        else if (!seen[j]) {
          seen[j] = 1;
          patch.push(j);
        }
      }
    }
    if (!edge && px1 - px0 < LETTER_SIZE && py1 - py0 < LETTER_SIZE && byBand >= byOther) for (const i of patch) letters[i] = 1;
  }
}

/** How far (pixels) past the band's edges its rules are taken with it: a rule's width and its blur. */
const RULE_REACH = 8;

/**
 * The band's top and bottom in each column of the crop (-1 where it has none). A column within
 * twice RULE_REACH of columns the band reaches (a divider across it) takes the top and bottom of
 * the nearest of them; columns farther off have none.
 */
function extentOf(crop: Crop, inBand: Uint8Array): { top: Int32Array; bottom: Int32Array } {
  const { w, h } = crop;
  const top = new Int32Array(w).fill(-1);
  const bottom = new Int32Array(w).fill(-1);
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) {
      if (!inBand[y * w + x]) continue;
      if (top[x] < 0) top[x] = y;
      bottom[x] = y;
    }
  }
  // The nearest column the band reaches on each side.
  const before = new Int32Array(w).fill(-1);
  const after = new Int32Array(w).fill(-1);
  for (let x = 0, seen = -1; x < w; x++) before[x] = seen = top[x] >= 0 ? x : seen;
  for (let x = w - 1, seen = -1; x >= 0; x--) after[x] = seen = top[x] >= 0 ? x : seen;
  const extent = { top: new Int32Array(w).fill(-1), bottom: new Int32Array(w).fill(-1) };
  for (let x = 0; x < w; x++) {
    const near = [before[x], after[x]].filter((c) => c >= 0 && Math.abs(c - x) <= 2 * RULE_REACH);
    if (near.length === 0) continue;
    const c = near.reduce((a, b) => (Math.abs(b - x) < Math.abs(a - x) ? b : a));
    extent.top[x] = top[c];
    extent.bottom[x] = bottom[c];
  }
  return extent;
}

/** The band's usual height: the median of its columns' (0 for a band with none). */
function bandHeight(top: Int32Array, bottom: Int32Array): number {
  const heights = [...top.keys()].filter((x) => top[x] >= 0).map((x) => bottom[x] - top[x] + 1);
  heights.sort((a, b) => a - b);
  return heights.length ? heights[heights.length >> 1] : 0;
}

/** Whether most (four fifths) of the band's columns are as thick as it usually is, give or take a fifth. */
function evenlyThick(top: Int32Array, bottom: Int32Array, thick: number): boolean {
  let reached = 0;
  let even = 0;
  for (let x = 0; x < top.length; x++) {
    if (top[x] < 0) continue;
    reached += 1;
    if (Math.abs(bottom[x] - top[x] + 1 - thick) <= Math.max(RULE_REACH, 0.2 * thick)) even += 1;
  }
  return reached > 0 && even >= 0.8 * reached;
}

/**
 * The marks of the crop that are rules, not letters: runs of marks at least LETTER_SIZE long
 * along a row, or three quarters of the band's height down a column (a divider across it).
 */
function linesOf(crop: Crop, isMark: (g: number) => boolean, height: number): Uint8Array {
  const { w, h } = crop;
  const lines = new Uint8Array(crop.size);
  const scan = (start: number, step: number, count: number, least: number) => {
    let run = 0;
    for (let k = 0, i = start; k <= count; k++, i += step) {
      if (k < count && isMark(crop.at(i))) {
        run += 1;
        continue;
      }
      if (run >= least) for (let r = 1; r <= run; r++) lines[i - r * step] = 1;
      run = 0;
    }
  };
  for (let y = 0; y < h; y++) scan(y * w, 1, w, LETTER_SIZE);
  if (height > 0) for (let x = 0; x < w; x++) scan(x, w, h, Math.max(RULE_REACH, Math.round(0.75 * height)));
  return lines;
}

/**
 * Whether pixel `i` is within RULE_REACH of the band along its row or its column: a rule that
 * outlines or divides the band, darker than its fill, would stay as a floating dash when the band
 * becomes paper.
 */
function byRule(to: BandDistances, i: number): boolean {
  return Math.min(to.left[i], to.right[i], to.up[i], to.down[i]) <= RULE_REACH;
}

/** Dark pixels outside the band with a letter within HOLE_REACH on every side: the hole of an `O`. */
function holesOf(crop: Crop, inBand: Uint8Array, letters: Uint8Array, mid: number): Uint8Array {
  const { w, h } = crop;
  const hole = new Uint8Array(crop.size);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (inBand[i] || letters[i] || crop.at(i) >= mid) continue;
      const reaches = (dx: number, dy: number) => {
        for (let k = 1; k <= HOLE_REACH; k++) {
          const [px, py] = [x + dx * k, y + dy * k];
          if (px < 0 || py < 0 || px >= w || py >= h) return false;
          if (letters[py * w + px]) return true;
        }
        return false;
      };
      if (reaches(1, 0) && reaches(-1, 0) && reaches(0, 1) && reaches(0, -1)) hole[i] = 1;
    }
  }
  return hole;
}
