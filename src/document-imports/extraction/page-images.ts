// pdf.js compiles fonts with ArrayBuffer.prototype.transferToFixedLength (ES2024): Node 22 has it,
// Node 20 does not. core-js adds it only where it is missing.
import 'core-js/actual/array-buffer/transfer-to-fixed-length.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';

/**
 * Pages of a PDF as images, for reading them with OCR when they carry no text layer (a scan):
 * the page's own image when the page is nothing but one image over the whole page (what a
 * scanner writes), otherwise the page rendered by pdf.js (the library that reads the text layer)
 * onto @napi-rs/canvas. Images are made ready for OCR by sharp.
 */

// libvips's cache of operations and their pixels (50 MB by default) serves pipelines that run the
// same images again; every page here is new. Its thread pool is one thread: a page's clean-up is
// a few hundred milliseconds of a job that then spends seconds in Tesseract, and each pool
// thread keeps a malloc arena of its own that is not given back (docs/document-extraction.md#memory).
sharp.cache(false);
sharp.concurrency(1);

/** What pages are rendered at for OCR: enough for 8-point print, small enough to stay fast. */
export const OCR_DPI = 300;

type PdfProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

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

/** Pixels as pdf.js decodes them, or as sharp takes them raw. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** pdf.js's operator codes (its `OPS`) a page that is only an image is made of, and the one that paints it. */
const DEPENDENCY = 1;
const SAVE = 10;
const RESTORE = 11;
const TRANSFORM = 12;
const PAINT_IMAGE = 85;
/** pdf.js's `ImageKind`: 1 bit a pixel (1 is white, rows padded to a byte), RGB, RGBA. */
const GREY_1BPP = 1;
const RGB = 2;
const RGBA = 3;
/** How far (a share of the page's width or height) an image's edge may be from the page's and still be the whole page. */
const EDGE_TOLERANCE = 0.01;

type PdfPageProxy = Awaited<ReturnType<PdfProxy['getPage']>>;
/** What pdf.js's `getOperatorList` gives: the page's drawing operators and their arguments. */
export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

/**
 * A scanned page as the image to recognise: the image it carries, taken as pdf.js decoded it for
 * `operators` (the page's operator list, before `page.cleanup()`), when the page paints one image,
 * upright, over the whole page and nothing else; otherwise the page rendered at `OCR_DPI`. Taking
 * the image spares drawing it onto a 300 dpi canvas, encoding that as a PNG and decoding it again
 * (about 100 MB and a second of a core a page).
 */
export async function scannedPageImage(pdf: PdfProxy, page: PdfPageProxy, operators: OperatorList): Promise<Buffer | RawImage> {
  return (await wholePageImage(page, operators)) ?? renderPdfPage(pdf, page.pageNumber, OCR_DPI);
}

async function wholePageImage(page: PdfPageProxy, { fnArray, argsArray }: OperatorList): Promise<RawImage | null> {
  if (page.rotate % 360 !== 0) return null;
  let ctm = [1, 0, 0, 1, 0, 0];
  const saved: number[][] = [];
  let painted: { id: string; ctm: number[] } | null = null;
  for (const [i, op] of fnArray.entries()) {
    const args = argsArray[i] as unknown[];
    if (op === SAVE) saved.push(ctm);
    else if (op === RESTORE) ctm = saved.pop() ?? ctm;
    else if (op === TRANSFORM) ctm = multiply(ctm, args as number[]);
    else if (op === PAINT_IMAGE && !painted) painted = { id: args[0] as string, ctm };
    else if (op !== DEPENDENCY) return null;
  }
  if (!painted) return null;
  const [a, b, c, d, e, f] = painted.ctm;
  const [x0, y0, x1, y1] = page.view;
  const w = x1 - x0;
  const h = y1 - y0;
  // Upright (the image's first row at the top), unturned, edge to edge.
  const fits = (value: number, target: number, size: number) => Math.abs(value - target) <= EDGE_TOLERANCE * size;
  if (Math.abs(b) > 1e-6 || Math.abs(c) > 1e-6 || a <= 0 || d <= 0) return null;
  if (!fits(e, x0, w) || !fits(e + a, x1, w) || !fits(f, y0, h) || !fits(f + d, y1, h)) return null;
  // An image several pages share is kept among the document's objects (`g_…`), the others among the page's.
  const objs = (painted.id.startsWith('g_') ? page.commonObjs : page.objs) as { has(id: string): boolean; get(id: string): unknown };
  const image = (objs.has(painted.id) ? objs.get(painted.id) : null) as { width: number; height: number; kind: number; data?: Uint8Array } | null;
  if (!image?.data || !image.width || !image.height) return null;
  const grey = await greyOf({ ...image, data: image.data });
  if (!grey) return null;
  // Where pdf.js would draw it on a page rendered at OCR_DPI.
  const k = OCR_DPI / 72;
  return placed(grey, image.width, image.height, Math.floor(w * k), Math.floor(h * k), (e - x0) * k, (y1 - f - d) * k, a * k, d * k);
}

/** An image as pdf.js decoded it, in grey (as sharp turns colour into grey), or null for a kind it does not make. */
async function greyOf(image: { width: number; height: number; kind: number; data: Uint8Array }): Promise<Uint8Array | null> {
  const { width, height, data } = image;
  if (image.kind === GREY_1BPP) {
    const stride = (width + 7) >> 3;
    if (data.length < stride * height) return null;
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) grey[y * width + x] = data[y * stride + (x >> 3)] & (0x80 >> (x & 7)) ? 255 : 0;
    }
    return grey;
  }
  const channels = image.kind === RGB ? 3 : image.kind === RGBA ? 4 : 0;
  if (!channels || data.length !== width * height * channels) return null;
  return sharp(data, { raw: { width, height, channels } }).toColourspace('b-w').raw().toBuffer();
}

/**
 * The image drawn as pdf.js draws it on a white page of `width` × `height` pixels, into the
 * rectangle at (`left`, `top`) of `w` × `h`: each pixel takes the image's pixel under its centre
 * (pdf.js turns smoothing off when it enlarges an image), so OCR sees the same pixels as on a
 * rendered page, without the canvas.
 */
function placed(grey: Uint8Array, sw: number, sh: number, width: number, height: number, left: number, top: number, w: number, h: number): RawImage {
  const out = new Uint8Array(width * height).fill(255);
  const columns = new Int32Array(width).fill(-1);
  for (let x = 0; x < width; x++) {
    const u = Math.floor(((x + 0.5 - left) * sw) / w);
    if (u >= 0 && u < sw) columns[x] = u;
  }
  for (let y = 0; y < height; y++) {
    const v = Math.floor(((y + 0.5 - top) * sh) / h);
    if (v < 0 || v >= sh) continue;
    const row = v * sw;
    const at = y * width;
    for (let x = 0; x < width; x++) if (columns[x] >= 0) out[at + x] = grey[row + columns[x]];
  }
  return { data: out, width, height, channels: 1 };
}

/** `m` applied first, then `ctm` (PDF's `cm`: the new matrix is m × CTM). */
function multiply(ctm: number[], m: number[]): number[] {
  const [a, b, c, d, e, f] = ctm;
  const [ma, mb, mc, md, me, mf] = m;
  return [ma * a + mb * c, ma * b + mb * d, mc * a + md * c, mc * b + md * d, me * a + mf * c + e, me * b + mf * d + f];
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

/** Images larger than this are refused before decoding (a 40-megapixel photo is 40 M). */
export const MAX_IMAGE_PIXELS = 80_000_000;
/** The long side a page is brought to for OCR: an A4 page at 300 dpi. */
const OCR_LONG_SIDE = 3508;

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
export async function prepareForOcr(input: Buffer | RawImage): Promise<PreparedImage> {
  const raw = Buffer.isBuffer(input) ? null : (input as RawImage);
  const open = () =>
    raw
      ? sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels }, limitInputPixels: MAX_IMAGE_PIXELS })
      : sharp(input as Buffer, { limitInputPixels: MAX_IMAGE_PIXELS });
  const meta = raw ? { width: raw.width, height: raw.height, orientation: 1 } : await open().metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const w = (turned ? meta.height : meta.width) ?? 0;
  const h = (turned ? meta.width : meta.height) ?? 0;
  if (!w || !h) throw new Error('the image has no size');
  const scale = OCR_LONG_SIDE / Math.max(w, h);
  const width = Math.max(1, Math.round(w * scale));
  const height = Math.max(1, Math.round(h * scale));
  let pipeline = open().rotate();
  if (width !== w || height !== h) pipeline = pipeline.resize(width, height, { kernel: 'cubic' });
  const grey = await pipeline.toColourspace('b-w').raw().toBuffer();

  const sw = Math.max(8, Math.round(width / PAPER_CELL));
  const sh = Math.max(8, Math.round(height / PAPER_CELL));
  const paper = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(sw, sh, { kernel: 'linear' })
    .median(7)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const even = evenOut(grey, width, height, paper, sw, sh);
  let ink = 0;
  for (let i = 0; i < even.length; i += 7) if (even[i] < INK) ink += 1;
  const inkShare = ink / Math.ceil(even.length / 7);
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  return { image: Buffer.concat([header, even]), width, height, inkShare };
}

/** Dark enough to be ink. */
const INK = 128;

/** Pixels of the page per pixel of the small copy the paper's brightness is estimated on. */
const PAPER_CELL = 16;

/** Each pixel divided by the paper's brightness under it (bilinear between the small copy's pixels), stretched to 0..255. */
function evenOut(grey: Buffer, width: number, height: number, paper: Buffer, sw: number, sh: number): Buffer {
  const out = Buffer.alloc(grey.length);
  const fx = sw / width;
  const fy = sh / height;
  let lo = 255;
  for (let y = 0; y < height; y++) {
    const py = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(py);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = py - y0;
    for (let x = 0; x < width; x++) {
      const px = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
      const x0 = Math.floor(px);
      const x1 = Math.min(sw - 1, x0 + 1);
      const tx = px - x0;
      const top = paper[y0 * sw + x0] * (1 - tx) + paper[y0 * sw + x1] * tx;
      const bottom = paper[y1 * sw + x0] * (1 - tx) + paper[y1 * sw + x1] * tx;
      const bg = Math.max(40, top * (1 - ty) + bottom * ty);
      const v = (grey[y * width + x] * 255) / bg;
      const byte = v > 255 ? 255 : v;
      out[y * width + x] = byte;
      if (byte < lo) lo = byte;
    }
  }
  // Stretch so the darkest ink is black: faint print and grey photos get their contrast back.
  if (lo > 0 && lo < 200) {
    const k = 255 / (255 - lo);
    for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.round((out[i] - lo) * k));
  }
  return out;
}
