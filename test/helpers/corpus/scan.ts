import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { openPdf, renderPdfPage } from '../../../src/document-imports/extraction/page-images.js';
import { Mulberry32 } from './rng.js';

/**
 * Generated PDFs turned into what a site actually sends: pages scanned without OCR (an image per
 * page, no text layer), a page scanned to an image file, and a page photographed with a phone.
 *
 * Pages are rendered by pdf.js (renderPdfPage, the renderer the OCR path uses) and degraded on raw
 * pixels here: a projective warp resampled bilinearly (a scan's skew is the affine case of it),
 * paper and ink tones, a scanner's grain, banding and dust, a desk under the photographed page,
 * uneven light, blur, JPEG. Everything is drawn from a seeded PRNG: the same input and options give
 * the same bytes. One page is held in memory at a time.
 */

export interface ScanOptions {
  /** 150..300 (accepted 50..600). The output image is an A4 page at this resolution. */
  dpi: number;
  /**
   * -3..3, the page slightly askew on the glass; positive turns it clockwise. Accepted -15..15.
   * With a skew or any noise the page also lies up to ~1.5 mm off the corner mark.
   */
  rotateDegrees: number;
  /**
   * 0..1. 0 is a clean scan (only the skew and, if set, JPEG). Upwards: the paper a faint grey
   * (about 241 at 1) and the print a dark grey rather than black, a mottled paper texture, a thin
   * shadow where the paper's edge shows, slight optical softness, per-pixel grain (σ ≈ 6 levels
   * at 1), faint horizontal banding and a few dust specks (now and then a hair).
   */
  noise: number;
  /** When set, the page image is JPEG-compressed at this quality (e.g. 60..85). */
  jpegQuality?: number;
  seed: number;
}

export interface PhotoOptions {
  seed: number;
  /** 0..1: how far from straight above the phone was (perspective: the page a trapezoid, up to ~8 % narrower at the far edge). */
  perspective: number;
  /** 0..1: uneven light — a gradient and a soft shadow across the page. */
  light: number;
  /** The EXIF orientation the phone wrote: pixels stored rotated accordingly (6 = stored rotated 90° as phones do in portrait). Default 1. */
  orientation?: 1 | 3 | 6 | 8;
  /** Long side of the photo in pixels (default 3000). */
  longSide?: number;
}

// ---------------------------------------------------------------------------------------------
// Public API

/** A PDF as a scanner without OCR makes it: each page an image, no text layer at all. */
export async function scannedPdf(pdf: Uint8Array, options: ScanOptions): Promise<Uint8Array> {
  checkScanOptions(options);
  const source = await openPdf(pdf);
  try {
    const out = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      info: { Producer: 'Scan to PDF', Creator: 'Scan to PDF', CreationDate: new Date('2026-01-01T00:00:00Z') },
    });
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve, reject) => {
      out.on('end', () => resolve());
      out.on('error', reject);
    });
    for (let page = 1; page <= source.numPages; page++) {
      const image = await scanPage(await renderPdfPage(source, page, options.dpi), options, page);
      const encoded = await encode(image, options.jpegQuality === undefined ? 'png' : 'jpeg', options.jpegQuality ?? 0, options.dpi);
      out.addPage({ size: 'A4', margin: 0 });
      out.image(encoded, 0, 0, { width: 595.28, height: 841.89 });
    }
    out.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  } finally {
    await source.destroy();
  }
}

/**
 * The first page as one image file (what a person uploads from a scanner app). A JPEG is written at
 * `jpegQuality` (85 when unset); a PNG is lossless unless `jpegQuality` is set, in which case it
 * carries the artefacts of a JPEG it was re-saved from. The resolution is written into the file.
 */
export async function scannedImage(pdf: Uint8Array, options: ScanOptions & { format: 'jpeg' | 'png' }): Promise<Uint8Array> {
  checkScanOptions(options);
  const image = await scanPage(await renderPdfPage(pdf, 1, options.dpi), options, 1);
  if (options.format === 'jpeg') return new Uint8Array(await encode(image, 'jpeg', options.jpegQuality ?? 85, options.dpi));
  return new Uint8Array(await encode(image, 'png', options.jpegQuality ?? 0, options.dpi));
}

/**
 * The first page as a phone photo: JPEG of the page on a darker background (table/desk), in
 * perspective, with uneven light, a little blur and sensor noise, EXIF orientation set.
 *
 * The photo is 4:3, portrait as seen (`longSide` × ¾ of it); the page fills 78–90 % of its
 * height, turned a few degrees in the frame and a little off centre. `perspective` narrows the far
 * edge (mostly the top, sometimes a side) by up to ~8 %, shortens the page towards it and bends the
 * paper very slightly (0 is a flat page shot straight from above). `light` tilts the brightness
 * across the frame (the dark side at 0.6–0.75 of the bright one at 1), lays a soft shadow blob over
 * part of the page and darkens the corners. Always: a white-balance cast, a soft shadow of the page
 * on the desk, sensor noise (more in the dark), a blur of σ 0.6–1.0 and JPEG at quality 78–85.
 * The same seed gives the same scene whatever the orientation: only how the pixels are stored differs.
 * The page is laid down as A4 portrait whatever its own size.
 */
export async function phonePhoto(pdf: Uint8Array, options: PhotoOptions): Promise<Uint8Array> {
  const perspective = unit(options.perspective, 'perspective');
  const light = unit(options.light, 'light');
  const orientation = options.orientation ?? 1;
  if (![1, 3, 6, 8].includes(orientation)) throw new RangeError(`orientation must be 1, 3, 6 or 8, not ${orientation}`);
  const longSide = Math.round(options.longSide ?? 3000);
  if (!(longSide >= 400 && longSide <= 8000)) throw new RangeError(`longSide must be 400..8000, not ${options.longSide}`);
  const rng = new Rng(mix(options.seed, 0x9407));

  const H = longSide;
  const W = Math.round((longSide * 3) / 4);

  // Where the page lies in the frame: a rectangle of A4 proportions, then foreshortened.
  const pageH = H * rng.range(0.78, 0.9);
  const pageW = pageH * (210 / 297);
  const cx = W / 2 + rng.range(-0.03, 0.03) * W;
  const cy = H / 2 + rng.range(-0.025, 0.025) * H;
  // Render the page at the scale of its near (largest) edge: the warp then only ever shrinks a little.
  const dpi = (pageH / (297 / 25.4)) * 1.02;
  const pagePng = await renderPdfPage(pdf, 1, dpi);
  const page = await rawImage(pagePng, 3);

  const quad = pageQuad(rng, cx, cy, pageW, pageH, perspective);
  const toPage = homography(quad, [
    [0, 0],
    [page.width, 0],
    [page.width, page.height],
    [0, page.height],
  ]);

  // The desk: a material, its texture, and the page's soft shadow on it.
  const desk = rng.pick(DESKS);
  const coarse = await smoothNoise(rng, W, H, Math.max(2, Math.round(W / 260)), Math.max(2, Math.round(H / 260)));
  const grain = desk.streaks
    ? await smoothNoise(rng, W, H, Math.max(2, Math.round(W / 150)), Math.max(8, Math.round(H / 9)))
    : await smoothNoise(rng, W, H, Math.max(8, Math.round(W / 9)), Math.max(8, Math.round(H / 9)));
  const shadowAngle = rng.range(0, Math.PI * 2);
  const shadowOffset = H * rng.range(0.004, 0.01);
  const shadow = await quadShadow(
    quad.map(([x, y]) => [x + Math.cos(shadowAngle) * shadowOffset, y + Math.sin(shadowAngle) * shadowOffset] as Pt),
    W,
    H,
    H * 0.01,
  );

  const scene: Scene = {
    W,
    H,
    page,
    toPage,
    bend: perspective * rng.range(0, 0.0025) * page.height * (rng.chance(0.5) ? 1 : -1),
    paper: rng.range(228, 240),
    ink: rng.range(28, 42),
    desk: desk.colour.map((c) => c * rng.range(0.85, 1.12)) as [number, number, number],
    deskCoarse: desk.coarse,
    deskGrain: desk.grain,
    coarse,
    grain,
    grainWarp: desk.streaks ? H * 0.012 : 0,
    shadow,
    shadowDepth: rng.range(0.2, 0.38),
    whiteBalance: rng.pick(WHITE_BALANCES).map((c) => c * rng.range(0.985, 1.015)) as [number, number, number],
    light: lightField(rng, W, H, cx, cy, pageW, pageH, light),
    noiseSeed: mix(options.seed, 0x5e45),
    noise: rng.range(4, 7),
  };
  const pixels = composePhoto(scene);

  const blur = rng.range(0.6, 1.0);
  const quality = rng.pick([78, 80, 82, 85]);
  const make = rng.pick(PHONES);
  let stored = sharp(pixels, { raw: { width: W, height: H, channels: 3 } }).blur(blur);
  if (orientation !== 1) {
    // Stored so that a viewer turning it by the tag shows it upright: 6 is shown turned 90° clockwise,
    // so it is stored turned 90° anticlockwise; 8 the other way; 3 upside down.
    const rawTurned = await stored.rotate(STORED_ROTATION[orientation]).raw().toBuffer({ resolveWithObject: true });
    stored = sharp(rawTurned.data, { raw: { width: rawTurned.info.width, height: rawTurned.info.height, channels: 3 } });
  }
  const jpeg = await stored
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .withExif({ IFD0: { Make: make[0], Model: make[1], Software: make[2], DateTime: '2026:01:01 10:00:00' } })
    .withMetadata({ orientation, density: 72 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

// ---------------------------------------------------------------------------------------------
// Scanning

interface Raw {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

function checkScanOptions(o: ScanOptions): void {
  if (!(o.dpi >= 50 && o.dpi <= 600)) throw new RangeError(`dpi must be 50..600 (150..300 is usual), not ${o.dpi}`);
  if (!(Math.abs(o.rotateDegrees) <= 15)) throw new RangeError(`rotateDegrees must be -15..15 (-3..3 is usual), not ${o.rotateDegrees}`);
  unit(o.noise, 'noise');
  if (o.jpegQuality !== undefined && !(o.jpegQuality >= 1 && o.jpegQuality <= 100)) throw new RangeError(`jpegQuality must be 1..100, not ${o.jpegQuality}`);
}

/**
 * One rendered page as a flatbed scanner sees it: the page turned and shifted a little on the
 * glass with the white lid around it; grey (one channel) when the page has no colour, as an
 * office scanner's automatic colour mode makes it, else RGB with a warm paper tint.
 */
async function scanPage(png: Buffer, o: ScanOptions, pageNumber: number): Promise<Raw> {
  const rng = new Rng(mix(o.seed, pageNumber, 0x5ca9));
  const rgb = await rawImage(png, 3);
  const colour = hasColour(rgb);
  const page = colour ? rgb : await rawImage(png, 1);
  const { width: w, height: h, channels } = page;
  const noise = o.noise;
  const px = o.dpi / 200; // sizes below are tuned at 200 dpi

  // Skew about the centre, plus a shift of up to ~1.5 mm (the page is never exactly on the corner mark).
  const angle = (o.rotateDegrees * Math.PI) / 180;
  const shiftX = rng.range(-1, 1) * 12 * px * Math.min(1, noise + Math.abs(o.rotateDegrees) / 3);
  const shiftY = rng.range(-1, 1) * 12 * px * Math.min(1, noise + Math.abs(o.rotateDegrees) / 3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners: Pt[] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const placed = corners.map(([x, y]) => {
    const dx = x - w / 2;
    const dy = y - h / 2;
    return [w / 2 + dx * cos - dy * sin + shiftX, h / 2 + dx * sin + dy * cos + shiftY] as Pt;
  });
  const toPage = homography(placed, corners);

  // Tones: the paper a faint grey (a little warm in colour), the print not quite black.
  const greyPaper = 255 - noise * rng.range(11, 16);
  const paper = channels === 1 ? [greyPaper] : [greyPaper, greyPaper - noise * 2, greyPaper - noise * 5];
  const ink = noise * rng.range(22, 34);
  const mottle = noise > 0 ? await smoothNoise(rng, w, h, Math.max(2, Math.round(w / (6 * px))), Math.max(2, Math.round(h / (6 * px)))) : undefined;

  const out = new Uint8Array(w * h * channels);
  warpScan(page, out, toPage, {
    lid: 255 - noise * 2,
    paper,
    ink,
    mottle,
    mottleAmount: noise * 2.2,
    edge: noise > 0 ? { width: 2.2 * px, depth: 0.18 + 0.2 * noise } : undefined,
  });

  if (noise === 0) return { data: out, width: w, height: h, channels };

  // The optics are a little soft; the sensor's grain, banding and the dust on the glass come after.
  const soft = await sharp(out, { raw: { width: w, height: h, channels: channels as 1 | 3 } })
    .blur(0.3 + 0.3 * noise * px)
    .toColourspace(channels === 1 ? 'b-w' : 'srgb')
    .raw()
    .toBuffer();
  const image: Raw = { data: sized(soft, w * h * channels), width: w, height: h, channels };
  sensor(image, rng, noise, px);
  dust(image, rng, noise, px);
  return image;
}

interface ScanTones {
  lid: number;
  paper: number[];
  ink: number;
  mottle?: Uint8Array;
  mottleAmount: number;
  edge?: { width: number; depth: number };
}

/** Each output pixel: the page resampled bilinearly where it lies, toned; the lid elsewhere; a soft blend across the page's edge. */
function warpScan(page: Raw, out: Uint8Array, m: Mat3, t: ScanTones): void {
  const { width: w, height: h, channels: ch, data } = page;
  const ow = w;
  const oh = h;
  const edgeWidth = t.edge?.width ?? 0;
  const edgeDepth = t.edge?.depth ?? 0;
  const sample = new Float64Array(ch);
  for (let y = 0; y < oh; y++) {
    const fy = y + 0.5;
    let X = m[1] * fy + m[2] + m[0] * 0.5;
    let Y = m[4] * fy + m[5] + m[3] * 0.5;
    let Z = m[7] * fy + m[8] + m[6] * 0.5;
    let o = y * ow * ch;
    for (let x = 0; x < ow; x++, X += m[0], Y += m[3], Z += m[6], o += ch) {
      const u = X / Z;
      const v = Y / Z;
      const inside = Math.min(u, w - u, v, h - v);
      let a = inside + 0.5;
      a = a < 0 ? 0 : a > 1 ? 1 : a;
      let lid = t.lid;
      if (edgeWidth > 0 && inside < 0 && inside > -edgeWidth * 2) {
        // The paper's edge throws a thin shadow on the lid.
        const d = -inside / edgeWidth;
        lid *= 1 - edgeDepth * Math.exp(-d * d);
      }
      if (a === 0) {
        for (let c = 0; c < ch; c++) out[o + c] = lid;
        continue;
      }
      bilinear(data, w, h, ch, u, v, sample);
      const mott = t.mottle ? ((t.mottle[o / ch] - 128) / 128) * t.mottleAmount : 0;
      for (let c = 0; c < ch; c++) {
        const p = t.paper[c] + mott;
        const val = t.ink + ((p - t.ink) * sample[c]) / 255;
        const blended = val * a + lid * (1 - a);
        out[o + c] = blended < 0 ? 0 : blended > 255 ? 255 : blended + 0.5;
      }
    }
  }
}

/** Per-pixel grain (a little more in the print than on the paper) and faint horizontal banding. */
function sensor(image: Raw, rng: Rng, noise: number, px: number): void {
  const { data, width, height, channels } = image;
  const sigma = noise * rng.range(5, 7);
  // Banding: the lamp and the carriage's steps, a slow wave plus a per-row flicker.
  const band = new Float32Array(height);
  const waves = [0, 1, 2].map(() => ({ period: rng.range(8, 60) * px, phase: rng.range(0, Math.PI * 2), amp: rng.range(0.3, 1.0) }));
  for (let y = 0; y < height; y++) {
    let b = 0;
    for (const wv of waves) b += wv.amp * Math.sin((y / wv.period) * Math.PI * 2 + wv.phase);
    band[y] = noise * (b * 0.9 + rng.normal() * 0.7);
  }
  let s = mix(rng.int(1, 0x7fffffff), 0x61) | 1;
  let i = 0;
  for (let y = 0; y < height; y++) {
    const by = band[y];
    for (let x = 0; x < width; x++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const g = GAUSS[(s >>> 20) & 4095] * sigma;
      for (let c = 0; c < channels; c++, i++) {
        const v = data[i];
        // Chroma noise is smaller than luma noise: each channel shares most of the sample.
        const n = channels === 1 ? g : g * (0.8 + 0.2 * GAUSS[(s >>> (c * 4)) & 4095]);
        const dark = 1 + (255 - v) / 400;
        const r = v + n * dark + by;
        data[i] = r < 0 ? 0 : r > 255 ? 255 : r + 0.5;
      }
    }
  }
}

/** Dust on the glass: a few dark specks of a pixel or two, and now and then a hair. */
function dust(image: Raw, rng: Rng, noise: number, px: number): void {
  const { width, height } = image;
  const specks = Math.round(noise * rng.range(15, 40) * (width * height) / (1654 * 2339));
  for (let k = 0; k < specks; k++) {
    const x = rng.range(0, width);
    const y = rng.range(0, height);
    const big = rng.chance(0.12);
    const r = (big ? rng.range(1.2, 2.4) : rng.range(0.4, 1.1)) * px;
    speck(image, x, y, r, rng.range(0.35, 0.85));
  }
  if (rng.chance(noise * 0.4)) {
    // A hair or fibre: a thin, faint curve a few millimetres long.
    let x = rng.range(0.1, 0.9) * width;
    let y = rng.range(0.1, 0.9) * height;
    let dir = rng.range(0, Math.PI * 2);
    const length = rng.range(40, 140) * px;
    const darkness = rng.range(0.25, 0.5);
    for (let step = 0; step < length; step += 0.5) {
      dir += rng.normal() * 0.04;
      x += Math.cos(dir) * 0.5;
      y += Math.sin(dir) * 0.5;
      speck(image, x, y, 0.45 * px, darkness);
    }
  }
}

/** A soft dark disc: each pixel darkened by its coverage. */
function speck(image: Raw, cx: number, cy: number, r: number, darkness: number): void {
  const { data, width, height, channels } = image;
  const x0 = Math.max(0, Math.floor(cx - r - 1));
  const x1 = Math.min(width - 1, Math.ceil(cx + r + 1));
  const y0 = Math.max(0, Math.floor(cy - r - 1));
  const y1 = Math.min(height - 1, Math.ceil(cy + r + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      let cover = r + 0.5 - d;
      if (cover <= 0) continue;
      if (cover > 1) cover = 1;
      const k = 1 - darkness * cover;
      const i = (y * width + x) * channels;
      for (let c = 0; c < channels; c++) data[i + c] = data[i + c] * k;
    }
  }
}

/** True when some pixels are clearly coloured (not grey). */
function hasColour(image: Raw): boolean {
  const { data, channels } = image;
  let coloured = 0;
  for (let i = 0; i < data.length; i += channels * 7) {
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 24 && ++coloured > 50) return true;
  }
  return false;
}

async function encode(image: Raw, format: 'jpeg' | 'png', jpegQuality: number, dpi: number): Promise<Buffer> {
  const raw = { raw: { width: image.width, height: image.height, channels: image.channels as 1 | 3 } };
  // Without an explicit colour space sharp writes one-channel input as RGB.
  const space = image.channels === 1 ? 'b-w' : 'srgb';
  if (format === 'jpeg') {
    return sharp(image.data, raw).toColourspace(space).jpeg({ quality: jpegQuality, chromaSubsampling: '4:2:0' }).withDensity(dpi).toBuffer();
  }
  let pixels: Uint8Array | Buffer = image.data;
  if (jpegQuality > 0) {
    // A PNG re-saved from a JPEG: the artefacts stay, the compression is lossless from there on.
    const jpeg = await sharp(image.data, raw).toColourspace(space).jpeg({ quality: jpegQuality, chromaSubsampling: '4:2:0' }).toBuffer();
    pixels = await sharp(jpeg).toColourspace(space).raw().toBuffer();
  }
  return sharp(pixels, raw).toColourspace(space).png({ compressionLevel: 6 }).withDensity(dpi).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Photographing

type Pt = [number, number];

/** Desk materials: a base colour, how strong its coarse blotches and its grain are, and whether the grain runs in streaks (wood). */
const DESKS: { colour: [number, number, number]; coarse: number; grain: number; streaks: boolean }[] = [
  { colour: [122, 86, 56], coarse: 0.1, grain: 0.11, streaks: true }, // oak-ish wood
  { colour: [92, 62, 42], coarse: 0.1, grain: 0.13, streaks: true }, // dark wood
  { colour: [150, 146, 138], coarse: 0.06, grain: 0.05, streaks: false }, // grey laminate
  { colour: [66, 68, 72], coarse: 0.08, grain: 0.06, streaks: false }, // dark site-office table
  { colour: [135, 118, 96], coarse: 0.12, grain: 0.08, streaks: false }, // chipboard / cardboard
];

/** Per-channel gains of the phone's white balance: neutral, warm indoor light, cool daylight. */
const WHITE_BALANCES: [number, number, number][] = [
  [1, 1, 1],
  [1.02, 1, 0.94],
  [1.03, 0.99, 0.9],
  [0.96, 0.99, 1.03],
];

const PHONES: [string, string, string][] = [
  ['samsung', 'SM-A536B', 'A536BXXU9DXH1'],
  ['Apple', 'iPhone 13', '17.5.1'],
  ['Xiaomi', 'Redmi Note 12', 'MIUI V14.0.6'],
  ['motorola', 'moto g54 5G', 'T1TD33.29'],
];

const STORED_ROTATION: Record<1 | 3 | 6 | 8, number> = { 1: 0, 3: 180, 6: 270, 8: 90 };

/**
 * The page's corners in the frame (top-left, top-right, bottom-right, bottom-left as seen):
 * the far edge narrowed and pulled towards the middle, the whole turned a few degrees.
 */
function pageQuad(rng: Rng, cx: number, cy: number, pageW: number, pageH: number, perspective: number): Pt[] {
  let hw = pageW / 2;
  let hh = pageH / 2;
  let quad: Pt[] = [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ];
  // Which edge is far from the phone: usually the top (the person stands at the desk), sometimes a side.
  const far = rng.chance(0.7) ? 'top' : rng.chance(0.5) ? 'left' : 'right';
  const narrow = perspective * rng.range(0.065, 0.085);
  const shorten = perspective * rng.range(0.03, 0.05);
  if (far === 'top') {
    quad[0] = [-hw * (1 - narrow), -hh * (1 - shorten * 2)];
    quad[1] = [hw * (1 - narrow), -hh * (1 - shorten * 2)];
  } else if (far === 'left') {
    quad[0] = [-hw * (1 - shorten * 2), -hh * (1 - narrow)];
    quad[3] = [-hw * (1 - shorten * 2), hh * (1 - narrow)];
  } else {
    quad[1] = [hw * (1 - shorten * 2), -hh * (1 - narrow)];
    quad[2] = [hw * (1 - shorten * 2), hh * (1 - narrow)];
  }
  // The phone is never held quite square: each corner a little off.
  const jitter = (0.002 + 0.006 * perspective) * pageH;
  quad = quad.map(([x, y]) => [x + rng.normal() * jitter, y + rng.normal() * jitter] as Pt);
  const angle = (rng.range(1, 3.5) * (rng.chance(0.5) ? 1 : -1) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Keep the page centred at (cx, cy) after it shrank.
  hw = (quad[0][0] + quad[1][0] + quad[2][0] + quad[3][0]) / 4;
  hh = (quad[0][1] + quad[1][1] + quad[2][1] + quad[3][1]) / 4;
  return quad.map(([x, y]) => [cx + (x - hw) * cos - (y - hh) * sin, cy + (x - hw) * sin + (y - hh) * cos] as Pt);
}

interface LightField {
  /** Brightness along a direction: 1 at the bright side, `low` at the dark one. */
  gx: number;
  gy: number;
  g0: number;
  /** The soft shadow blob: centre, axes (rotated), depth. */
  bx: number;
  by: number;
  bcos: number;
  bsin: number;
  brx: number;
  bry: number;
  bdepth: number;
  /** Darkening towards the corners. */
  vignette: number;
  exposure: number;
}

function lightField(rng: Rng, W: number, H: number, cx: number, cy: number, pageW: number, pageH: number, light: number): LightField {
  const dir = rng.range(0, Math.PI * 2);
  const low = 1 - light * rng.range(0.25, 0.4);
  // t = dot(p - centre, dir) / reach runs −1..1 across the frame; brightness = g0 + t·(gx,gy)·p.
  const reach = Math.abs(Math.cos(dir)) * (W / 2) + Math.abs(Math.sin(dir)) * (H / 2);
  const k = (1 - low) / 2 / reach;
  const gx = -Math.cos(dir) * k;
  const gy = -Math.sin(dir) * k;
  const g0 = (1 + low) / 2 - gx * (W / 2) - gy * (H / 2);
  // The shadow of the phone, a hand or the person: soft-edged, over part of the page.
  const side = rng.range(0, Math.PI * 2);
  const bx = cx + Math.cos(side) * pageW * rng.range(0.05, 0.4);
  const by = cy + Math.sin(side) * pageH * rng.range(0.05, 0.35);
  const rot = rng.range(0, Math.PI);
  return {
    gx,
    gy,
    g0,
    bx,
    by,
    bcos: Math.cos(rot),
    bsin: Math.sin(rot),
    brx: W * rng.range(0.18, 0.32),
    bry: W * rng.range(0.28, 0.45),
    bdepth: light * rng.range(0.22, 0.36),
    vignette: 0.05 + light * 0.12,
    exposure: rng.range(0.98, 1.04) + light * 0.04,
  };
}

interface Scene {
  W: number;
  H: number;
  page: Raw;
  toPage: Mat3;
  /** Source pixels the paper's middle is displaced by (a page not lying quite flat). */
  bend: number;
  paper: number;
  ink: number;
  desk: [number, number, number];
  deskCoarse: number;
  deskGrain: number;
  coarse: Uint8Array;
  grain: Uint8Array;
  /** How far (pixels, up or down) the coarse field bends the grain's rows: wood grain is wavy. */
  grainWarp: number;
  shadow: Uint8Array;
  shadowDepth: number;
  whiteBalance: [number, number, number];
  light: LightField;
  noiseSeed: number;
  noise: number;
}

/** The photo, upright, RGB: desk, page over it, light, white balance and sensor noise in one pass. */
function composePhoto(s: Scene): Buffer {
  const { W, H, page, toPage: m, light: L } = s;
  const { width: pw, height: ph, data } = page;
  const out = Buffer.alloc(W * H * 3);
  const sample = new Float64Array(3);
  const wb = s.whiteBalance;
  const invHalfW = 2 / W;
  const invHalfH = 2 / H;
  const bendK = Math.PI / pw;
  let seed = s.noiseSeed | 1;
  for (let y = 0; y < H; y++) {
    const fy = y + 0.5;
    let X = m[1] * fy + m[2] + m[0] * 0.5;
    let Y = m[4] * fy + m[5] + m[3] * 0.5;
    let Z = m[7] * fy + m[8] + m[6] * 0.5;
    const vy = (fy * invHalfH - 1) ** 2;
    const dyb = fy - L.by;
    for (let x = 0; x < W; x++, X += m[0], Y += m[3], Z += m[6]) {
      const fx = x + 0.5;
      const i = (y * W + x) * 3;
      const pix = y * W + x;
      // The desk.
      const coarse = (s.coarse[pix] - 128) / 128;
      let gy = y;
      if (s.grainWarp) {
        gy = Math.round(y + coarse * s.grainWarp);
        gy = gy < 0 ? 0 : gy >= H ? H - 1 : gy;
      }
      const tex = 1 + s.deskCoarse * coarse + s.deskGrain * ((s.grain[gy * W + x] - 128) / 128);
      const shade = 1 - (s.shadowDepth * s.shadow[pix]) / 255;
      let r = s.desk[0] * tex * shade;
      let g = s.desk[1] * tex * shade;
      let b = s.desk[2] * tex * shade;
      // The page over it.
      const u = X / Z;
      const v = Y / Z + s.bend * Math.sin(u * bendK);
      const inside = Math.min(u, pw - u, v, ph - v);
      if (inside > -0.5) {
        let a = inside + 0.5;
        if (a > 1) a = 1;
        bilinear(data, pw, ph, 3, u, v, sample);
        const span = (s.paper - s.ink) / 255;
        r = r * (1 - a) + (s.ink + span * sample[0]) * a;
        g = g * (1 - a) + (s.ink + span * sample[1]) * a;
        b = b * (1 - a) + (s.ink + span * sample[2]) * a;
      }
      // Light: gradient × shadow blob × vignette.
      const dxb = fx - L.bx;
      const ex = (dxb * L.bcos + dyb * L.bsin) / L.brx;
      const ey = (-dxb * L.bsin + dyb * L.bcos) / L.bry;
      const d = Math.sqrt(ex * ex + ey * ey);
      const t = d <= 0.55 ? 1 : d >= 1.3 ? 0 : smooth((1.3 - d) / 0.75);
      const vx = (fx * invHalfW - 1) ** 2;
      const lum = (L.g0 + L.gx * fx + L.gy * fy) * (1 - L.bdepth * t) * (1 - L.vignette * (vx + vy) * 0.5) * L.exposure;
      r *= lum * wb[0];
      g *= lum * wb[1];
      b *= lum * wb[2];
      // Sensor noise: more in the dark, mostly shared by the channels.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const sigma = s.noise * (1.6 - lum * 0.6);
      const n = GAUSS[(seed >>> 20) & 4095] * sigma;
      const nr = n + GAUSS[(seed >>> 2) & 4095] * sigma * 0.3;
      const nb = n + GAUSS[(seed >>> 8) & 4095] * sigma * 0.3;
      r += nr;
      g += n;
      b += nb;
      out[i] = r < 0 ? 0 : r > 255 ? 255 : r + 0.5;
      out[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g + 0.5;
      out[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b + 0.5;
    }
  }
  return out;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** A soft mask (0..255) of a quadrilateral: drawn at ⅛ size, blurred by `soft` pixels, enlarged. */
async function quadShadow(quad: Pt[], W: number, H: number, soft: number): Promise<Uint8Array> {
  const f = 8;
  const w = Math.ceil(W / f);
  const h = Math.ceil(H / f);
  const small = Buffer.alloc(w * h);
  const q = quad.map(([x, y]) => [x / f, y / f] as Pt);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (insideQuad(q, x + 0.5, y + 0.5)) small[y * w + x] = 255;
  // Two pipelines: within one, sharp resizes before it blurs.
  const blurred = await sharp(small, { raw: { width: w, height: h, channels: 1 } })
    .blur(Math.max(0.5, soft / f))
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const big = await sharp(sized(blurred, w * h), { raw: { width: w, height: h, channels: 1 } })
    .resize(W, H, { kernel: 'linear', fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return sized(big, W * H);
}

function insideQuad(q: Pt[], x: number, y: number): boolean {
  let sign = 0;
  for (let k = 0; k < 4; k++) {
    const [ax, ay] = q[k];
    const [bx, by] = q[(k + 1) % 4];
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    const sg = cross > 0 ? 1 : cross < 0 ? -1 : 0;
    if (sg === 0) continue;
    if (sign === 0) sign = sg;
    else if (sg !== sign) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Pixels

/** Decoded to raw 8-bit pixels with `channels` 1 (grey) or 3 (RGB), alpha flattened onto white. */
async function rawImage(png: Buffer, channels: 1 | 3): Promise<Raw> {
  let pipeline = sharp(png).flatten({ background: '#ffffff' });
  pipeline = channels === 1 ? pipeline.toColourspace('b-w') : pipeline.toColourspace('srgb');
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels) throw new Error(`expected ${channels} channels, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, channels };
}

/**
 * Smooth random field (0..255, mean 128) of size W×H: a gx×gy grid of random values enlarged
 * with a cubic kernel. A grid much finer one way than the other gives streaks (wood grain).
 */
async function smoothNoise(rng: Rng, W: number, H: number, gx: number, gy: number): Promise<Uint8Array> {
  const grid = Buffer.alloc(gx * gy);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.max(0, Math.min(255, Math.round(128 + rng.normal() * 45)));
  const big = await sharp(grid, { raw: { width: gx, height: gy, channels: 1 } })
    .resize(W, H, { kernel: 'cubic', fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return sized(big, W * H);
}

/**
 * The bytes of a raw result, checked to be as many as expected. (sharp turns one-channel raw input
 * into sRGB unless told `toColourspace('b-w')`: a silent 3× buffer read as grey is a garbled page.)
 */
function sized(buffer: Buffer, length: number): Uint8Array {
  if (buffer.length !== length) throw new Error(`expected ${length} bytes of pixels, got ${buffer.length}`);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

/** Bilinear sample at continuous (u, v) (pixel centres at +0.5), clamped at the borders, into `out`. */
function bilinear(data: Uint8Array, w: number, h: number, ch: number, u: number, v: number, out: Float64Array): void {
  let fx = u - 0.5;
  let fy = v - 0.5;
  if (fx < 0) fx = 0;
  else if (fx > w - 1) fx = w - 1;
  if (fy < 0) fy = 0;
  else if (fy > h - 1) fy = h - 1;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = x0 + 1 < w ? x0 + 1 : x0;
  const y1 = y0 + 1 < h ? y0 + 1 : y0;
  const tx = fx - x0;
  const ty = fy - y0;
  const i00 = (y0 * w + x0) * ch;
  const i10 = (y0 * w + x1) * ch;
  const i01 = (y1 * w + x0) * ch;
  const i11 = (y1 * w + x1) * ch;
  for (let c = 0; c < ch; c++) {
    const top = data[i00 + c] + (data[i10 + c] - data[i00 + c]) * tx;
    const bottom = data[i01 + c] + (data[i11 + c] - data[i01 + c]) * tx;
    out[c] = top + (bottom - top) * ty;
  }
}

/** Row-major 3×3 matrix. */
type Mat3 = [number, number, number, number, number, number, number, number, number];

/** The projective map taking the four points `from` to the four points `to`. */
function homography(from: Pt[], to: Pt[]): Mat3 {
  const A: number[][] = [];
  for (let k = 0; k < 4; k++) {
    const [x, y] = from[k];
    const [u, v] = to[k];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the 8×9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(A[r][col]) > Math.abs(A[pivot][col])) pivot = r;
    if (Math.abs(A[pivot][col]) < 1e-12) throw new Error('degenerate quadrilateral');
    [A[col], A[pivot]] = [A[pivot], A[col]];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = A[r][col] / A[col][col];
      if (f === 0) continue;
      for (let c = col; c < 9; c++) A[r][c] -= f * A[col][c];
    }
  }
  const h = A.map((row, i) => row[8] / row[i]);
  return [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1];
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

class Rng extends Mulberry32 {
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  /** Standard normal (Box–Muller). */
  normal(): number {
    const a = this.next() || 1e-12;
    const b = this.next();
    return Math.sqrt(-2 * Math.log(a)) * Math.cos(2 * Math.PI * b);
  }
}

/** Hashes numbers into one 32-bit seed (murmur3's finaliser per step). */
function mix(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = Math.imul(h ^ (Math.floor(value) >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0 || 1;
}

/** 4096 standard-normal samples, indexed by fast per-pixel random bits. */
const GAUSS: Float32Array = (() => {
  const rng = new Rng(0x6a055);
  const table = new Float32Array(4096);
  for (let i = 0; i < table.length; i++) table[i] = rng.normal();
  return table;
})();

function unit(value: number, name: string): number {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`${name} must be 0..1, not ${value}`);
  return value;
}
