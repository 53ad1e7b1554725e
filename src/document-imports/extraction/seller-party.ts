import { checkNif, normalizeNif } from '../../platform/nif.js';
import type { DocumentLayout, PlacedLabel } from './layout.js';
import type { LabelKind } from './labels.js';
import type { TextCell, TextLine } from './pdf-text.js';
import { fold, squash } from './text-fold.js';
import type { Field } from './extraction-types.js';
import { startsWithGivenName } from './given-names.js';
import { type IssuerCandidate, isBrandName, letterheadIssuer } from './letterhead.js';

/**
 * Who issued the document. A supplier's invoice or delivery note shows at least two tax ids:
 * the supplier's and the customer's (the construction company). The seller is told apart by,
 * in order: the organization's own tax ids (`buyerNifs`), the labels of the blocks the ids sit in
 * ("Cliente", "Facturar a" against "Proveedor", "Emisor"; "NIF cliente"), the legal line
 * ("Inscrita en el Registro Mercantil…") only the issuer prints. Position alone never decides:
 * suppliers put their block left or right, top or bottom.
 */

export interface NifOccurrence {
  nif: string;
  kind: 'nif' | 'nie' | 'cif';
  lineIndex: number;
  cell: TextCell;
  /** Where the id starts in the cell text. */
  start: number;
  role: 'customer' | 'seller' | 'other' | 'unknown';
  /** Read by OCR with a look-alike for its control character (findNifs). */
  corrected?: boolean;
}

export interface SellerResult {
  nif?: Field<string>;
  name?: Field<string>;
  problems: string[];
}

const NIF_SHAPES = [
  String.raw`\d{1,2}\.?\d{3}\.?\d{3}[-\s]?[A-Z]`,
  String.raw`[XYZ][-\s]?\d\.?\d{3}\.?\d{3}[-\s]?[A-Z]`,
  String.raw`[KLM][-\s]?\d{7}[-\s]?[A-Z]`,
  String.raw`[ABCDEFGHJNPQRSUVW][-\s]?(?:\d{2}\.?\d{3}\.?\d{3}|\d{7}[-\s]?[A-J0-9]|\d{2}\.\d{3}\.\d{2}[-\s]?[A-J0-9])`,
];
const NIF_TOKEN = new RegExp(String.raw`(?<![A-Z0-9])(?:ES[-\s]?)?(?:${NIF_SHAPES.join('|')})(?![A-Z0-9])`, 'g');

/** Characters OCR takes for one another at the end of a tax id (`U93406181` for `U9340618I`). */
const LOOK_ALIKE: Record<string, string> = { '1': 'IL', I: '1', L: '1', '0': 'OD', O: '0', D: '0', '5': 'S', S: '5', '8': 'B', B: '8', '2': 'Z', Z: '2', '6': 'G', G: '6' };

/**
 * Spanish tax ids with a right control character in a piece of text. With `ocr`, an id whose
 * control character fails is also taken when exactly one look-alike of that character makes it
 * right: it comes back `corrected`, never to be trusted as the seller's without a person.
 */
export function findNifs(text: string, ocr = false): Array<{ nif: string; kind: 'nif' | 'nie' | 'cif'; index: number; corrected?: boolean }> {
  const out: Array<{ nif: string; kind: 'nif' | 'nie' | 'cif'; index: number; corrected?: boolean }> = [];
  for (const m of text.toUpperCase().matchAll(NIF_TOKEN)) {
    let nif = normalizeNif(m[0]);
    if (nif.startsWith('ES') && nif.length === 11) nif = nif.slice(2);
    const check = checkNif(nif);
    if (check.ok && check.kind !== 'foreign') {
      out.push({ nif, kind: check.kind, index: m.index });
      continue;
    }
    if (!ocr) continue;
    const variants = [...(LOOK_ALIKE[nif.at(-1)!] ?? '')]
      .map((ch) => nif.slice(0, -1) + ch)
      .map((candidate) => ({ candidate, check: checkNif(candidate) }))
      .filter((v) => v.check.ok && v.check.kind !== 'foreign');
    if (variants.length === 1 && variants[0].check.ok && variants[0].check.kind !== 'foreign') {
      out.push({ nif: variants[0].candidate, kind: variants[0].check.kind, index: m.index, corrected: true });
    }
  }
  return out;
}

/** Tax ids as the organization gives them, normalized and with a leading `ES` dropped. */
export function normalizeBuyerNifs(buyerNifs: readonly string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const raw of buyerNifs ?? []) {
    const nif = normalizeNif(raw);
    out.add(nif);
    if (nif.startsWith('ES')) out.add(nif.slice(2));
  }
  return out;
}

interface Region {
  role: 'customer' | 'seller' | 'other';
  page: number;
  lineIndex: number;
  /** Cells of the label's own line from this x on belong to the block. */
  sameLineFrom: number;
  /** The label's own cell, whose text belongs to the block from `labelEnd` on. */
  labelCell: TextCell;
  labelEnd: number;
  x0: number;
  x1: number;
  bottom: number;
}

const BLOCK_ROLE: Partial<Record<LabelKind, Region['role']>> = {
  customer_block: 'customer',
  customer_nif: 'customer',
  seller_block: 'seller',
  seller_nif: 'seller',
  other_party: 'other',
};

/** How far down and right of its label a party block reaches, in points. */
const BLOCK_DEPTH = 130;
const BLOCK_WIDTH = 240;

function regions(layout: DocumentLayout): Region[] {
  const out: Region[] = [];
  for (const label of layout.labels) {
    const role = BLOCK_ROLE[label.kind];
    if (!role) continue;
    const line = label.line;
    const blockLabelsRight = layout
      .labelsOnLine(label.lineIndex)
      .filter((l) => BLOCK_ROLE[l.kind] && l.cell.x > label.cell.x + 1 && BLOCK_ROLE[l.kind] !== role);
    const x1 = Math.min(label.cell.x + BLOCK_WIDTH, ...blockLabelsRight.map((l) => l.cell.x - 2));
    out.push({
      role,
      page: line.page,
      lineIndex: label.lineIndex,
      sameLineFrom: label.cell.x,
      labelCell: label.cell,
      labelEnd: label.end,
      x0: label.cell.x - 15,
      x1,
      bottom: line.baseline + BLOCK_DEPTH,
    });
  }
  return out;
}

function inRegion(layout: DocumentLayout, region: Region, lineIndex: number, cell: TextCell, start: number): boolean {
  const line = layout.lines[lineIndex];
  if (line.page !== region.page || line.rotated) return false;
  // A label in the middle of a line of small print (`X, S.L. · NIF B… · Mercancía por cuenta del
  // comprador`) speaks of what follows it, not of the id before it.
  if (cell === region.labelCell) return start >= region.labelEnd;
  if (lineIndex === region.lineIndex) return cell.x >= region.sameLineFrom && cell.x < region.x1;
  if (lineIndex < region.lineIndex || line.baseline > region.bottom) return false;
  if (cell.x < region.x0 || cell.x >= region.x1) return false;
  // The block ends at the next party label in its column, or at a wide vertical gap.
  let previous = layout.lines[region.lineIndex];
  for (let i = region.lineIndex + 1; i <= lineIndex; i++) {
    const l = layout.lines[i];
    const inColumn = l.cells.filter((c) => c.x >= region.x0 && c.x < region.x1);
    if (inColumn.length === 0) continue;
    if (l.baseline - previous.baseline > 2.8 * Math.max(l.fontSize, previous.fontSize)) return false;
    if (layout.tableHeaders.has(i)) return false;
    const otherBlock = layout
      .labelsOnLine(i)
      .some((lb) => BLOCK_ROLE[lb.kind] && lb.kind !== 'customer_nif' && lb.kind !== 'seller_nif' && lb.cell.x >= region.x0 && lb.cell.x < region.x1);
    if (otherBlock && i !== lineIndex) return false;
    if (otherBlock && i === lineIndex) {
      // Another party's label on the id's line, in its cell or before it (`TRANSPORTISTA:  Camiones Vela, S.L. - CIF B…`): the id is that party's.
      const before = layout
        .labelsOnLine(i)
        .some((lb) => BLOCK_ROLE[lb.kind] && !['customer_nif', 'seller_nif'].includes(lb.kind) && lb.cell.x >= region.x0 && lb.cell.x <= cell.x);
      if (before) return false;
    }
    previous = l;
  }
  return true;
}

const LEGAL_LINE = /registro mercantil|inscrita en|r\.\s?m\.\s|tomo\s+\d|hoja\s+(?:[a-z]{1,2}-?\s?\d|\d[\d.]{3,})|folio\s+\d/;

/**
 * The issuer's footer: a line of small print set right above or under the legal line
 * (`X, S.L. · CIF B… · address` over `Inscrita en el Registro Mercantil…`), in a font no larger
 * than the page's body text. A customer's block is no part of it.
 */
function besideLegalLine(layout: DocumentLayout, lineIndex: number): boolean {
  const line = layout.lines[lineIndex];
  const body = bodyFontSize(layout, line.page);
  if (line.fontSize > body) return false;
  return [lineIndex - 1, lineIndex + 1].some((j) => {
    const other = layout.lines[j];
    if (!other || other.page !== line.page || other.rotated !== line.rotated) return false;
    if (!line.rotated && Math.abs(other.baseline - line.baseline) > 2.2 * Math.max(other.fontSize, line.fontSize)) return false;
    return other.fontSize <= body && LEGAL_LINE.test(fold(other.text));
  });
}

/**
 * A registration of the holder's trade that a supplier prints under its own name: a
 * professional's membership of their college (`Colegiado nº 4685`), an authorised waste manager
 * (`Gestor autorizado E-997.45/2019`) or installer (`Empresa instaladora autorizada nº …`), the
 * construction companies' register (`Nº REA`). Only the issuer prints its own; a customer's block
 * never carries one.
 */
const TRADE_REGISTRATION =
  /(?<![a-z])(?:colegiad[oa](?:\/[oa])?\s+n\.?o|n\.?o\s+(?:de\s+)?colegiad[oa]|col\.\s*n\.?o|gestor(?:a)?\s+autorizad[oa]|(?:empresa\s+)?instaladora?\s+autorizad[oa]|n\.?o\s+r\.?e\.?a\.?(?![a-z])|registro\s+de\s+empresas\s+acreditadas)/;

/**
 * The id's block (its cell, the lines above it that line up with it, and the two lines under it
 * that do, closely) carries a trade registration: the id is the issuer's.
 */
function carriesTradeRegistration(layout: DocumentLayout, o: NifOccurrence): boolean {
  const texts = [o.cell.text, ...blockAbove(layout, o).map((b) => b.cell.text)];
  let lower = layout.lines[o.lineIndex];
  for (let i = o.lineIndex + 1, taken = 0; i < layout.lines.length && taken < 2; i++) {
    const line = layout.lines[i];
    if (line.page !== lower.page || line.rotated || line.baseline - lower.baseline > 2 * Math.max(line.fontSize, lower.fontSize)) break;
    const cell = line.cells.find((c) => aligned(c, o.cell));
    if (!cell) continue;
    texts.push(cell.text);
    lower = line;
    taken += 1;
  }
  return texts.some((t) => TRADE_REGISTRATION.test(fold(t)));
}

/** The median font size of a page's lines: its body text. */
function bodyFontSize(layout: DocumentLayout, page: number): number {
  const sizes = layout.lines.filter((l) => l.page === page).map((l) => l.fontSize).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

function nifLabelBefore(layout: DocumentLayout, lineIndex: number, cell: TextCell, start: number): PlacedLabel | undefined {
  const onLine = layout.labelsOnLine(lineIndex);
  const inCell = onLine.filter((l) => l.cell === cell && l.end <= start);
  if (inCell.length > 0) return inCell.at(-1);
  const cellIndex = layout.lines[lineIndex].cells.indexOf(cell);
  return onLine.filter((l) => l.cellIndex === cellIndex - 1).at(-1);
}

/** Every Spanish tax id printed, with the role its place on the page suggests. */
export function nifOccurrences(layout: DocumentLayout): NifOccurrence[] {
  const blocks = regions(layout);
  const out: NifOccurrence[] = [];
  layout.lines.forEach((line, lineIndex) => {
    for (const cell of line.cells) {
      for (const found of findNifs(cell.text, cell.confidence < 1)) {
        const label = nifLabelBefore(layout, lineIndex, cell, found.index);
        let role: NifOccurrence['role'] = 'unknown';
        if (label?.kind === 'customer_nif') role = 'customer';
        else if (label?.kind === 'seller_nif') role = 'seller';
        else {
          const roles = new Set(blocks.filter((r) => inRegion(layout, r, lineIndex, cell, found.index)).map((r) => r.role));
          if (roles.size === 1) role = [...roles][0];
          else if (LEGAL_LINE.test(fold(line.text)) || besideLegalLine(layout, lineIndex)) role = 'seller';
        }
        const occurrence: NifOccurrence = { nif: found.nif, kind: found.kind, lineIndex, cell, start: found.index, role, corrected: found.corrected };
        if (role === 'unknown' && !line.rotated && carriesTradeRegistration(layout, occurrence)) occurrence.role = 'seller';
        out.push(occurrence);
      }
    }
  });
  return out;
}

/** Confidence of a seller id the labels name, or that is the only one left beside the customer's. */
const SURE = 0.97;
/** The only id printed, with nothing saying it is not the customer's. */
const LONE = 0.8;
/** Several unlabelled ids, one of them in the letterhead's brand (letterhead.ts). */
const LETTERHEAD = 0.93;
/** Several ids and nothing to tell them apart. */
const AMBIGUOUS = 0.5;

/** An id with the name and block text printed around it, for the letterhead's evidence. */
function issuerCandidate(layout: DocumentLayout, nif: string, occurrences: NifOccurrence[]): IssuerCandidate {
  const blocks = occurrences.map((o) => ({ o, above: layout.lines[o.lineIndex].rotated ? [] : blockAbove(layout, o) }));
  const block = blocks.flatMap(({ o, above }) => [o.cell.text, ...above.map((b) => b.cell.text)]);
  const opensPage = blocks.some(({ o, above }) => {
    if (layout.lines[o.lineIndex].rotated) return false;
    const top = above[0]?.lineIndex ?? o.lineIndex;
    const page = layout.lines[top].page;
    return layout.lines.findIndex((l) => l.page === page && !l.rotated) === top;
  });
  return { nif, name: readSellerName(layout, occurrences)?.value, block, opensPage };
}

/**
 * The seller's tax id and name. When the ids cannot be told apart the first one printed is
 * returned with a low confidence so that the document goes to review, never created.
 */
export function readSeller(layout: DocumentLayout, buyerNifs: Set<string>): SellerResult {
  const problems: string[] = [];
  const occurrences = nifOccurrences(layout);
  if (occurrences.length === 0) {
    return { problems: ['no Spanish tax id (NIF/CIF) with a valid control character was found'] };
  }
  const byNif = new Map<string, NifOccurrence[]>();
  for (const o of occurrences) byNif.set(o.nif, [...(byNif.get(o.nif) ?? []), o]);

  const roleOf = (nif: string): NifOccurrence['role'] => {
    if (buyerNifs.has(nif)) return 'customer';
    const roles = new Set(byNif.get(nif)!.map((o) => o.role).filter((r) => r !== 'unknown'));
    if (roles.size === 1) return [...roles][0];
    if (roles.size > 1) return roles.has('seller') && !roles.has('customer') ? 'seller' : 'unknown';
    return 'unknown';
  };
  const roles = new Map([...byNif.keys()].map((nif) => [nif, roleOf(nif)]));
  const sellers = [...roles].filter(([, r]) => r === 'seller').map(([n]) => n);
  const unknown = [...roles].filter(([, r]) => r === 'unknown').map(([n]) => n);
  const customerSeen = [...roles.values()].includes('customer');

  let nif: string;
  let confidence: number;
  if (sellers.length === 1) {
    nif = sellers[0];
    confidence = unknown.length === 0 ? SURE : 0.92;
    // The seller's name printed beside another id too (the letterhead's CIF and another on the
    // registry line): which is the seller's is for a person to say.
    const own = readSellerName(layout, byNif.get(nif)!)?.value;
    const twin = own && unknown.find((u) => normalizeName(readSellerName(layout, byNif.get(u)!)?.value ?? '') === normalizeName(own));
    if (twin) {
      confidence = AMBIGUOUS;
      problems.push(`the seller's name ${own} is printed beside two tax ids (${nif}, ${twin})`);
    }
  } else if (sellers.length === 0 && unknown.length === 1) {
    nif = unknown[0];
    confidence = customerSeen || buyerNifs.size > 0 ? SURE : LONE;
    if (confidence === LONE) {
      problems.push(`only one tax id (${nif}) and no customer block: it cannot be told to be the seller's`);
    }
  } else if (sellers.length + unknown.length === 0) {
    return { problems: ['every tax id on the document is the customer\'s or a third party\'s; the seller\'s is missing'] };
  } else {
    const candidates = sellers.length > 1 ? sellers : unknown;
    const issuer =
      sellers.length === 0
        ? (letterheadIssuer(layout, candidates.map((n) => issuerCandidate(layout, n, byNif.get(n)!))) ?? registeredIssuer(layout, candidates, byNif))
        : null;
    if (issuer) {
      nif = issuer;
      confidence = LETTERHEAD;
    } else {
      nif = candidates[0];
      confidence = AMBIGUOUS;
      problems.push(`${candidates.length} candidate seller tax ids (${candidates.join(', ')}) and no label that tells them apart`);
    }
  }
  if (byNif.get(nif)!.every((o) => o.corrected)) {
    confidence = Math.min(confidence, AMBIGUOUS);
    problems.push(`the seller's tax id ${nif} was read by OCR with a look-alike for its control character: check it`);
  }
  const onLegalLine = () =>
    byNif.get(nif)!.some((o) => !layout.lines[o.lineIndex].rotated && (LEGAL_LINE.test(fold(layout.lines[o.lineIndex].text)) || besideLegalLine(layout, o.lineIndex)));
  let name = readSellerName(layout, byNif.get(nif)!) ?? letterheadName(layout, nif, onLegalLine());
  // A company's id with no name over it, or under a line with no legal form (a tagline over its
  // address): its name may be set apart, on a title band beside `ALBARÁN DE ENTREGA`.
  const check = checkNif(nif);
  if (check.ok && check.kind === 'cif' && !(name && isCompany(name.value))) name = companyAboveId(layout, nif) ?? name;
  if (!name) problems.push(`no name was found next to the seller's tax id ${nif}`);
  return { nif: { value: nif, confidence }, name, problems };
}

/**
 * The candidate whose name the registry line prints (`Cubiertas Vegetales Sedum Ibérica, S.L. ·
 * R.M. de Madrid, Tomo…` with no id on it): only the issuer prints its registration. Null unless
 * exactly one candidate's name is there.
 */
function registeredIssuer(layout: DocumentLayout, candidates: string[], byNif: Map<string, NifOccurrence[]>): string | null {
  const registered = new Set(
    layout.lines
      .filter((line) => !line.rotated && LEGAL_LINE.test(fold(line.text)))
      .flatMap((line) => line.text.split(SEPARATORS).map((part) => companyPrefix(squash(part))))
      .flatMap((name) => (name ? [normalizeName(name)] : [])),
  );
  const named = candidates.filter((nif) => {
    const name = readSellerName(layout, byNif.get(nif)!)?.value;
    return name !== undefined && isCompany(name) && registered.has(normalizeName(name));
  });
  return named.length === 1 ? named[0] : null;
}

/** Labels that end a letterhead: the parties' blocks. */
const AFTER_LETTERHEAD = new Set<LabelKind>(['customer_block', 'customer_nif', 'seller_block', 'seller_nif', 'other_party']);
/** The document's own fields: they end a letterhead printed above them; beside it (`FACTURA` in one corner, the name in the other) only their cells are passed over. */
const DOCUMENT_FIELDS = new Set<LabelKind>(['invoice_number', 'delivery_note_number', 'document_number', 'issue_date', 'delivery_date', 'date']);

/**
 * The seller's name when none is printed next to its id: a supplier's letterhead sets its name
 * apart from the id (the id in one corner, the name under the logo in the other). The letterhead
 * is the top of the first page, down to the first label of the document's fields or parties or a
 * table; its name is the one company name printed there (with its legal form), when the
 * letterhead prints the seller's id and no other, and its brand is that name's (a logo of its
 * initials or words, its web or e-mail domain: letterhead.ts). Without the brand it is only a
 * suggestion. For a DNI or NIE, with no company name there, the one person's name printed there
 * (a professional's letterhead: `Laura Sanz Ibáñez` over their trade and college number).
 */
function letterheadName(layout: DocumentLayout, nif: string, idOnLegalLine: boolean): Field<string> | undefined {
  const page = layout.lines[0]?.page;
  const names = new Map<string, string>();
  const people = new Map<string, string>();
  const check = checkNif(nif);
  const personal = check.ok && check.kind !== 'cif';
  let holdsId = idOnLegalLine;
  const idCell = firstIdCell(layout, nif, page);
  for (const [i, line] of layout.lines.entries()) {
    if (line.page !== page || layout.tableHeaders.has(i)) break;
    const labels = layout.labelsOnLine(i);
    if (labels.some((l) => AFTER_LETTERHEAD.has(l.kind))) break;
    // The document's title and fields in a column of their own beside the letterhead's (`FACTURA`,
    // `Nº Factura`, `Fecha` on the right of a letterhead printed down the left) do not end it.
    const fields = labels.filter((l) => DOCUMENT_FIELDS.has(l.kind));
    const ending = fields.filter((l) => !(idCell && besideColumn(l.cell, idCell)));
    // A field's label at the start of the line, or a header grid's labels: the letterhead is above it.
    if (ending.length >= 2 || (ending.some((l) => l.cellIndex === 0) && !line.cells.slice(1).some((c) => isCompany(c.text)))) break;
    if (line.rotated) continue;
    for (const [j, whole] of line.cells.entries()) {
      // A name run into the field's label set close after it (`… Atlántico, S.L. Nº Factura:`) is the text before the label.
      const inside = fields.find((l) => l.cellIndex === j && l.start > 0);
      const cell = inside ? { ...whole, text: whole.text.slice(0, inside.start) } : whole;
      if (!inside && fields.some((l) => l.cellIndex === j || (l.cellIndex === j - 1 && !isCompany(cell.text)))) continue;
      const ids = findNifs(cell.text);
      if (ids.some((f) => f.nif !== nif)) return undefined;
      holdsId ||= ids.length > 0;
      for (const part of squash(cell.text).split(SEPARATORS).map(squash)) {
        const company = companyIn(part);
        if (company) names.set(normalizeName(company), company);
        else if (personal && looksLikeName(part) && isPersonName(part)) people.set(normalizeName(part), part);
      }
    }
  }
  // A self-employed supplier (DNI or NIE) heads the letterhead with their own name, maybe under a
  // trade name built on it (`Mosquiteras Aguado` over `Rosa María Aguado Lillo`).
  let persons = [...people].filter(([, p]) => ![...people.values()].some((q) => q !== p && onSurnameOf(p, q)));
  if (persons.filter(([, p]) => startsWithGivenName(p)).length === 1) persons = persons.filter(([, p]) => startsWithGivenName(p));
  if (holdsId && names.size === 0 && persons.length === 1) names.set(...persons[0]);
  if (!holdsId || names.size !== 1) return undefined;
  const [name] = names.values();
  return { value: mixedCase(layout, name), confidence: isBrandName(layout, name) ? LETTERHEAD : 0.75 };
}

/**
 * The one company name (with its legal form) printed above a company's id on the first page,
 * outside the customer's block (a customer label's column from its line down), and not the
 * customer's: the seller's name set apart from the block of its id. Sure only when the
 * letterhead's brand is that name's (its web or e-mail domain, a logo of its initials).
 */
function companyAboveId(layout: DocumentLayout, nif: string): Field<string> | undefined {
  const page = layout.lines[0]?.page;
  const idLine = layout.lines.findIndex((line) => line.page === page && !line.rotated && line.cells.some((c) => findNifs(c.text).some((f) => f.nif === nif)));
  const customerColumns: number[] = [];
  const names = new Map<string, string>();
  for (let i = 0; i < idLine; i++) {
    const line = layout.lines[i];
    if (layout.tableHeaders.has(i)) return undefined;
    for (const label of layout.labelsOnLine(i)) if (AFTER_LETTERHEAD.has(label.kind) && !label.kind.startsWith('seller')) customerColumns.push(label.cell.x);
    if (line.rotated) continue;
    for (const cell of line.cells) {
      if (customerColumns.some((x) => cell.x >= x - line.fontSize)) continue;
      for (const part of squash(cell.text).split(SEPARATORS)) {
        const company = companyIn(squash(part));
        if (company) names.set(normalizeName(company), company);
      }
    }
  }
  if (names.size !== 1) return undefined;
  const [name] = names.values();
  return { value: mixedCase(layout, name), confidence: isBrandName(layout, name) ? LETTERHEAD : 0.75 };
}

/** The company name (up to its legal form) a part of a cell starts with, or null. */
function companyIn(part: string): string | null {
  const company = companyPrefix(part);
  return company && isCompany(company) && looksLikeName(company) ? company : null;
}

/** The cell that prints the id at the top of the first page, above its parties' blocks and tables. */
function firstIdCell(layout: DocumentLayout, nif: string, page: number | undefined): TextCell | undefined {
  for (const [i, line] of layout.lines.entries()) {
    if (line.page !== page || layout.tableHeaders.has(i) || layout.labelsOnLine(i).some((l) => AFTER_LETTERHEAD.has(l.kind))) break;
    const cell = line.rotated ? undefined : line.cells.find((c) => findNifs(c.text).some((f) => f.nif === nif));
    if (cell) return cell;
  }
  return undefined;
}

/** Wholly to one side of a column's cell: right of where it ends, or left of where it starts. */
function besideColumn(cell: TextCell, column: TextCell): boolean {
  return cell.x > column.right + 20 || cell.right < column.x - 20;
}

const COMPANY_SUFFIX =
  /(?:^|[\s,])(?:s\.?\s?l\.?\s?u\.?|s\.?\s?l\.?\s?l\.?|s\.?\s?l\.?|s\.?\s?a\.?\s?u\.?|s\.\s?a\.\s?l\.?|(?<=,\s?)sal|s\.?\s?a\.?|(?:s\.?\s?)?coop\.?(?:\s*\w+\.?)?|s\.?\s?l\.?\s?p\.?|c\.?\s?b\.?|s\.?\s?c\.?\s?c\.?\s?l\.?|s\.?\s?c\.?\s?a\.?|s\.?\s?c\.?|sociedad (?:limitada|anonima|cooperativa)(?: \w+)?|cooperativa(?: valenciana| andaluza| gallega| catalana)?)$/;
/**
 * An address (in Spanish, Catalan or Galician: `Rúa`, `Carrer`, `Passeig`), a phone, a title: a
 * line that is no name (whole words: `Telecomunicaciones` is a name, `Tel.` is not).
 */
const NOT_A_NAME =
  /^(?:(?:calle|avda|avenida|plaza|pza|poligono|ctra|carretera|paseo|camino|ronda|parcela|nave|apdo|apartado|rua|carrer|avinguda|passeig|placa|rambla|travessera|travesia|glorieta|urbanizacion|tel|tlf|telf|telefono|fax|movil|e-?mail|www|factura|albaran|pagina|fecha|cif|nif)(?![a-z])|c\/|av\.|pol\.|urb\.|http|n\.?o\b|\d)|@|\d{5}\s/;
const SEPARATORS = /\s+[-–—·|•]\s+|\s{2,}|\s·\s?|\s\|\s?/;

function looksLikeName(text: string): boolean {
  const folded = fold(text).trim();
  if (folded.length < 3 || folded.length > 90 || NOT_A_NAME.test(folded)) return false;
  return /\p{L}{2,}/u.test(text);
}

function isCompany(text: string): boolean {
  return COMPANY_SUFFIX.test(fold(text).trim());
}

/**
 * Words of a trade name, not of a person's (`TTES. RIVAS`, `TRANSPORTES OLMEDO`, `Hnos. Gil`, Catalan `TRANSPORTS`):
 * a self-employed supplier prints one above the name their DNI belongs to.
 */
const TRADE_WORD =
  /^(?:\p{L}{3,}\.|transportes|construcciones|reformas|excavaciones|hermanos|talleres|suministros|materiales|instalaciones|servicios|electricidad|fontaneria|carpinteria|pinturas|gruas|almacenes?|ferreteria|maderas|cristaleria|aluminios|obras|proyectos|ingenieria|arquitectura|estudio|camiones|autocares|contratas|excavaciones|limpiezas|montajes|cerrajeria|jardineria|hormigones|aridos|alquileres|asesoria|consultoria|grupo|comercial|distribuciones|industrias|azulejos|pavimentos|ladrillos|tejas|vidrios|cristales|andamios|encofrados|topografia|seguridad|vigilancia|limpieza|mudanzas|sanitarios|toldos|persianas|cubiertas|tejados|estructuras|forja|jardines|viveros|canteras|derribos|asfaltos|piscinas|ascensores|elevadores|extintores|antenas|muebles|cocinas|puertas|ventanas|pladur|yesos|escayolas|recambios|gasoleos|combustibles|carburantes|bombeos|alquiler|transports|serveis|fusteria|lampisteria|\p{L}+(?:ciones|cions|mientos|ajes|icas|icos))$/u;

/** Words a tagline has and a person's name has not (`Transporte de mercancías por carretera`, `Albañilería y reformas`). */
const NOT_IN_A_NAME =
  /^(?:por|para|con|en|sin|a|al|el|los|las|sobre|desde|hasta|y|e|o|u|transporte|mercancias|carretera|mantenimiento|obra|general|\p{L}+erias?|\p{L}{3,}ismo|decoracion|interiores|fotograf\p{L}*|arquitect[oa]s?|tecnic[oa]s?|ingenier[oa]s?|aparejador(?:a|es)?|coordinador(?:a|es)?|abogad[oa]s?|licenciad[oa]s?|graduad[oa]s?|perit[oa]s?|topograf[oa]s?|delineante|asesor(?:a|es)?|consultor(?:a|es)?|economista|gerente|administrador(?:a)?|autonom[oa]|colegiad[oa]|superior|industrial|instalador(?:a)?|electricista|fontanero|albanil|pintor(?:a)?|carpintero|cerrajero|conservador(?:a|es)?|restaurador(?:a|es)?|arqueolog[oa]s?|historiador(?:a|es)?|geolog[oa]s?|disenador(?:a|es)?|interiorista|paisajista|bienes|culturales|patrimonio)$/u;

/** Two to five capitalised words: how a self-employed supplier (DNI/NIE) prints their name. */
function isPersonName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // A capitalised particle inside a name is part of it (`Mohamed El Amrani`, `Luis De La Fuente`).
  const particle = (w: string, i: number) => i > 0 && /^(?:El|La|Los|Las)$/.test(w);
  // A profession's words may be joined (`Conservador-Restaurador`); a surname's (`García-Morales`) are not those words.
  const notInAName = (w: string) => fold(w).split('-').some((part) => NOT_IN_A_NAME.test(part));
  if (words.some((w, i) => TRADE_WORD.test(fold(w)) || (notInAName(w) && !particle(w, i)))) return false;
  // Lower-case particles of Spanish and of foreign-born people's surnames (`Pieter van Dijk`, `João da Silva`).
  return words.length >= 2 && words.length <= 5 && words.every((w) => /^(?:\p{Lu}[\p{L}'.-]*|de|del|la|las|los|y|i|van|von|der|den|da|das|do|dos|di)$/u.test(w));
}

function nameConfidence(text: string, kind: NifOccurrence['kind'], labelled: boolean): number {
  if (isCompany(text)) return 0.95;
  if (labelled) return 0.93;
  if (kind !== 'cif' && isPersonName(text)) return 0.92;
  return 0.75;
}

interface NameCandidate {
  value: string;
  confidence: number;
}

function readSellerName(layout: DocumentLayout, occurrences: NifOccurrence[]): Field<string> | undefined {
  const candidates: NameCandidate[] = [];
  for (const o of occurrences) {
    if (o.role === 'customer' || o.role === 'other') continue;
    const rotated = layout.lines[o.lineIndex].rotated;
    const found = nameOnSameLine(layout, o) ?? (rotated ? null : nameAbove(layout, o));
    if (found) candidates.push(found);
  }
  if (candidates.length === 0) return undefined;
  candidates.sort((a, b) => b.confidence - a.confidence);
  const best = candidates[0];
  const disagree = candidates.some((c) => c.confidence >= 0.9 && normalizeName(c.value) !== normalizeName(best.value));
  const value = mixedCase(layout, best.value);
  // Capitals kept while OCR shows the name again in mixed case with a letter or two it misread:
  // which print is the name is not certain.
  const misreadTwin = value === best.value && !/\p{Ll}/u.test(value) && nearMixedCasePrint(layout, value);
  return { value, confidence: disagree || misreadTwin ? Math.min(best.confidence, 0.7) : best.confidence };
}

/** A cell read by OCR, in mixed case, holding the name up to two misread letters. */
function nearMixedCasePrint(layout: DocumentLayout, name: string): boolean {
  const wanted = normalizeName(name);
  if (wanted.length < 6) return false;
  return layout.lines.some((line) =>
    line.cells.some((cell) => {
      if (cell.confidence >= 1 || !/\p{Ll}/u.test(cell.text)) return false;
      const text = normalizeName(cell.text);
      for (let at = 0; at + wanted.length - 2 <= text.length; at++) {
        for (const len of [wanted.length - 1, wanted.length, wanted.length + 1]) {
          if (at + len <= text.length && editDistance(text.slice(at, at + len), wanted) <= 2) return true;
        }
      }
      return false;
    }),
  );
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/**
 * The same name printed in capitals (a letterhead, an ERP band) and in mixed case (the legal
 * line): the mixed-case print says more, and is the one kept.
 */
function mixedCase(layout: DocumentLayout, name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  const pattern = new RegExp(`(?<![\\p{L}\\d])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![\\p{L}\\d])`, 'iu');
  for (const line of layout.lines) {
    for (const cell of line.cells) {
      const m = pattern.exec(cell.text);
      if (m && /\p{Ll}/u.test(m[0])) return squash(m[0]);
    }
  }
  return name;
}

function normalizeName(text: string): string {
  return fold(text).replace(/[^a-z0-9]/g, '');
}

/**
 * `Hormigones del Norte, S.L. · CIF B12345674 · C/ Mayor 5`, or the legal line `Hormigones del
 * Norte, S.L. Inscrita en el Registro Mercantil…, CIF B12345674`: the company name printed
 * before the id, up to its company suffix.
 */
function nameOnSameLine(layout: DocumentLayout, o: NifOccurrence): NameCandidate | null {
  const line = layout.lines[o.lineIndex];
  const cellIndex = line.cells.indexOf(o.cell);
  const before = [
    ...line.cells.slice(0, cellIndex).map((c) => c.text),
    stripTrailingNifLabel(o.cell.text.slice(0, o.start)),
  ].join('  ');
  const segments = before.split(SEPARATORS).map(squash);
  for (const segment of segments) {
    const company = companyPrefix(segment);
    if (company && looksLikeName(company)) return { value: company, confidence: nameConfidence(company, o.kind, false) };
  }
  // A self-employed supplier's name right before their DNI or NIE (`Josefa Martín Cuesta — NIF 75.576.233-G`).
  const last = segments.filter((s) => s !== '').at(-1);
  if (o.kind !== 'cif' && last !== undefined && isPersonName(last)) return { value: last, confidence: nameConfidence(last, o.kind, false) };
  return null;
}

const SUFFIX_IN_TEXT =
  /^(.*?[\p{L}\d.)]\s*,?\s+(?:S\.\s?L\.\s?U\.|S\.\s?L\.\s?L\.|S\.\s?L\.|S\.\s?A\.\s?U\.|S\.\s?A\.\s?L\.|S\.\s?A\.|(?:S\.\s?)?Coop\.(?:\s*\p{L}+\.?)?|S\.\s?L\.\s?P\.|C\.\s?B\.|S\.\s?C\.\s?C\.\s?L\.|S\.\s?C\.\s?A\.|SCCL|SCA|SLU|SLL|SLP|SAU|SAL|SL|SA|S\.\s?C\.))(?=$|[\s,;])/iu;

/** The text up to and including the first company suffix (`…, S.L.`), or null. */
function companyPrefix(text: string): string | null {
  const m = SUFFIX_IN_TEXT.exec(text);
  return m ? companyName(m[1].trim()) : null;
}

/** Registry details and labels printed before a name on the same line: not part of it. */
const REGISTRY_WORDS = /registro|inscrit|tomo|folio|hoja|libro|seccion|inscripcion|\d/;

/**
 * The name itself out of the text that ends with it: after a label (`Razón social: X, S.L.`,
 * `Empresa X, S.L.` with its label word), and after registry details printed before it on the
 * line (`Inscrita en el R.M. de Madrid, tomo 123, hoja M-4. X, S.L.`).
 */
function companyName(text: string): string {
  let name = text.replace(/^.*:\s+/, '');
  name = name.replace(/^(?:raz[oó]n\s+social|empresa|proveedor|emisor|vendedor|denominaci[oó]n(?:\s+social)?)\s+/i, '');
  // Cut after the last sentence or clause of registry details: `…hoja M-4. X, S.L.`, `…folio 7, X, S.L.`.
  const parts = name.split(/(?<=[.,;])\s+/);
  for (let i = parts.length - 1; i > 0; i--) {
    const left = parts.slice(0, i).join(' ');
    if (REGISTRY_WORDS.test(fold(left))) {
      const right = parts.slice(i).join(' ');
      if (SUFFIX_IN_TEXT.test(right) && !/^(?:S\.|SL|SA|C\.|Coop)/i.test(right)) return right;
    }
  }
  return name;
}

function stripTrailingNifLabel(text: string): string {
  return text.replace(/(?:n\.?\s?i\.?\s?f\.?|c\.?\s?i\.?\s?f\.?|d\.?n\.?i\.?|n\.?i\.?e\.?)(?:\s*[-/]\s*(?:n\.?\s?i\.?\s?f\.?|c\.?\s?i\.?\s?f\.?))?\s*[:.]?\s*$/i, '');
}

/**
 * How far (points) the edges or centres of two lines of one block may be apart. OCR boxes are
 * looser: they hug the ink, skip a word OCR dropped (`N.I.F.:` before the id) and move with
 * a photo's perspective.
 */
const ALIGNED = 8;
const ALIGNED_OCR = 16;

function aligned(a: TextCell, b: TextCell): boolean {
  const centerA = (a.x + a.right) / 2;
  const centerB = (b.x + b.right) / 2;
  const within = a.confidence < 1 || b.confidence < 1 ? ALIGNED_OCR : ALIGNED;
  return Math.abs(a.x - b.x) <= within || Math.abs(a.right - b.right) <= within || Math.abs(centerA - centerB) <= within;
}

interface BlockEntry {
  line: TextLine;
  cell: TextCell;
  lineIndex: number;
}

/** Labels that head a party's block (not the `NIF cliente` / `NIF proveedor` that label an id). */
const PARTY_BLOCKS = new Set<LabelKind>(['customer_block', 'seller_block', 'other_party']);

/** A block may leave one line of its own spacing blank (the name set apart from the address). */
const BLANK_LINE = 2.05;

/**
 * The spacing of the lines of an id's block, from the line under the id that lines up with it
 * (the address or phone printed below): 0 when none follows closely (at most two font sizes).
 */
function blockPitch(layout: DocumentLayout, o: NifOccurrence): number {
  const line = layout.lines[o.lineIndex];
  for (let i = o.lineIndex + 1; i < layout.lines.length; i++) {
    const next = layout.lines[i];
    const gap = next.baseline - line.baseline;
    if (next.page !== line.page || gap > 2 * line.fontSize) break;
    if (!next.rotated && next.cells.some((c) => aligned(c, o.cell))) return gap;
  }
  return 0;
}

/**
 * The block an id is printed in, top to bottom, without the id's own line: the lines above it
 * whose cells line up with it (left, right or centred), while they follow closely.
 */
function blockAbove(layout: DocumentLayout, o: NifOccurrence): BlockEntry[] {
  const block: BlockEntry[] = [];
  let lower = layout.lines[o.lineIndex];
  // The id may end a line of the block split into cells (`C/ Alcalá, 231 · 41020 Sevilla · CIF …`,
  // or OCR's gaps where the separators were): the block's edge is where that run of cells starts.
  // A line set centred as a whole (a ticket's `CIF …   Tel …`) lines up with the block by the run's centre.
  const run = [o.cell];
  for (let k = lower.cells.indexOf(o.cell) - 1; k >= 0 && run[0].x - lower.cells[k].right <= 3 * lower.fontSize; k--) run.unshift(lower.cells[k]);
  for (let k = lower.cells.indexOf(o.cell) + 1; k < lower.cells.length && lower.cells[k].x - run.at(-1)!.right <= 3 * lower.fontSize; k++) run.push(lower.cells[k]);
  const anchor = run.length > 1 ? { ...o.cell, x: run[0].x, right: run.at(-1)!.right } : o.cell;
  // A party's label before the id on its own line (`CLIENTE:  Obras Cierzo, S.L.  NIF: B…`) starts its block there.
  if (layout.labelsOnLine(o.lineIndex).some((l) => PARTY_BLOCKS.has(l.kind) && l.cell.x <= o.cell.x)) return block;
  const pitch = blockPitch(layout, o);
  const opening = letterheadOverLoneId(layout, o, anchor);
  for (let i = o.lineIndex - 1; i >= 0 && block.length < 8; i--) {
    const line = layout.lines[i];
    if (line.page !== lower.page || line.rotated) break;
    const gap = lower.baseline - line.baseline;
    // Between a lone id and the letterhead over it only other columns' lines are passed over.
    const acrossGap = opening >= 0 && i >= opening;
    if (gap > Math.max(2.8 * Math.max(line.fontSize, lower.fontSize), BLANK_LINE * pitch) && !(acrossGap && block.length === 0)) break;
    const cell =
      letterSpacedLine(line, anchor) ?? line.cells.find((c) => aligned(c, o.cell)) ?? (anchor === o.cell ? undefined : line.cells.find((c) => aligned(c, anchor)));
    if (!cell) {
      if (gap > 1.6 * lower.fontSize && !(acrossGap && block.length === 0)) break;
      continue;
    }
    // Another id set apart by a blank line ends the block: the letterhead's, over a customer's
    // block printed right under it. Two ids on lines that follow each other are one block's.
    if (gap > 1.6 * lower.fontSize && findNifs(cell.text).some((n) => n.nif !== o.nif)) break;
    block.unshift({ line, cell, lineIndex: i });
    lower = line;
  }
  return block;
}

/**
 * An id on a line of its own set a few lines under the letterhead that opens the page (`CIF nº
 * B21996194` under the name and an address line, nothing printed between in its column, the
 * customer's block beside it or lower down): the lines above it that line up with it, from the
 * page's first line down, are its block all the same. The index of the letterhead's last line, or -1.
 */
function letterheadOverLoneId(layout: DocumentLayout, o: NifOccurrence, anchor: TextCell): number {
  const lower = layout.lines[o.lineIndex];
  const inColumn = (c: TextCell) => c.x < anchor.right && c.right > anchor.x;
  let i = o.lineIndex - 1;
  while (i >= 0 && layout.lines[i].page === lower.page && !layout.lines[i].cells.some(inColumn)) i--;
  const line = layout.lines[i];
  if (!line || line.page !== lower.page || line.rotated) return -1;
  if (lower.baseline - line.baseline > LETTERHEAD_GAP * Math.max(line.fontSize, lower.fontSize)) return -1;
  const first = layout.lines.findIndex((l) => l.page === lower.page && !l.rotated);
  for (let k = first; k <= i; k++) if (!layout.lines[k].cells.some((c) => aligned(c, anchor))) return -1;
  return i;
}

/** How far under its letterhead a lone id may be set (in its type's size): four or five lines left blank. */
const LETTERHEAD_GAP = 4.5;

/**
 * A name set letter-spaced across a line (`L U C Í A   F E R R Á N D I Z`, each word a cell of
 * its own), lined up as a whole with the block: one cell of its words, each put together.
 */
function letterSpacedLine(line: TextLine, anchor: TextCell): TextCell | undefined {
  const cells = line.cells;
  if (cells.length === 0 || !cells.every((c) => LETTER_SPACED.test(c.text.trim()))) return undefined;
  if (cells.some((c, k) => k > 0 && c.x - cells[k - 1].right > 3 * line.fontSize)) return undefined;
  const whole: TextCell = { ...cells[0], text: cells.map((c) => c.text.trim().replace(/ /g, '')).join(' '), right: cells.at(-1)!.right };
  return aligned(whole, anchor) ? whole : undefined;
}

/** Single letters, each apart from the next by one space: a word letter-spaced. */
const LETTER_SPACED = /^\p{L}(?: \p{L}){2,}$/u;

/**
 * The name in the block the id is printed in: the line with a company suffix (S.L., S.A., …),
 * or else the top line of the block.
 */
function nameAbove(layout: DocumentLayout, o: NifOccurrence): NameCandidate | null {
  // The values of the document's fields (`Nº Factura:  VB-2189`, `Fecha:  10/11/2026`) over an
  // id printed in their column are no name.
  const fieldValue = (entry: BlockEntry) =>
    /\d/.test(entry.cell.text) &&
    layout.labelsOnLine(entry.lineIndex).some((l) => DOCUMENT_FIELDS.has(l.kind) && l.cellIndex === entry.line.cells.indexOf(entry.cell) - 1);
  const block = blockAbove(layout, o).filter((entry) => !fieldValue(entry));
  for (const entry of block) {
    const labelled = sellerLabelValue(entry.cell);
    if (labelled && looksLikeName(labelled)) return { value: labelled, confidence: nameConfidence(labelled, o.kind, true) };
  }
  // A letterhead line may hold the name and the address (`X, S.L. · C/ Río Segura, 27 · 45200 Illescas`): its company part is the name.
  const names = unwrapNames(block.map((b) => squash(withLegalForm(b))))
    .map((text) => {
      const company = text.split(SEPARATORS).map((part) => companyPrefix(squash(part))).find((c) => c !== null && isCompany(c));
      return company ?? text;
    })
    .filter((t) => looksLikeName(t) && !isBlockLabelOnly(t));
  const company = names.find(isCompany);
  if (company) {
    // One word and its legal form under a line of words (`Encofrados y Andamios Sierra` over
    // `Morena, S.A.`) may be the end of a wrapped name, or a name under a tagline: left for review.
    const above = names[names.indexOf(company) - 1];
    const cut = above !== undefined && !isCompany(above) && WORDS_ONLY.test(above) && (/^[^\s,]+,/.test(company) || shortUnderWords(block, above, company));
    return { value: company, confidence: cut ? Math.min(0.75, nameConfidence(company, o.kind, false)) : nameConfidence(company, o.kind, false) };
  }
  if (names.length === 0) return null;
  // A person's id: the person's name, the nearest to the id, under any trade name above it.
  if (o.kind !== 'cif') {
    const candidates = [...names].reverse().filter(isPersonName);
    // Of two lines that could each be a person's name, the one that starts with a given name.
    const named = candidates.filter(startsWithGivenName);
    const people = named.length === 1 ? [...named, ...candidates.filter((c) => c !== named[0] && !startsWithGivenName(c))] : candidates;
    const person = people[0];
    // Two lines that could each be a person's name (a tagline OCR read without its `·`): which is
    // not certain, unless the other is a trade name built on the person's surname, or only one
    // starts with a given name.
    const rivals = named.length === 1 ? [] : people.slice(1).filter((other) => !onSurnameOf(other, person));
    if (person) return { value: person, confidence: rivals.length > 0 ? Math.min(0.75, nameConfidence(person, o.kind, false)) : nameConfidence(person, o.kind, false) };
  }
  return { value: names[0], confidence: nameConfidence(names[0], o.kind, false) };
}

/**
 * A name of two words and its legal form on the line right under a line of words in the same type
 * (`MATERIALES DE DERRIBO` over `SAN ANTON, S.L.`): as likely the first half of a name wrapped
 * on a narrow ticket as a tagline over it.
 */
function shortUnderWords(block: BlockEntry[], above: string, company: string): boolean {
  const at = (text: string) => block.findIndex((b) => squash(withLegalForm(b)) === text);
  const [upper, lower] = [at(above), at(company)];
  if (upper < 0 || lower !== upper + 1) return false;
  const [a, b] = [block[upper].cell, block[lower].cell];
  const words = (company.includes(',') ? company.slice(0, company.lastIndexOf(',')) : company).trim().split(/\s+/).length;
  return words <= 2 && Math.abs(a.fontSize - b.fontSize) <= 0.1 * b.fontSize && b.baseline - a.baseline <= 1.6 * b.fontSize;
}

/**
 * A trade name ending with a surname of the person's full name (`VALLADOS RIVAS` over `José
 * Manuel Rivas Ortega`, `Motosierras Popescu` over `Ionut Popescu`) or with the person's
 * initials in capitals (`Protección Pasiva AK` over `Andrzej Kowalski`): the self-employed
 * supplier's business, not another person.
 */
function onSurnameOf(trade: string, person: string): boolean {
  const words = (text: string) => fold(text).trim().split(/\s+/);
  const [t, p] = [words(trade), words(person)];
  if (t.length < 2 || p.length < 2) return false;
  const last = trade.trim().split(/\s+/).at(-1)!;
  const initials = p.map((w) => w[0]).join('');
  return p.includes(t.at(-1)!) || (/^\p{Lu}{2,}$/u.test(last) && fold(last) === initials);
}

/** A company's legal form alone on a line: `S.L.`, `S.A.U.`. */
const SUFFIX_ONLY = /^(?:s\.\s?l\.(?:\s?[ul]\.)?|s\.\s?a\.(?:\s?[ul]\.)?|s\.\s?coop\.|c\.\s?b\.)$/;

/**
 * A block's cell with the legal form set a little apart after its comma (`Áridos y Canteras del
 * Gállego,` · `S.L.`: OCR's gaps, or a name set in two runs): the two cells are one name.
 */
function withLegalForm(entry: BlockEntry): string {
  const cells = entry.line.cells;
  const next = cells[cells.indexOf(entry.cell) + 1];
  const text = entry.cell.text.trim();
  if (!next || !text.endsWith(',') || next.x - entry.cell.right > 2 * entry.line.fontSize) return text;
  return SUFFIX_ONLY.test(fold(next.text).trim()) ? `${text} ${next.text.trim()}` : text;
}

/** A line of words only: no digit, no `@`, `:` or `/` (a tagline, or the start of a wrapped name). */
const WORDS_ONLY = /^\p{L}[\p{L}\s.'·-]*$/u;

/** A small word a name does not end a line with unless it goes on (`Alquileres de` · `Encofrado Ebro, S.L.`). */
const CONTINUES = /(?:^|\s)(?:de|del|y|e|i|la|las|los|el|en)$/;

/**
 * A name too long for a narrow column wraps onto the next lines of its block: after the comma
 * before its legal form (`Alquileres Moncayo Maquinaria,` over `S.L.`), or with the legal form
 * alone on the line under it; or earlier, where a line ends with a small word (`Alquileres de`
 * over `Encofrado Ebro, S.L.`) or the next one starts with one (`Puntales y Cimbras` over `del
 * Cantábrico,` over `S.L.U.`). The lines are one name.
 */
function unwrapNames(lines: string[]): string[] {
  const out = unwrapLegalForms(lines);
  for (let i = 1; i < out.length; i++) {
    const [upper, name] = [out[i - 1], out[i]];
    if (!isCompany(name) || isCompany(upper) || !WORDS_ONLY.test(upper)) continue;
    if (!/^\p{Ll}/u.test(name) && !CONTINUES.test(fold(upper).trim())) continue;
    const joined = `${upper} ${name}`;
    if (companyPrefix(joined) !== joined) continue;
    out.splice(i - 1, 2, joined);
    // The joined name may go on from the line above it too: look at that pair next.
    i = Math.max(i - 2, 0);
  }
  return out;
}

function unwrapLegalForms(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [upper, lower] = [lines[i], lines[i + 1]];
    if (lower !== undefined && !isCompany(upper) && (upper.endsWith(',') || SUFFIX_ONLY.test(fold(lower).trim()))) {
      const joined = `${upper} ${lower}`;
      if (isCompany(joined) && companyPrefix(joined) === joined) {
        out.push(joined);
        i++;
        continue;
      }
    }
    out.push(upper);
  }
  return out;
}

function isBlockLabelOnly(text: string): boolean {
  return /^(?:datos\s+(?:del\s+)?(?:proveedor|emisor|vendedor)|proveedor|emisor|vendedor|razon\s+social)\s*:?$/.test(fold(text).trim());
}

/** `Proveedor: Áridos Pérez S.L.` or `Razón social: …`: the value after a seller label, `''` if none. */
function sellerLabelValue(cell: TextCell): string | null {
  const folded = fold(cell.text);
  const m = /^\s*(?:datos\s+(?:del\s+)?(?:proveedor|emisor|vendedor)|proveedor|emisor|vendedor|razon\s+social)(?![a-z])\s*:?\s*/.exec(folded);
  if (!m) return null;
  return squash(cell.text.slice(m[0].length));
}
