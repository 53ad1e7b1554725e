import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, dni, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Slipformed concrete kerbs, channels and ditches worded in Catalan (`Factura núm.`, `Data`,
 * `Venciment`, `Descripció`, `Quantitat`, `Preu`, `Import`, `Base imposable`): the streets of a
 * housing development at 10 %, the rest at 21 %, a VAT column and a per-rate grid; a cooperative
 * SCCL and a self-employed contractor with a DNI and 1 % IRPF.
 */

interface Supplier extends Party {
  activity?: string;
  money: MoneyStyle;
  dates: DateStyle;
  irpf: number;
  idLabel: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Vorades i Cunetes del Penedès, SCCL',
    nif: cif('F', '0862174'),
    street: 'Polígon Domenys II, carrer del Ciment, 6',
    city: '08720 Vilafranca del Penedès',
    phone: '938 190 442',
    email: 'administracio@voradespenedes.cat',
    money: 'dot€',
    dates: 'ca',
    irpf: 0,
    idLabel: 'NIF',
  },
  {
    activity: 'Vorades i rigoles extrusionades',
    name: 'Jordi Puigventós Ferrer',
    nif: dni('40987312'),
    street: 'Carrer Major, 58',
    city: '17820 Banyoles (Girona)',
    phone: '646 218 930',
    money: 'dot',
    dates: 'd/m/Y',
    irpf: 1,
    idLabel: 'DNI',
  },
  {
    name: 'Extrusionats Viaris de Lleida, S.L.',
    nif: cif('B', '2518640'),
    street: 'Polígon El Segre, parcel·la 214',
    city: '25191 Lleida',
    phone: '973 200 871',
    money: 'dotEUR',
    dates: 'd-m-Y',
    irpf: 0,
    idLabel: 'CIF',
  },
];

const LINES: Line[][] = [
  [
    { description: "Vorada extrusionada HM-20, 15x25 cm, vials d'habitatges", quantity: '1284.5', unit: 'm', price: 1_460n, rate: 10 },
    { description: "Rigola de formigó de 30 cm, vials d'habitatges", quantity: '1284.5', unit: 'm', price: 1_120n, rate: 10 },
    { description: 'Cuneta triangular extrusionada 1,20 m, camí municipal', quantity: '640', unit: 'm', price: 2_890n, rate: 21 },
    { description: "Desplaçament de l'estenedora d'encofrat lliscant", quantity: '1', unit: 'ut', price: 95_000n, rate: 21 },
  ],
  [
    { description: 'Vorada remuntable extrusionada, carrers de la promoció', quantity: '412', unit: 'm', price: 1_380n, rate: 10 },
    { description: 'Cuneta de peu de talús extrusionada', quantity: '186', unit: 'm', price: 2_450n, rate: 21 },
    { description: 'Formigó HM-20 subministrat per la propietat, abocament', quantity: '38.5', unit: 'm³', price: 1_800n, rate: 21 },
  ],
  [
    { description: 'Cuneta trapezoïdal revestida, carretera LV-9047', quantity: '2150', unit: 'm', price: 3_140n, rate: 21 },
    { description: 'Baixant de talús prefabricat col·locat', quantity: '24', unit: 'ut', price: 18_600n, rate: 21 },
    { description: 'Vorada de jardí extrusionada, zona verda dels habitatges', quantity: '540', unit: 'm', price: 1_090n, rate: 10 },
    { description: 'Tall de junts cada 3 m i segellat', quantity: '1120', unit: 'm', price: 240n, rate: 21 },
  ],
];

export async function slipformInvoices(): Promise<CorpusDocument[]> {
  const layout = 'slipform-kerbs';
  const buyer = BUYERS.catalana;
  const issues = ['2026-04-30', '2026-05-15', '2026-08-31'];
  const numbers = ['2026/118', '7/2026', 'FV-26-0305'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const issue = issues[i];
    const due = addDays(issue, [60, 30, 45][i]);
    const f = figures(LINES[i], { irpf: s.irpf });
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Factura ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    let y = 40;
    if (s.activity) {
      w.text(s.activity.toUpperCase(), 40, y, { size: 8, bold: true });
      y += 13;
    }
    w.text(s.name, 40, y, { size: 13, bold: true });
    w.text(s.street, 40, (y += 18));
    w.text(s.city, 40, (y += 11));
    w.text(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 40, (y += 11));
    w.text(`${s.idLabel}: ${spellNif(s.nif, 'plain')}`, 40, (y += 11), { bold: true });
    w.right('FACTURA', 555, 40, { size: 18, bold: true });
    const data: [string, string][] = [
      ['Factura núm.', numbers[i]],
      ['Data', date(issue, s.dates)],
      ['Venciment', date(due, s.dates)],
    ];
    data.forEach(([k, v], r) => {
      sheet.rect(380, 66 + r * 17, 70, 17, { fill: '#eeeeee', stroke: '#777777' });
      sheet.rect(450, 66 + r * 17, 105, 17, { stroke: '#777777' });
      w.text(k, 384, 71 + r * 17, { bold: true, size: 8 });
      w.text(v, 454, 71 + r * 17, { size: 8 });
    });
    y = 140;
    w.text('Client', 300, y, { size: 7.5, bold: true });
    w.text(buyer.name, 300, (y += 11), { bold: true });
    w.text(buyer.street, 300, (y += 11));
    w.text(buyer.city, 300, (y += 11));
    w.text(`NIF: ${buyer.nif}`, 300, (y += 11));
    y = 214;
    sheet.line(40, y - 5, 555, y - 5, { width: 1 });
    w.text('Descripció', 40, y, { bold: true });
    w.right('Quantitat', 360, y, { bold: true });
    w.text('Unitat', 366, y, { bold: true });
    w.right('Preu', 445, y, { bold: true });
    w.right('IVA', 475, y, { bold: true });
    w.right('Import', 555, y, { bold: true });
    sheet.line(40, y + 12, 555, y + 12, { width: 0.5 });
    y += 19;
    for (const l of f.lines) {
      w.text(l.description, 40, y);
      w.right(qty(l.quantity, 2), 360, y);
      w.text(l.unit, 366, y);
      w.right(money(l.price, 'dot'), 445, y);
      w.right(`${l.rate} %`, 475, y);
      w.right(money(l.amount, 'dot'), 555, y);
      y += 14;
    }
    sheet.line(40, y, 555, y, { width: 0.5 });
    // The per-rate grid, then the totals.
    y += 16;
    const gx = [40, 140, 190, 290];
    ['Base imposable', '% IVA', 'Quota IVA'].forEach((h, k) => w.text(h, gx[k] + 4, y, { bold: true, size: 8 }));
    sheet.rect(40, y - 4, 250, 14 + f.rates.length * 13, { stroke: '#777777' });
    f.rates.forEach((r, k) => {
      w.right(money(r.base, 'dot'), gx[1] - 6, y + 13 + k * 13, { size: 8 });
      w.text(`${r.rate} %`, gx[1] + 4, y + 13 + k * 13, { size: 8 });
      w.right(money(r.vat, 'dot'), gx[3] - 6, y + 13 + k * 13, { size: 8 });
    });
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 360, y, { bold });
      w.right(v, 555, y, { bold });
      y += 14;
    };
    row('Base imposable', m(f.base));
    row('Total IVA', m(f.vat));
    if (s.irpf) row('Retenció IRPF 1 %', m(-f.withholding));
    row('Total factura', m(f.total), true);
    w.text("Pagament per transferència bancària al compte ES91 2100 0418 4502 0005 1332 abans del venciment.", 40, 770, { size: 7.5 });
    out.push(invoiceDoc(`blind16-slipform-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, figures: f }));
  }
  return out;
}
