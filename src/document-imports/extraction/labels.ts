/**
 * The labels Spanish suppliers print, as patterns over folded text (lower case, no accents,
 * `º` → `o`; see text-fold.ts). Every label the readers know is listed, including the ones whose
 * values are ignored (order numbers, phone numbers, "suma y sigue"): a value printed after a
 * label ends where the next label starts, so knowing the neighbours matters as much as knowing
 * the field.
 */
export type LabelKind =
  | 'invoice_number'
  | 'issue_date'
  | 'date'
  | 'due_date'
  | 'delivery_note_number'
  | 'document_number'
  | 'series'
  | 'section_sum'
  | 'delivery_date'
  | 'subtotal'
  | 'tax'
  | 'tax_rate_column'
  | 'withholding'
  | 'total'
  | 'carry'
  | 'nif'
  | 'customer_nif'
  | 'seller_nif'
  | 'customer_block'
  | 'seller_block'
  | 'other_party'
  | 'reference'
  | 'contact'
  | 'guarantee';

export interface LabelDef {
  kind: LabelKind;
  pattern: string;
  /** How sure a value next to this label is the field: specific wording scores higher. */
  strength: number;
}

export interface LabelMatch {
  kind: LabelKind;
  strength: number;
  start: number;
  end: number;
  /** A VAT or IRPF rate printed inside the label (`IVA 21 %` → `21`), dot as decimal separator. */
  rate?: string;
}

const NUM = String.raw`(?:numero|num\.?|nro\.?|n\.?\s?o\.?|n\.)`;
/** Basque `zk.` (zenbakia, number), alone or before its Spanish translation (`Zk. / Nº:`). */
const BASQUE_NUM = String.raw`(?:zk\.?|zenbakia)`;
/** `IVA`, and Galician `IVE` (imposto sobre o valor engadido). */
const IVA = String.raw`i\.?\s?v\.?\s?[ae]\.?`;
const IRPF = String.raw`i\.?\s?r\.?\s?p\.?\s?f\.?`;
const NIF = String.raw`(?:n\.?\s?i\.?\s?f\.?|c\.?\s?i\.?\s?f\.?|d\.?n\.?i\.?|n\.?i\.?e\.?)(?:\s*[-/]\s*(?:n\.?\s?i\.?\s?f\.?|c\.?\s?i\.?\s?f\.?|iva))?`;
/** `21 %`, `(21%)`, `(-15 %)`, `al 21 %`, `21,00%`: the rate is the first group. */
const RATE = String.raw`(?:\s*(?:al\s+)?\(?\s*[-\u2212]?\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*\)?)`;
/** A rate whose `%` OCR lost, ending its cell (`Retención IRPF 15`): the second group. */
const BARE_RATE = String.raw`(?:\s+(\d{1,2}(?:[.,]\d{1,2})?)(?=\s*$))`;
const CURRENCY_TAIL = String.raw`(?:\s*\(?\s*(?:€|eur|euros)\s*\)?)?`;
const NOT_DATE_QUALIFIER = String.raw`(?!\s+(?:de\s+|del\s+)?(?:vencimiento|vto|entrega|pedido|albaran|pago|cobro|operacion|valor|suministro|servicio|inicio|fin|alta|recepcion|caducidad|impresion|limite|prevista|envio|salida|carga|obra|contrato|presupuesto|factura|emision|expedicion|nacimiento))`;
const NOT_TOTAL_QUALIFIER = String.raw`(?!\s*(?:de\s+)?(?:iva|i\.v\.a|base|neto|bruto|lineas?|linea|dto|descuento|cuotas?|retenc|ret\.|irpf|unidades|uds|cantidad|kg|peso|albaran|pedido|pagina|m3|m2|horas|impuestos|partidas|conceptos|sin\s+iva|factura|a\s+pagar|general|documento|importe))`;

export const LABELS: LabelDef[] = [
  // Invoice number.
  { kind: 'invoice_number', pattern: String.raw`${NUM}\s*(?:de\s+)?(?:la\s+)?factura(?!\s+(?:rectificad|original|anterior|que\s+rectifica|proforma))`, strength: 0.95 },
  { kind: 'invoice_number', pattern: String.raw`factura\s*${NUM}`, strength: 0.95 },
  // `Factura: 123`, `Factura ........ 123` (leaders).
  { kind: 'invoice_number', pattern: String.raw`factura\s*(?::|\.{2,}|…)`, strength: 0.9 },
  // `Fra.` and `Fact.` abbreviate factura.
  { kind: 'invoice_number', pattern: String.raw`(?:fra|fact)\.?\s*${NUM}|${NUM}\s*(?:de\s+)?(?:fra|fact)\.?(?![a-z])`, strength: 0.95 },
  { kind: 'invoice_number', pattern: String.raw`(?:fra|fact)\.?\s*:`, strength: 0.9 },
  // `Fra. T54649`: the abbreviation's point, then the number itself.
  { kind: 'invoice_number', pattern: String.raw`(?:fra|fact)\.(?=\s*[a-z]{0,4}[-/]?\d)`, strength: 0.9 },
  // Dates.
  // `Fecha factura`, `Fecha de emisión`, and `Fecha fra.` with factura abbreviated.
  { kind: 'issue_date', pattern: String.raw`(?:fecha|f\.)\s*(?:de\s+)?(?:la\s+)?(?:factura|fra\.|fact\.|emision|expedicion)(?:\s+(?:de\s+)?(?:la\s+)?(?:factura|emision|expedicion))?`, strength: 0.95 },
  // `Vencimiento`, `Vencimiento único`, `Vencimientos`, Catalan `Venciment`, and a direct debit's `Fecha de cargo (en cuenta)`.
  { kind: 'due_date', pattern: String.raw`(?:fecha\s+(?:de\s+)?)?(?:vencimientos?(?:\s+unico)?|venciment|vencemento|vto\.?)|fecha\s+de\s+cargo(?:\s+en\s+cuenta)?`, strength: 0.9 },
  // `Pago por transferencia antes del 9 de agosto de 2026`.
  { kind: 'due_date', pattern: String.raw`antes\s+del?(?=\s+\d)`, strength: 0.85 },
  { kind: 'delivery_date', pattern: String.raw`(?:fecha|f\.)\s*(?:de\s+|del\s+)?(?:entrega|suministro|servicio|albaran|salida|carga)`, strength: 0.95 },
  // `Fecha doc.`, `F. documento`: the document's own date.
  { kind: 'date', pattern: String.raw`(?:fecha|f\.)\s*(?:de(?:l)?\s+)?(?:documento|doc\.?|dcto\.?)(?![a-z])`, strength: 0.9 },
  { kind: 'date', pattern: String.raw`fecha${NOT_DATE_QUALIFIER}`, strength: 0.9 },
  // `Fec.`, and `F.` right before a date (`F. 06-05-26`).
  { kind: 'date', pattern: String.raw`fec\.|f\.(?=\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d))`, strength: 0.9 },
  // Catalan and Galician: `Data`, `Data factura`, `Data da factura`, `Data d'entrega`, `Data do albará`.
  { kind: 'issue_date', pattern: String.raw`data\s+(?:(?:de|da)\s+(?:la\s+)?)?(?:factura|emissio|emision)`, strength: 0.95 },
  { kind: 'delivery_date', pattern: String.raw`data\s+(?:(?:de|da|do)\s+|d')?(?:entrega|lliurament|subministrament|albara|albaran)`, strength: 0.95 },
  { kind: 'date', pattern: String.raw`data(?=\s*:|\s*$)`, strength: 0.9 },
  // Delivery note number.
  { kind: 'delivery_note_number', pattern: String.raw`albaran\s+de\s+(?:entrega|salida|suministro|venta)\s*${NUM}?`, strength: 0.95 },
  // `Albarán de mostrador nº`, `Albarán nº`, `Nº albarán`, and `Alb.` for albarán (`Nº Alb.:`, `Alb. 281074`).
  { kind: 'delivery_note_number', pattern: String.raw`albaran?(?:\s+de\s+[a-z]+)?\s*${NUM}`, strength: 0.95 },
  { kind: 'delivery_note_number', pattern: String.raw`${NUM}\s*(?:de(?:l)?\s+)?(?:albaran?|alb\.)`, strength: 0.95 },
  { kind: 'delivery_note_number', pattern: String.raw`(?<!\/)(?:alb\.\s*${NUM}|alb\.(?=\s*[a-z]{0,4}[-/]?\d))`, strength: 0.9 },
  { kind: 'delivery_note_number', pattern: String.raw`albaran\s*:`, strength: 0.9 },
  // A counter sale's or a haulier's note goes by other names: ticket, vale, nota o hoja de entrega, parte.
  { kind: 'delivery_note_number', pattern: String.raw`(?:ticket|vale|nota(?:\s+de\s+entrega)?|hoja\s+de\s+entrega|parte(?:\s+de\s+trabajo)?)\s*${NUM}|${NUM}\s*(?:de(?:l)?\s+)?(?:ticket|vale|nota(?:\s+de\s+entrega)?)`, strength: 0.9 },
  // The document's number under a plain label, read only when no label names the kind of
  // document: `Nº documento`, a cell that starts with `Nº:` or `Número`, or the title itself
  // (`FACTURA` / `ALBARÁN` ending its cell) with the number beside or under it.
  { kind: 'document_number', pattern: String.raw`${NUM}\s*(?:de(?:l)?\s+)?(?:documento|doc\.?(?![a-z]))|(?<=^\s*)(?:${BASQUE_NUM}\s*\/\s*)?(?:numero|num\.?|nro\.?|n\.?\s?o\.?|documento(?:\s*${NUM})?|${BASQUE_NUM})(?=\s*[:.]?\s*(?:$|[a-z0-9]))`, strength: 0.9 },
  { kind: 'document_number', pattern: String.raw`(?:factura|albaran)(?=\s*:?\s*$)`, strength: 0.9 },
  // The title with the number right after it in its cell (`Factura 2026-72524`), not a date (`Factura 5 de julio…`).
  { kind: 'document_number', pattern: String.raw`(?:factura|albaran)(?=\s+[a-z]{0,4}[-/]?\d)(?!\s+\d{1,2}\s+(?:de\s|d'))`, strength: 0.9 },
  // `Serie y número` names the whole number; a `Serie` printed apart is the number's prefix.
  { kind: 'invoice_number', pattern: String.raw`serie\s*(?:y|/|-)\s*(?:${NUM})`, strength: 0.9 },
  { kind: 'series', pattern: String.raw`serie(?:\s+(?:de\s+)?(?:factura|albaran))?`, strength: 0 },
  // Amounts.
  { kind: 'subtotal', pattern: String.raw`(?:total\s+)?base(?:s)?\s+imponible(?:s)?(?:\s+total)?${RATE}?${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'subtotal', pattern: String.raw`(?:b\.|base)\s*imp(?:onible|osable|\.)${RATE}?${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'subtotal', pattern: String.raw`b\.\s?i\.${RATE}?${CURRENCY_TAIL}`, strength: 0.9 },
  { kind: 'subtotal', pattern: String.raw`(?:importe|total)\s+(?:neto|sin\s+iva)${CURRENCY_TAIL}`, strength: 0.9 },
  { kind: 'subtotal', pattern: String.raw`sub-?\s?total${CURRENCY_TAIL}`, strength: 0.9 },
  { kind: 'subtotal', pattern: String.raw`total\s+(?:bases?|albaran)${CURRENCY_TAIL}`, strength: 0.9 },
  { kind: 'subtotal', pattern: String.raw`base${RATE}?${CURRENCY_TAIL}`, strength: 0.85 },
  { kind: 'subtotal', pattern: String.raw`(?:importe\s+|total\s+)?bruto${CURRENCY_TAIL}`, strength: 0.75 },
  { kind: 'subtotal', pattern: String.raw`(?:neto|suma)(?!\s+(?:y\s+sigue|anterior))${CURRENCY_TAIL}`, strength: 0.8 },
  { kind: 'tax_rate_column', pattern: String.raw`(?:%\s*${IVA}|tipo(?:\s+(?:de\s+)?${IVA})?|${IVA}\s*%(?!\d))`, strength: 0 },
  { kind: 'tax', pattern: String.raw`(?:total\s+|(?:cuota|quota)\s+(?:de(?:l)?\s+)?|importe\s+(?:de(?:l)?\s+)?)${IVA}(?:\s+repercutido)?${RATE}?${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'tax', pattern: String.raw`${IVA}(?:\s+repercutido)?${RATE}?${CURRENCY_TAIL}`, strength: 0.9 },
  { kind: 'tax', pattern: String.raw`(?:total\s+)?(?:cuotas?|impuestos)${CURRENCY_TAIL}`, strength: 0.8 },
  { kind: 'guarantee', pattern: String.raw`retencion\s+(?:(?:en|de|por)\s+)?garantia`, strength: 0 },
  { kind: 'withholding', pattern: String.raw`(?:retencion|ret\.)\s*(?:(?:de(?:l)?\s+)?${IRPF})?(?:${RATE}|${BARE_RATE})?${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'withholding', pattern: String.raw`${IRPF}(?:${RATE}|${BARE_RATE})?${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'section_sum', pattern: String.raw`(?:suma|total|subtotal)\s+(?:del?\s+)?(?:capitulo|cap\.|seccion|partida|grupo)(?:\s+\S+)?`, strength: 0 },
  { kind: 'carry', pattern: String.raw`suma\s+(?:y\s+sigue|anterior)|sigue\b|a\s+la\s+vuelta|pasa\s+a\s+la\s+pagina`, strength: 0 },
  { kind: 'total', pattern: String.raw`total\s+(?:de\s+(?:la\s+)?)?(?:factura|a\s+pagar|general|documento|importe)${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'total', pattern: String.raw`importe\s+(?:total(?:\s+(?:de\s+la\s+)?factura)?|a\s+pagar)${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'total', pattern: String.raw`(?:liquido|neto)\s+a\s+(?:pagar|percibir|cobrar)${CURRENCY_TAIL}`, strength: 0.95 },
  { kind: 'total', pattern: String.raw`total\s*\(?\s*(?:${IVA}|impuestos)\s+incluidos?\s*\)?${CURRENCY_TAIL}`, strength: 0.9 },
  { kind: 'total', pattern: String.raw`total${NOT_TOTAL_QUALIFIER}${CURRENCY_TAIL}`, strength: 0.85 },
  // Parties.
  { kind: 'customer_nif', pattern: String.raw`${NIF}\s*(?:del?\s+)?(?:cliente|destinatario|comprador)`, strength: 0.95 },
  { kind: 'seller_nif', pattern: String.raw`${NIF}\s*(?:del?\s+)?(?:proveedor|emisor|vendedor)`, strength: 0.95 },
  { kind: 'nif', pattern: NIF, strength: 0.9 },
  { kind: 'reference', pattern: String.raw`(?:${NUM}|cod(?:igo)?\.?|ref(?:erencia)?\.?)\s*(?:de(?:l)?\s+)?(?:pedido|cliente|proveedor|obra|presupuesto|cuenta|contrato|referencia|documento|serie|cuenta)`, strength: 0 },
  { kind: 'reference', pattern: String.raw`(?:cliente?|proveedor)\s*${NUM}`, strength: 0 },
  { kind: 'reference', pattern: String.raw`(?:su\s+|n/\s*)?(?:pedido|referencia|ref\.|obra|proyecto|pagina|pag\.|hoja|forma\s+de\s+pago|condiciones\s+de\s+pago|iban|swift|bic|banco|cuenta|matricula|vehiculo|peso(?:\s+(?:neto|bruto))?)`, strength: 0 },
  { kind: 'contact', pattern: String.raw`(?:telefono|tel\.|tlf\.?|tfno\.?|movil|fax|e-?mail|correo(?:\s+electronico)?|web|direccion|domicilio|c\.p\.|poblacion|provincia)`, strength: 0 },
  { kind: 'customer_block', pattern: String.raw`(?:(?:datos|dades)\s+(?:del\s+)?cliente?|cliente?|bezeroa|facturar\s+a|facturado\s+a|destinatario|datos\s+de\s+facturacion|comprador|adquirr?i?ente|receptor|enviar\s+a|entregar\s+(?:en|a)|sres\.|senores|a\s+la\s+atencion\s+de|a\/a|att?n?\.(?=\s*:)|lugar\s+de\s+entrega|direccion\s+de\s+(?:entrega|envio))`, strength: 0.9 },
  { kind: 'seller_block', pattern: String.raw`(?:datos\s+(?:del\s+)?(?:proveedor|emisor|vendedor|expedidor)|proveedor|emisor|vendedor|expedidor|suministrador|prestador(?:\s+del\s+servicio)?)`, strength: 0.9 },
  { kind: 'other_party', pattern: String.raw`(?:transportista|conductor|agencia(?:\s+de\s+transporte)?|empresa\s+de\s+transporte)`, strength: 0 },
];

const COMPILED = LABELS.map((def) => ({
  def,
  regex: new RegExp(String.raw`(?<![a-z0-9])(?:${def.pattern})(?![a-z0-9])`, 'g'),
}));

/**
 * The labels in one cell's folded text, left to right and not overlapping: at each place the
 * match that starts first wins, and of those the longest (`nº cliente` is a reference, not the
 * customer block).
 */
export function scanLabels(folded: string): LabelMatch[] {
  const all: LabelMatch[] = [];
  for (const { def, regex } of COMPILED) {
    for (const m of folded.matchAll(regex)) {
      if (m[0].trim() === '') continue;
      const end = m.index + m[0].replace(/\s+$/, '').length;
      const rate = def.pattern.includes(RATE) ? (m[1] ?? m[2])?.replace(',', '.') : undefined;
      all.push({ kind: def.kind, strength: def.strength, start: m.index, end, rate });
    }
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end || labelOrder(a) - labelOrder(b));
  const picked: LabelMatch[] = [];
  for (const m of all) {
    const last = picked.at(-1);
    if (last && m.start < last.end) continue;
    picked.push(m);
  }
  return picked;
}

/** Equal matches go to the kind listed first. */
const ORDER = new Map<LabelKind, number>(LABELS.map((d, i) => [d.kind, i] as [LabelKind, number]).reverse());
function labelOrder(m: LabelMatch): number {
  return ORDER.get(m.kind) ?? 0;
}

/** Header words of a lines table, matched against a whole cell. */
export type ColumnKind = 'description' | 'quantity' | 'unit' | 'unit_price' | 'amount' | 'code' | 'discount' | 'vat' | 'other';

const COLUMN_PATTERNS: Array<[ColumnKind, RegExp]> = [
  ['description', /^(?:descripcion|concepto|articulo|producto|material(?:es)?|designacion|denominacion|detalle|texto(?: breve)?|trabajos?(?: realizados?)?|descripcion del (?:articulo|material|trabajo|producto|servicio)|descripcio|concepte|descricion|deskribapena|kontzeptua)$/],
  ['quantity', /^(?:cantidad|cant\.?|uds\.?|unidades|ctd\.?|cdad\.?|n\.? ?uds\.?|medicion|cantidad (?:servida|entregada|suministrada)|quantitat|cantidade|kopurua)$/],
  ['unit', /^(?:unidad|ud\.?|u\.?|u\.m\.?|um|u\.\s?med\.?|medida|ud\. medida|unid\.?|unitat|unidade|unitatea)$/],
  ['unit_price', /^(?:precio(?: unit(?:ario|\.)?| ud\.?| unidad| neto)?|pr\.? ?unit(?:ario|\.)?|p\. ?unit(?:ario|\.)?|p\.u\.|precio\/ud\.?|€\/ud\.?|p\.?v\.?p\.?|tarifa|precio ?\(€\)|precio unitario ?\(€\)|preu(?: unitari)?|prezo(?: unitario)?|prezioa)$/],
  ['amount', /^(?:importe|total|subtotal|neto|importe neto|total neto|total linea|importe ?\(€\)|total ?\(€\)|importe ?€|total ?€|imp\.|import|zenbatekoa)$/],
  ['code', /^(?:codigo|cod\.?|ref\.?|referencia|art\.?|codi)$/],
  ['discount', /^(?:dto\.?|descuento|desc\.?|% ?dto\.?|dto\. ?%|dte\.?|descompte|desconto)$/],
  ['vat', /^(?:iva|% ?iva|iva ?%|i\.v\.a\.)$/],
];

/**
 * The column a header cell names, or null. A head naming alternatives (`Material / servicio`,
 * `Precio/m³`) is the kind of the names in it the reader knows, when they agree; a unit only after
 * its slash (`Kg/ud`: kilograms per piece) names none.
 */
export function columnKind(folded: string): ColumnKind | null {
  const text = folded.trim().replace(/[:\s]+$/, '').replace(/\s+/g, ' ');
  const named = namedColumn(text);
  if (named) return named;
  const parts = text.split(/\s*\/\s*/);
  if (parts.length < 2 || parts.some((p) => p === '')) return null;
  const kinds = new Set(parts.map(namedColumn).filter((k) => k !== null));
  // A unit after a slash says "per unit" (`Kg/ud`, a weight per piece), not another name of the column.
  if (kinds.size === 1 && kinds.has('unit') && namedColumn(parts[0]) !== 'unit') return null;
  return kinds.size === 1 ? [...kinds][0] : null;
}

function namedColumn(text: string): ColumnKind | null {
  return COLUMN_PATTERNS.find(([, regex]) => regex.test(text))?.[0] ?? null;
}

/**
 * Column names run together in one cell when a header is set tight (`Cantidad Precio
 * unitario`): the names, left to right, with where each starts and ends in the text. Null when
 * the words do not split into known names.
 */
export function splitColumnNames(folded: string): Array<{ kind: ColumnKind; start: number; end: number }> | null {
  const words = [...folded.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const solve = (from: number): Array<{ kind: ColumnKind; start: number; end: number }> | null => {
    if (from === words.length) return [];
    // Longest name first: "precio unitario" before "precio".
    for (let to = Math.min(words.length, from + 4); to > from; to--) {
      const kind = columnKind(words.slice(from, to).map((w) => w.text).join(' '));
      if (!kind) continue;
      const rest = solve(to);
      if (rest) return [{ kind, start: words[from].start, end: words[to - 1].end }, ...rest];
    }
    return null;
  };
  return solve(0);
}
