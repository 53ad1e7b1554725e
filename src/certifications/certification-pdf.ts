import PDFDocument from 'pdfkit';
import type {
  CertificationDocument,
  CertificationDocumentChapter,
  CertificationDocumentLine,
  CertificationFigures,
  CertificationParty,
} from './certification-document.js';
import { TextLayer } from './pdf-text-layer.js';
import { spanishDate, spanishDecimal, spanishMoney, spanishPercent } from './spanish-format.js';

/**
 * The relación valorada of an issued certification (docs/certifications.md#the-valued-statement-pdf):
 * the header, every budget item with its quantities and amounts (previous, this period, to date),
 * chapter subtotals, the summary of figures and the invoice it bills, the signatures. A4
 * landscape, pdfkit's built-in Helvetica (WinAnsi, so Spanish accents print), nothing fetched.
 *
 * The totals block is laid out for the project's own PDF extraction to read back: the invoice's
 * base, VAT and total are printed once each under their usual labels; the summary grid prints
 * no base + VAT of its other columns, so only this certification's invoice adds up.
 */
export async function pdfOf(doc: CertificationDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    // A fixed date: the same certification gives the same bytes.
    info: { Title: `${TITLE[doc.type]} - Certificación nº ${doc.number}`, Creator: 'cost-control-service', CreationDate: new Date(`${doc.issueDate}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  new Sheet(pdf, doc).draw();
  pdf.end();
  return ended;
}

type Pdf = PDFKit.PDFDocument;

const MARGIN = 28;
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const RIGHT = PAGE_WIDTH - MARGIN;
/** Where the page number is printed, and how far down the body may go. */
const FOOTER_Y = PAGE_HEIGHT - MARGIN - 6;
const BOTTOM = FOOTER_Y - 8;
const BODY_SIZE = 7;
const LINE = 8.5;
const PAD = 3;
/** A description longer than this many lines ends in an ellipsis. */
const MAX_DESCRIPTION_LINES = 6;

const TITLE = { progress: 'Relación valorada', retention_release: 'Devolución de la retención de garantía' } as const;

interface Column {
  head: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS = {
  code: { head: 'Código', width: 60, align: 'left' },
  description: { head: 'Descripción', width: 226, align: 'left' },
  unit: { head: 'Ud', width: 24, align: 'left' },
  salePrice: { head: 'Precio', width: 52, align: 'right' },
  budgetQuantity: { head: 'Presup.', width: 54, align: 'right' },
  previousQuantity: { head: 'Anterior', width: 54, align: 'right' },
  quantityThisPeriod: { head: 'Esta cert.', width: 54, align: 'right' },
  quantityToDate: { head: 'A origen', width: 54, align: 'right' },
  mark: { head: '', width: 8, align: 'left' },
  amountPrevious: { head: 'Anterior', width: 66, align: 'right' },
  amountThisPeriod: { head: 'Esta cert.', width: 66, align: 'right' },
  amountToDate: { head: 'A origen', width: 66, align: 'right' },
} satisfies Record<string, Column>;

type ColumnName = keyof typeof COLUMNS;

/** Each column's left edge. */
const X = (() => {
  let x = MARGIN;
  const out = {} as Record<ColumnName, number>;
  for (const [name, column] of Object.entries(COLUMNS) as Array<[ColumnName, Column]>) {
    out[name] = x;
    x += column.width;
  }
  return out;
})();

/** The page being drawn and where on it: a cursor that starts a new page when a row would not fit. */
class Sheet {
  private y = MARGIN;
  /** The chapter being listed, repeated at the top of a page it continues on. */
  private chapter: CertificationDocumentChapter | null = null;
  private readonly text: TextLayer;

  constructor(
    private readonly pdf: Pdf,
    private readonly doc: CertificationDocument,
  ) {
    this.text = new TextLayer(pdf);
  }

  draw(): void {
    this.header();
    if (this.doc.type === 'progress') {
      this.columnHeads();
      for (const chapter of this.doc.chapters) this.chapterRows(chapter);
      this.chapter = null;
      this.legend();
    }
    this.summary();
    this.text.flush();
    this.pageNumbers();
  }

  private header(): void {
    const { doc } = this;
    this.write(TITLE[doc.type], MARGIN, MARGIN, { bold: true, size: 14 });
    this.write(`Certificación nº ${doc.number}`, MARGIN, MARGIN + 18, { bold: true, size: 10 });
    const right = 560;
    this.write(`Nº factura: ${doc.invoiceNumber}`, right, MARGIN, { size: 9 });
    this.write(`Fecha de emisión: ${spanishDate(doc.issueDate)}`, right, MARGIN + 12, { size: 9 });
    this.write(`Periodo: del ${spanishDate(doc.periodStart)} al ${spanishDate(doc.periodEnd)}`, right, MARGIN + 24, { size: 9 });
    const top = MARGIN + 48;
    const seller = this.party('Contratista', doc.seller, MARGIN, top);
    const buyer = this.party('Cliente', doc.buyer, 290, top);
    const project = [doc.project.name, ...(doc.project.address ? [doc.project.address] : []), `Presupuesto: ${doc.budget.name}`];
    const projectEnd = this.block('Obra', project, right, top);
    this.y = Math.max(seller, buyer, projectEnd) + 6;
    const note = doc.reverseCharge ? 'Importes en euros. Operación con inversión del sujeto pasivo (art. 84.Uno.2º de la Ley del IVA).' : 'Importes en euros.';
    this.write(note, MARGIN, this.y, {});
    this.y += LINE + 6;
  }

  private party(title: string, party: CertificationParty, x: number, y: number): number {
    const a = party.address;
    const place = `${a.postCode} ${a.town}${a.province && a.province !== a.town ? ` (${a.province})` : ''}${a.countryCode !== 'ESP' ? ` ${a.countryCode}` : ''}`;
    return this.block(title, [party.name, `NIF: ${party.taxId}`, a.street, place], x, y);
  }

  /** A titled block of lines; returns where it ends. */
  private block(title: string, lines: string[], x: number, y: number): number {
    this.write(title, x, y, { bold: true, size: 8 });
    lines.forEach((text, i) => this.write(text, x, y + 11 + i * 10, { size: 8 }));
    return y + 11 + lines.length * 10;
  }

  private columnHeads(): void {
    const y = this.y;
    this.write('Cantidades', X.budgetQuantity, y, { bold: true });
    this.write('Importes', X.amountPrevious, y, { bold: true });
    for (const [name, column] of Object.entries(COLUMNS) as Array<[ColumnName, Column]>) {
      if (column.head) this.cell(name, column.head, y + LINE, true);
    }
    this.rule(y + 2 * LINE + 1);
    this.y = y + 2 * LINE + 4;
  }

  private chapterRows(chapter: CertificationDocumentChapter): void {
    this.fit(2 * LINE + PAD);
    this.chapter = chapter;
    this.chapterTitle('');
    for (const line of chapter.lines) this.itemRow(line);
    this.fit(LINE + PAD);
    const y = this.y + 1;
    this.cell('description', `Total capítulo ${chapter.code}`, y, true);
    this.cell('amountPrevious', spanishMoney(chapter.amountPrevious), y, true);
    this.cell('amountThisPeriod', spanishMoney(chapter.amountThisPeriod), y, true);
    this.cell('amountToDate', spanishMoney(chapter.amountToDate), y, true);
    this.y += LINE + PAD + 4;
  }

  private chapterTitle(suffix: string): void {
    const chapter = this.chapter!;
    this.cell('code', chapter.code, this.y, true);
    this.write(`${chapter.title}${suffix}`, X.description, this.y, { bold: true });
    this.y += LINE + PAD;
  }

  private itemRow(line: CertificationDocumentLine): void {
    const description = this.wrap(line.description, COLUMNS.description.width - PAD);
    this.fit(description.length * LINE + PAD);
    const y = this.y;
    this.cell('code', line.code, y);
    description.forEach((text, i) => this.write(text, X.description, y + i * LINE, {}));
    this.cell('unit', line.unit, y);
    this.cell('salePrice', spanishMoney(line.salePrice), y);
    this.cell('budgetQuantity', spanishDecimal(line.budgetQuantity), y);
    this.cell('previousQuantity', spanishDecimal(line.previousQuantity), y);
    this.cell('quantityThisPeriod', spanishDecimal(line.quantityThisPeriod), y);
    this.cell('quantityToDate', spanishDecimal(line.quantityToDate), y);
    if (line.overBudget) this.cell('mark', '*', y, true);
    this.cell('amountPrevious', spanishMoney(line.amountPrevious), y);
    this.cell('amountThisPeriod', spanishMoney(line.amountThisPeriod), y);
    this.cell('amountToDate', spanishMoney(line.amountToDate), y);
    this.y += description.length * LINE + PAD;
  }

  private legend(): void {
    if (!this.doc.chapters.some((c) => c.lines.some((l) => l.overBudget))) return;
    this.fit(LINE);
    this.write('* Medición a origen mayor que la del presupuesto.', MARGIN, this.y, {});
    this.y += LINE + 4;
  }

  /**
   * The figures a origen, anterior and of this certification, then the invoice this one bills.
   * Only that invoice may print a base, its VAT and their sum together: the extraction takes any
   * three printed amounts that add up so for an invoice, so the grid leaves out the retention
   * and líquido rows when nothing is retained (the líquido would be base + VAT), and a retention
   * release prints no grid (its a origen column retains nothing).
   */
  private summary(): void {
    const { doc } = this;
    const rowHeight = LINE + 3;
    const label = MARGIN;
    const columns = [MARGIN + 250, MARGIN + 330, MARGIN + 410];
    const rows = doc.type === 'progress' ? this.summaryRows() : [];
    this.fit(2 * (LINE + 6) + 8 + (rows.length + 1) * rowHeight + 5 * rowHeight + 10);
    this.y += 6;
    this.write('Resumen de la certificación', label, this.y, { bold: true, size: 9 });
    this.y += LINE + 6;
    if (doc.type === 'progress') {
      ['A origen', 'Anterior', 'Esta certificación'].forEach((head, i) => this.right(head, columns[i], this.y, { bold: true }));
      this.rule(this.y + LINE, MARGIN, columns[2]);
      this.y += rowHeight + 1;
      for (const [text, figure] of rows) {
        this.write(text, label, this.y, {});
        [doc.toDate, doc.previous, doc.period].forEach((f, i) => this.right(spanishMoney(figure(f)), columns[i], this.y, {}));
        this.y += rowHeight;
      }
    } else {
      const release: Array<[string, number]> = [
        ['Ejecución material certificada a origen', doc.toDate.execution],
        ['Retención de garantía retenida en las certificaciones anteriores', -doc.period.retention],
      ];
      for (const [text, cents] of release) {
        this.write(text, label, this.y, {});
        this.right(spanishMoney(cents), columns[2], this.y, {});
        this.y += rowHeight;
      }
    }
    // The invoice of this certification: each figure once, under the labels an invoice reader
    // knows, with the signatures beside it.
    this.y += 8;
    this.signatures(columns[2] + 50, this.y);
    this.write(`Factura ${doc.invoiceNumber} de esta certificación`, label, this.y, { bold: true, size: 9 });
    this.y += LINE + 6;
    const invoice: Array<[string, number, boolean]> = [
      ['Base imponible', doc.period.subtotal, false],
      [this.taxLabel(), doc.period.tax, false],
      ['Total factura', doc.period.subtotal + doc.period.tax, true],
      ...(this.retains() ? [[this.retentionLabel(), -doc.period.retention, false] as [string, number, boolean]] : []),
      ['Líquido a pagar', doc.period.total, true],
    ];
    for (const [text, cents, bold] of invoice) {
      this.write(text, label, this.y, { bold });
      this.right(spanishMoney(cents), columns[2], this.y, { bold });
      this.y += rowHeight;
    }
  }

  private summaryRows(): Array<[string, (f: CertificationFigures) => number]> {
    const p = this.doc.percentages;
    return [
      ['Ejecución material', (f) => f.execution],
      [`Gastos generales (${spanishPercent(p.overheads)})`, (f) => f.overheads],
      [`Beneficio industrial (${spanishPercent(p.profit)})`, (f) => f.profit],
      [`Baja de adjudicación (${spanishPercent(p.discount)})`, (f) => -f.discount],
      ['Base imponible', (f) => f.subtotal],
      [this.taxLabel(), (f) => f.tax],
      ...(this.retains()
        ? ([
            [this.retentionLabel(), (f) => -f.retention],
            ['Líquido a pagar', (f) => f.total],
          ] as Array<[string, (f: CertificationFigures) => number]>)
        : []),
    ];
  }

  /** Some retention of guarantee is held or released in one of the columns. */
  private retains(): boolean {
    return [this.doc.toDate, this.doc.previous, this.doc.period].some((f) => f.retention !== 0);
  }

  private taxLabel(): string {
    return this.doc.reverseCharge ? 'IVA: inversión del sujeto pasivo' : `IVA ${spanishPercent(this.doc.percentages.taxRate)}`;
  }

  private retentionLabel(): string {
    return this.doc.type === 'retention_release'
      ? 'Devolución de la retención de garantía'
      : `Retención de garantía (${spanishPercent(this.doc.percentages.retention)})`;
  }

  /** Three signature boxes side by side, from `x` to the right margin, as deep as the invoice block beside them. */
  private signatures(x: number, y: number): void {
    const titles = ['La dirección facultativa', 'El contratista', 'La propiedad'];
    const width = (RIGHT - x) / titles.length;
    titles.forEach((title, i) => {
      const left = x + i * width;
      this.write(title, left, y, { bold: true, size: 8 });
      this.rule(y + 56, left, left + width - 16);
      this.write('Fdo.:', left, y + 59, {});
    });
  }

  private pageNumbers(): void {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      this.pdf.switchToPage(start + i);
      this.write(`${this.doc.invoiceNumber} · Certificación nº ${this.doc.number}`, MARGIN, FOOTER_Y, {});
      this.right(`Página ${i + 1} de ${count}`, RIGHT, FOOTER_Y, {});
      this.text.flush();
    }
  }

  /** Starts a new page unless `height` more fits on this one; a table page repeats its heads. */
  private fit(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.text.flush();
    this.pdf.addPage();
    this.y = MARGIN;
    const { doc } = this;
    this.write(`${TITLE[doc.type]} · Certificación nº ${doc.number} · ${doc.project.name}`, MARGIN, this.y, { bold: true });
    this.y += LINE + 6;
    if (this.chapter) {
      this.columnHeads();
      this.chapterTitle(' (continuación)');
    }
  }

  private cell(name: ColumnName, text: string, y: number, bold = false): void {
    const column: Column = COLUMNS[name];
    if (column.align === 'right') this.right(text, X[name] + column.width - PAD, y, { bold });
    else this.write(text, X[name], y, { bold });
  }

  private right(text: string, right: number, y: number, style: Style): void {
    const weight = style.bold ? 'bold' : 'regular';
    const size = style.size ?? BODY_SIZE;
    this.text.write(text, right - this.text.width(text, weight, size), y, weight, size);
  }

  private write(text: string, x: number, y: number, style: Style): void {
    this.text.write(text, x, y, style.bold ? 'bold' : 'regular', style.size ?? BODY_SIZE);
  }

  private rule(y: number, from = MARGIN, to = RIGHT): void {
    this.pdf.moveTo(from, y).lineTo(to, y).lineWidth(0.5).stroke();
  }

  /** Greedy word wrap with the font's widths, linear in the text's length. */
  private wrap(text: string, width: number): string[] {
    const space = this.text.width(' ', 'regular', BODY_SIZE);
    const lines: string[] = [];
    let line = '';
    let used = 0;
    for (const word of text.split(/\s+/)) {
      if (word === '') continue;
      const w = this.text.width(word, 'regular', BODY_SIZE);
      if (line === '' || used + space + w <= width) {
        line = line === '' ? word : `${line} ${word}`;
        used += (used === 0 ? 0 : space) + w;
        continue;
      }
      lines.push(line);
      if (lines.length === MAX_DESCRIPTION_LINES) {
        lines[lines.length - 1] += ' …';
        return lines;
      }
      line = word;
      used = w;
    }
    lines.push(line);
    return lines;
  }
}

interface Style {
  bold?: boolean;
  size?: number;
}
