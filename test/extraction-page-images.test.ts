import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPdf, pageImagePixels, prepareForOcr } from '../src/document-imports/extraction/page-images.js';

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
