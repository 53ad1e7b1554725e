import { describe, expect, it } from 'vitest';
import { type Extraction, extractDocument } from '../src/document-imports/extraction/extraction.js';
import type { OcrPage, OcrWord } from '../src/document-imports/extraction/ocr.js';
import { ocrPageOf } from '../src/document-imports/extraction/pdf-text.js';
import { placeFields } from '../src/document-imports/extraction/field-places.js';
import { readInvoiceFields } from '../src/document-imports/extraction/invoice-fields.js';
import { DocumentLayout } from '../src/document-imports/extraction/layout.js';
import { readSeller } from '../src/document-imports/extraction/seller-party.js';
import { drawingOnlyPdf, generateCorpus, imageOnlyPdf, pdfOf } from './helpers/pdf-corpus.js';

const encode = (s: string) => new TextEncoder().encode(s);

describe('input that is not a readable document', () => {
  it('gives an incomplete extraction for empty bytes', async () => {
    for (const kind of ['invoice', 'delivery_note'] as const) {
      const extraction = await extractDocument(new Uint8Array(), 'application/pdf', kind);
      expect(extraction).toMatchObject({ kind, complete: false, fields: {}, problems: ['the file is empty'] });
    }
  });

  it('gives an incomplete extraction for bytes that are not a PDF', async () => {
    const extraction = await extractDocument(encode('Factura 123, total 100 €'), 'application/pdf', 'invoice');
    expect(extraction.complete).toBe(false);
    expect(extraction.problems).toEqual(['the file is not a PDF']);
  });

  it('gives an incomplete extraction for random bytes and for a broken PDF', async () => {
    const random = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
    expect((await extractDocument(random, 'application/pdf', 'invoice')).complete).toBe(false);
    const broken = encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    const extraction = await extractDocument(broken, 'application/pdf', 'invoice');
    expect(extraction.complete).toBe(false);
    expect(extraction.problems.length).toBeGreaterThan(0);
  });

  it('gives an incomplete extraction for a truncated PDF', async () => {
    const [doc] = await generateCorpus();
    const extraction = await extractDocument(doc.bytes.subarray(0, Math.floor(doc.bytes.length / 2)), 'application/pdf', 'invoice');
    expect(extraction.complete).toBe(false);
    expect(extraction.problems.length).toBeGreaterThan(0);
  });

  it('reads a PDF without a text layer by OCR, and says a page with nothing written on it needs a person', async () => {
    const extraction = await extractDocument(await imageOnlyPdf(), 'application/pdf', 'delivery_note');
    expect(extraction).toMatchObject({ complete: false, source: 'pdf', pages: 1, ocr: { pages: 1 } });
    expect(extraction.fields).toEqual({});
    expect(extraction.problems).toEqual(['no text was recognised on the page (blank, or not a document?); it needs to be read by a person']);
  });

  it('says a PDF of drawings without any text or image has no text', async () => {
    const extraction = await extractDocument(await drawingOnlyPdf(), 'application/pdf', 'invoice');
    expect(extraction).toMatchObject({ complete: false, source: 'pdf', pages: 1, fields: {} });
    expect(extraction.ocr).toBeUndefined();
    expect(extraction.problems).toEqual(['the PDF has no text; it needs to be read by a person']);
  });

  it('says a password-protected PDF cannot be read', async () => {
    const bytes = await pdfOf([[{ text: 'Factura nº 1', x: 40, y: 40 }]], { userPassword: 'secreto' });
    const extraction = await extractDocument(bytes, 'application/pdf', 'invoice');
    expect(extraction.complete).toBe(false);
    expect(extraction.problems[0]).toMatch(/encrypted/);
  });

  it('does not take a PDF with text but no invoice in it for an invoice', async () => {
    const bytes = await pdfOf([[{ text: 'Acta de replanteo de la obra de la calle Mayor', x: 40, y: 40 }]]);
    const extraction = await extractDocument(bytes, 'application/pdf', 'invoice');
    expect(extraction.complete).toBe(false);
    expect(extraction.problems).toContain('invoice_number was not found');
  });

  it('reads only the first 50 pages and leaves a longer PDF incomplete', async () => {
    const pages = Array.from({ length: 52 }, (_, i) => [{ text: `Página ${i + 1}`, x: 40, y: 40 }]);
    const extraction = await extractDocument(await pdfOf(pages), 'application/pdf', 'invoice');
    expect(extraction.pages).toBe(52);
    expect(extraction.problems[0]).toMatch(/only the first 50 of 52 pages/);
  });

  it('does not let pdf.js take the caller’s buffer', async () => {
    const [doc] = await generateCorpus();
    const copy = doc.bytes.slice();
    await extractDocument(copy, 'application/pdf', doc.kind);
    expect(copy.byteLength).toBe(doc.bytes.byteLength);
    expect(Buffer.compare(Buffer.from(copy), Buffer.from(doc.bytes))).toBe(0);
  });

  it('reads a Node Buffer (what the database gives back) like any Uint8Array, and leaves it whole', async () => {
    const [doc] = await generateCorpus();
    const buffer = Buffer.from(doc.bytes);
    const extraction = await extractDocument(buffer, 'application/pdf', doc.kind);
    expect(extraction.complete).toBe(true);
    expect(buffer.equals(Buffer.from(doc.bytes))).toBe(true);
  });
});

describe('content type and content disagreeing', () => {
  it('reads a Facturae sent as a PDF as Facturae, with a note', async () => {
    const xml = '<?xml version="1.0"?><fe:Facturae xmlns:fe="http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml"></fe:Facturae>';
    const extraction = await extractDocument(encode(xml), 'application/pdf', 'invoice');
    expect(extraction.source).toBe('facturae');
    expect(extraction.notes[0]).toMatch(/sent as application\/pdf but the file is XML/);
    expect(extraction.complete).toBe(false);
  });

  it('reads a PDF sent as XML as a PDF, with a note', async () => {
    const [doc] = await generateCorpus();
    const extraction = await extractDocument(doc.bytes, 'application/xml', doc.kind);
    expect(extraction.source).toBe('pdf');
    expect(extraction.notes[0]).toMatch(/sent as application\/xml but the file is a PDF/);
    expect(extraction.complete).toBe(true);
  });

  it('says bytes that are neither are not XML', async () => {
    const extraction = await extractDocument(encode('not xml at all'), 'application/xml', 'invoice');
    expect(extraction).toMatchObject({ source: 'facturae', complete: false, problems: ['the file is not XML'] });
  });
});

describe('words OCR left out as noise', () => {
  const word = (text: string, x0: number, confidence: number): OcrWord => ({
    text,
    x0,
    y0: 90,
    x1: x0 + text.length * 18,
    y1: 120,
    confidence,
    symbols: [...text].map((ch) => ({ text: ch, confidence })),
  });
  const page = (words: OcrWord[]): OcrPage => ({ width: 2480, height: 3508, confidence: 0.9, lines: [{ words, baseline: 120, rowHeight: 30 }] });

  it('make the text beside them doubtful (a name may have lost its first word), and only that text', () => {
    const k = 595.28 / 2480;
    // `Combustibles` read at 0.00, right before the rest of the name; a phone number far to the right.
    const cut = ocrPageOf(1, page([word('Coiibustibles', 100, 0), word('Tierra', 330, 0.96), word('de', 452, 0.96), word('Campos,', 502, 0.95), word('S.L.', 642, 0.95), word('979770215', 1800, 0.95)]), k, 595.28, 842);
    const cells = cut.lines[0].cells.map((c) => [c.text, c.confidence]);
    expect(cells).toEqual([
      ['Tierra de Campos, S.L.', 0],
      ['979770215', 0.95],
    ]);
    const whole = ocrPageOf(1, page([word('Combustibles', 100, 0.93), word('Tierra', 330, 0.96), word('de', 452, 0.96), word('Campos,', 502, 0.95), word('S.L.', 642, 0.95)]), k, 595.28, 842);
    expect(whole.lines[0].cells.map((c) => [c.text, c.confidence])).toEqual([['Combustibles Tierra de Campos, S.L.', 0.93]]);
  });

  it('keep a number whose every character OCR is sure of, at its low word confidence', () => {
    const k = 595.28 / 2480;
    // `€ 15.254,98`: the word at 0.18, each of its characters at 0.99.
    const sure = { ...word('15.254,98', 1000, 0.18), symbols: [...'15.254,98'].map((ch) => ({ text: ch, confidence: 0.99 })) };
    const read = ocrPageOf(1, page([word('Base', 100, 0.95), word('imponible', 184, 0.95), sure]), k, 595.28, 842);
    expect(read.lines[0].cells.map((c) => [c.text, c.confidence, c.digitConfidence])).toEqual([
      ['Base imponible', 0.95, 1],
      ['15.254,98', 0.18, 0.99],
    ]);
    // A speck read as a digit, or a word without a digit, is still noise.
    const doubtful = { ...sure, symbols: sure.symbols.map((s, i) => (i === 3 ? { ...s, confidence: 0.4 } : s)) };
    const name = { ...word('Criolimp', 1000, 0.2), symbols: [...'Criolimp'].map((ch) => ({ text: ch, confidence: 0.99 })) };
    for (const noise of [doubtful, name]) {
      const cells = ocrPageOf(1, page([word('Base', 100, 0.95), word('imponible', 184, 0.95), noise]), k, 595.28, 842).lines[0].cells;
      expect(cells.map((c) => c.text)).toEqual(['Base imponible']);
    }
  });

  it('read `n9` as `nº`, and doubt a name whose words OCR ran together (PILOTESY, ZULATZENCORTEY…)', () => {
    const k = 595.28 / 2480;
    expect(ocrPageOf(1, page([word('Factura', 100, 0.95), word('n9', 250, 0.95), word('RA/0089', 310, 0.95)]), k, 595.28, 842).lines[0].cells[0].text).toBe('Factura nº RA/0089');
    const nameOn = (words: string[]) => {
      let x = 100;
      const ocr = ocrPageOf(1, page(words.map((w) => word(w, (x += w.length * 18 + 12) - w.length * 18, 0.95))), k, 595.28, 842);
      const extraction = { kind: 'invoice', source: 'image', complete: false, problems: [], notes: [], fields: { provider_name: { value: ocr.lines[0].cells[0].text, confidence: 0.95 } } } as unknown as Extraction;
      const { problems } = placeFields(extraction, [ocr]);
      return [extraction.fields.provider_name?.confidence, problems.length];
    };
    expect(nameOn(['PILOTESY', 'MICROPILOTES', 'DEL', 'EBRO,', 'S.L.'])).toEqual([0.5, 1]);
    expect(nameOn(['ZULATZENCORTEYPERFORACIÓN,S.L.'])).toEqual([0.5, 1]);
    expect(nameOn(['PILOTES', 'Y', 'MICROPILOTES', 'DEL', 'EBRO,', 'S.L.'])).toEqual([0.95, 0]);
    expect(nameOn(['IMPERMEABILIZACIONES', 'DEL', 'SUR,', 'S.L.'])).toEqual([0.95, 0]);
  });

  it('doubt a name read by OCR on a page worded in Catalan (the model has no `è`, `à`, `ò`), and only there', () => {
    const k = 595.28 / 2480;
    const nameOn = (wording: string[]) => {
      const name = ocrPageOf(1, page(['Paviments', 'Técnics', 'del', 'Penedés,', 'SCCL'].map((w, i) => word(w, 100 + i * 220, 0.95))), k, 595.28, 842);
      const rest = ocrPageOf(1, { ...page(wording.map((w, i) => word(w, 100 + i * 400, 0.95))), lines: [{ words: wording.map((w, i) => ({ ...word(w, 100 + i * 400, 0.95), y0: 300, y1: 330 })), baseline: 330, rowHeight: 30 }] }, k, 595.28, 842);
      const pages = [{ ...name, lines: [...name.lines, ...rest.lines] }];
      const extraction = { kind: 'invoice', source: 'image', complete: false, problems: [], notes: [], fields: { provider_name: { value: name.lines[0].cells[0].text, confidence: 0.95 } } } as unknown as Extraction;
      const { problems } = placeFields(extraction, pages);
      return [extraction.fields.provider_name?.confidence, problems.length];
    };
    expect(nameOn(['Venciment', 'Base', 'imposable'])).toEqual([0.5, 1]);
    expect(nameOn(['Vencimiento', 'Base', 'imponible'])).toEqual([0.95, 0]);
  });

  it('take an id whose control character OCR misread for the customer’s, and never trust a seller’s read so', () => {
    const k = 595.28 / 2480;
    const lineOf = (words: string[], y: number) => ({
      words: words.map((w, i) => ({ ...word(w, 100 + i * 260, 0.95), y0: y - 30, y1: y })),
      baseline: y,
      rowHeight: 30,
    });
    const sellerOf = (sellerId: string, customerId: string) => {
      const ocr = ocrPageOf(1, { ...page([]), lines: [lineOf(['Hormigones', 'del', 'Norte,', 'S.L.'], 120), lineOf(['CIF', sellerId], 170), lineOf(['Cliente:'], 400), lineOf(['Obras', 'Cierzo,', 'S.L.'], 450), lineOf(['NIF:', customerId], 500)] }, k, 595.28, 842);
      return readSeller(new DocumentLayout([ocr]), new Set());
    };
    // The customer's `U9340618I` read `U93406181`: still the customer's, so the seller's id is sure.
    expect(sellerOf('B12345674', 'U93406181').nif).toEqual({ value: 'B12345674', confidence: 0.97 });
    const corrected = sellerOf('A5881850I', 'U9340618I');
    expect(corrected.nif).toEqual({ value: 'A58818501', confidence: 0.5 });
    expect(corrected.problems).toContain("the seller's tax id A58818501 was read by OCR with a look-alike for its control character: check it");
  });

  it('read an amount whose decimal comma OCR took for a dot after its thousands (`5.132.00`) as `5.132,00`', () => {
    const k = 595.28 / 2480;
    const amount = (text: string) => ocrPageOf(1, page([word('Base', 1000, 0.95), word('imponible', 1100, 0.95), word(text, 2000, 0.9)]), k, 595.28, 842).lines[0].cells.map((c) => c.text).at(-1);
    expect(amount('5.132.00')).toBe('5.132,00');
    expect(amount('-1.769.80')).toBe('-1.769,80');
    // Not a dotted code or a date.
    expect(amount('12.345.678')).toBe('12.345.678');
    expect(amount('05.11.26')).toBe('05.11.26');
    // The comma and the dot swapped: the same amount either way.
    expect(amount('7,823.07')).toBe('7.823,07');
    expect(amount('1,234,567.89')).toBe('1.234.567,89');
    expect(amount('7,82')).toBe('7,82');
  });

  it('read `n.9:` as `n.º:` before its colon, and leave `n.9` in an address alone', () => {
    const k = 595.28 / 2480;
    const text = (words: OcrWord[]) => ocrPageOf(1, page(words), k, 595.28, 842).lines[0].text.replace(/\s+/g, ' ');
    expect(text([word('Albará', 100, 0.95), word('n.9:', 250, 0.95), word('26-01844', 400, 0.95)])).toBe('Albará n.º: 26-01844');
    expect(text([word('Calle', 100, 0.95), word('Mayor', 220, 0.95), word('Portal', 340, 0.95), word('n.9', 480, 0.95)])).toBe('Calle Mayor Portal n.9');
  });

  it('doubt a line of print a photo’s tilt broke in two, one part ending where the other begins', () => {
    const k = 595.28 / 2480;
    const tilted: OcrPage = {
      width: 2480,
      height: 3508,
      confidence: 0.9,
      lines: [
        { words: [word('Construcción', 392, 0.95), word('Saavedra', 622, 0.95)], baseline: 120, rowHeight: 30 },
        { words: [word('Materiales', 150, 0.96), word('de', 344, 0.96)], baseline: 140, rowHeight: 30 },
        { words: [word('Córdoba', 100, 0.96)], baseline: 260, rowHeight: 30 },
      ],
    };
    const lines = ocrPageOf(1, tilted, k, 595.28, 842).lines;
    expect(lines.map((l) => l.cells.map((c) => [c.text, c.confidence]))).toEqual([
      [['Construcción Saavedra', 0.85]],
      [['Materiales de', 0.85]],
      [['Córdoba', 0.96]],
    ]);
  });

  it('doubt an invoice number whose capitals sit beside letters OCR tells from capitals only by size (`Cv-26/0052`)', () => {
    const k = 595.28 / 2480;
    const numberOn = (text: string) => {
      const ocr = ocrPageOf(1, page([word('Factura:', 100, 0.96), word(text, 400, 0.96)]), k, 595.28, 842);
      const extraction = { kind: 'invoice', source: 'image', complete: false, problems: [], notes: [], fields: { invoice_number: { value: text, confidence: 0.95 } } } as unknown as Extraction;
      const { problems } = placeFields(extraction, [ocr]);
      return [(extraction.fields as { invoice_number: { confidence: number } }).invoice_number.confidence, problems.length];
    };
    expect(numberOn('Cv-26/0052')).toEqual([0.5, 1]);
    expect(numberOn('CV-26/0052')).toEqual([0.95, 0]);
    expect(numberOn('Fra-2026/118')).toEqual([0.95, 0]);
  });

  it('doubt the dates of a scan whose due date comes before its issue date (a year misread), and only note it on a text PDF', () => {
    const k = 595.28 / 2480;
    const lineOf = (words: string[], y: number) => {
      let x = 100;
      return { words: words.map((w) => ({ ...word(w, (x += w.length * 18 + 14) - w.length * 18 - 14, 0.95), y0: y - 30, y1: y })), baseline: y, rowHeight: 30 };
    };
    const scan = ocrPageOf(1, { ...page([]), lines: [lineOf(['Fecha', 'factura:', '24/05/2078'], 300), lineOf(['Vencimiento:', '25/04/2026'], 360)] }, k, 595.28, 842);
    const misread = readInvoiceFields(new DocumentLayout([scan]), new Set());
    expect([misread.fields.issue_date?.value, misread.fields.due_date?.value]).toEqual(['2078-05-24', '2026-04-25']);
    expect(misread.problems).toContain('the due date 2026-04-25 is before the issue date 2078-05-24: one of them may be misread');
    const printed = readInvoiceFields(new DocumentLayout([{ ...scan, ocrConfidence: undefined }]), new Set());
    expect(printed.problems.filter((p) => p.includes('due date'))).toEqual([]);
    expect(printed.notes).toContain('the due date printed is before the issue date');
  });
});
