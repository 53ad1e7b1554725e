import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ocrTurn, stopOcr } from '../src/document-imports/extraction/ocr.js';
import { openPdf, pageImagePixels, prepareForOcr, withPagePixels } from '../src/document-imports/extraction/page-images.js';

/**
 * A scanner's page taken as its image, without drawing it (docs/document-extraction.md#scans-and-photos-ocr):
 * only a page that is one upright image over the whole page; any other page is drawn.
 */

const A4 = { width: 595.28, height: 841.89 };

async function pdfWith(draw: (doc: PDFKit.PDFDocument, jpeg: Buffer) => void): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 400, height: 566, channels: 3, background: '#e0e0e0' } }).jpeg().toBuffer();
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  draw(doc, jpeg);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

async function imageOfFirstPage(bytes: Uint8Array) {
  const pdf = await openPdf(bytes);
  try {
    const page = await pdf.getPage(1);
    return pageImagePixels(page, await page.getOperatorList());
  } finally {
    await pdf.destroy();
  }
}

describe('a scanned page taken as its image', () => {
  it('takes the image of a page it covers whole, as decoded, and brings it to 300 dpi', async () => {
    const pixels = await imageOfFirstPage(await pdfWith((doc, jpeg) => doc.image(jpeg, 0, 0, A4)));
    expect(pixels).toMatchObject({ width: 400, height: 566, channels: 3 });
    expect(pixels!.rgba.length).toBe(400 * 566 * 3);
    const prepared = await prepareForOcr(pixels!);
    expect([prepared.width, prepared.height]).toEqual([2479, 3508]);
  });

  it('draws a page whose image covers part of it, or that prints text beside it', async () => {
    expect(await imageOfFirstPage(await pdfWith((doc, jpeg) => doc.image(jpeg, 0, 0, { width: A4.width / 2, height: A4.height / 2 })))).toBeNull();
    const withText = await pdfWith((doc, jpeg) => {
      doc.image(jpeg, 0, 0, A4);
      doc.text('Factura 2026/0012', 40, 40);
    });
    expect(await imageOfFirstPage(withText)).toBeNull();
  });
});

describe('a band printed dark with light letters', () => {
  afterAll(() => stopOcr());

  it('is turned over for OCR, while black print on paper or on a light fill is read as it is', async () => {
    const bytes = await pdfWith((doc) => {
      doc.font('Helvetica-Bold').fontSize(26).fillColor('#000000').text('MAQUINARIA TORRALBA', 60, 60, { lineBreak: false });
      doc.rect(40, 140, 515, 30).fill('#3a3a3a');
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#ffffff').text('FACTURA', 55, 150, { lineBreak: false });
      doc.text('Nº 2026/0117', 250, 150, { lineBreak: false });
      doc.text('Fecha 16-02-26', 440, 150, { lineBreak: false });
      doc.rect(40, 220, 515, 26).fill('#c8c8c8');
      doc.font('Helvetica').fontSize(11).fillColor('#000000').text('Referencia   Descripción   Importe', 55, 228, { lineBreak: false });
      doc.rect(330, 300, 225, 34).fill('#202020');
      doc.font('Helvetica-Bold').fontSize(13).fillColor('#ffffff').text('TOTAL 4.522,73', 360, 311, { lineBreak: false });
    });
    const pdf = await openPdf(bytes);
    const text = await ocrTurn(async (recognize) => {
      const prepared = await withPagePixels(pdf, 1, prepareForOcr, 200);
      const page = await recognize(prepared);
      return page.lines.map((line) => line.words.map((w) => w.text).join(' ')).join('\n');
    }).finally(() => pdf.destroy());
    expect(text).toContain('TORRALBA');
    expect(text).toMatch(/2026\/0117/);
    expect(text).toContain('16-02-26');
    expect(text).toContain('Descripción');
    expect(text).toContain('4.522,73');
  });
});

describe('the rules around a band printed dark', () => {
  it('go with it: no dash of its outline or its dividers is left beside its letters', async () => {
    const labels = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO'];
    const widths: number[] = [];
    const bytes = await pdfWith((doc) => {
      // A labels band over a row of boxed values, the whole outlined and divided in black.
      doc.rect(40, 200, 510, 24).fill('#2b2b2b');
      doc.lineWidth(1).strokeColor('#000000');
      doc.rect(40, 200, 510, 50).stroke();
      for (const x of [210, 380]) doc.moveTo(x, 200).lineTo(x, 250).stroke();
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#ffffff');
      labels.forEach((label, k) => {
        doc.text(label, 50 + 170 * k, 208, { lineBreak: false });
        widths.push(doc.widthOfString(label));
      });
      doc.font('Helvetica').fontSize(11).fillColor('#000000');
      ['BML260658', '2026-09-09', '2026-10-09'].forEach((value, k) => doc.text(value, 50 + 170 * k, 232, { lineBreak: false }));
    });
    const pdf = await openPdf(bytes);
    const prepared = await withPagePixels(pdf, 1, prepareForOcr, 200).finally(() => pdf.destroy());
    const pixels = prepared.image.subarray(prepared.image.length - prepared.width * prepared.height);
    const k = prepared.height / A4.height;
    // Where the labels are printed, in the prepared image: ink is allowed there and nowhere else on the band.
    const letters = widths.map((width, n) => ({ x0: (48 + 170 * n) * k, x1: (52 + 170 * n + width) * k }));
    let inkOnLetters = 0;
    let inkElsewhere = 0;
    for (let y = Math.floor(197 * k); y < Math.ceil(224.5 * k); y++) {
      for (let x = Math.floor(36 * k); x < Math.ceil(554 * k); x++) {
        if (pixels[y * prepared.width + x] >= 128) continue;
        const onLetter = y > 205 * k && y < 220 * k && letters.some((l) => x > l.x0 && x < l.x1);
        if (onLetter) inkOnLetters += 1;
        else inkElsewhere += 1;
      }
    }
    expect(inkOnLetters).toBeGreaterThan(2000);
    expect(inkElsewhere).toBe(0);
    // The boxes of the values under the band keep their sides and their bottom.
    const column = Math.round(210 * k);
    let side = 0;
    for (let y = Math.round(232 * k); y < Math.round(246 * k); y++) if ([-2, -1, 0, 1, 2].some((d) => pixels[y * prepared.width + column + d] < 128)) side += 1;
    expect(side).toBe(Math.round(246 * k) - Math.round(232 * k));
  });
});
