/**
 * Blind held-out invoices, first half: rebar (ferralla), machinery hire, electrical installer,
 * plumbing at two VAT rates, aluminium joinery over two pages.
 */
import type { CorpusDocument } from '../types.js';
import {
  A4,
  addDays,
  afterDiscount,
  dateAs,
  dayOf2026,
  eur,
  lineAmount,
  makePdf,
  mills,
  qty,
  rate,
  row,
  spellNif,
  sum,
  taxOf,
  vatRows,
} from './kit.js';
import { type Job, invoiceOf, suppliers } from './parties.js';

// ---------------------------------------------------------------------------------------------
// Ferralla: trade name in the letterhead, the legal name and CIF only in the registry line at the
// foot; lines grouped under the delivery notes they came on; €/kg with three decimals; the
// totals as a one-row grid (BASE IMPONIBLE | % IVA | CUOTA | TOTAL) with no "Base imponible:" label.

const FERRALLA = suppliers('blind ferralla', [
  ['Ferrallas del Jiloca, S.L.', 'FERRALLAS JILOCA', 'Ctra. Sagunto-Burgos, km 198', '50300 Calatayud (Zaragoza)', 'Zaragoza'],
  ['Armaduras Salmantinas, S.A.', 'ARMASAL', 'Pol. Los Villares, parcela 23', '37184 Villares de la Reina (Salamanca)', 'Salamanca'],
  ['Ferralla Ebro Norte, S.L.', 'FERRALLA EBRO NORTE', 'C/ Río Aragón, 9', '31500 Tudela (Navarra)', 'Navarra'],
]);

const REBAR = [
  ['Acero corrugado B500SD Ø8 elaborado', 'kg'],
  ['Acero corrugado B500SD Ø10 elaborado', 'kg'],
  ['Acero corrugado B500SD Ø12 elaborado', 'kg'],
  ['Acero corrugado B500SD Ø16 elaborado', 'kg'],
  ['Acero corrugado B500SD Ø20 elaborado', 'kg'],
  ['Acero corrugado B500SD Ø25 elaborado', 'kg'],
  ['Malla electrosoldada ME 15x15 Ø6-6 B500T', 'm²'],
  ['Separador plástico h=30 mm', 'ud'],
] as const;

export async function ferralla(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = FERRALLA[v];
  const issue = dayOf2026(rng.int(20, 300));
  const due = addDays(issue, 60);
  const number = `F${issue.slice(2, 4)}/${String(rng.int(100, 2400)).padStart(5, '0')}`;
  const notes = rng.int(1, 3);
  type L = { note: string; date: string; desc: string; unit: string; q3: number; priceM: number; amount: number };
  const lines: L[] = [];
  for (let n = 0; n < notes; n++) {
    const noteNo = `${rng.int(11000, 19999)}`;
    const noteDate = addDays(issue, -rng.int(3, 25));
    for (const [desc, unit] of rng.some(REBAR, rng.int(2, 4))) {
      const q3 = unit === 'kg' ? rng.int(180, 4200) * 1000 : unit === 'm²' ? rng.int(40, 380) * 1000 : rng.int(1, 16) * 50_000;
      const priceM = unit === 'kg' ? rng.int(820, 1090) : unit === 'm²' ? rng.int(2100, 3400) : rng.int(120, 300);
      lines.push({ note: noteNo, date: noteDate, desc, unit, q3, priceM, amount: lineAmount(q3, priceM, 1000) });
    }
  }
  const base = sum(lines.map((l) => l.amount));
  const tax = taxOf(base, 21);
  const total = base + tax;

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, hline, box }) => {
    pen.text(s.trade, 40, 40, { size: 20, bold: true });
    pen.text('Ferralla elaborada · Mallas · Armaduras para obra civil y edificación', 40, 64, { size: 8, italic: true });
    pen.text(`${s.street} · ${s.town}`, 40, 76, { size: 8 });
    pen.text(`Tel. ${s.phone} · ${s.email}`, 40, 87, { size: 8 });

    box(360, 36, 195, 70);
    pen.text('FACTURA', 370, 42, { size: 12, bold: true });
    pen.text('Factura nº', 370, 62);
    pen.text(number, 440, 62, { bold: true });
    pen.text('Fecha', 370, 75);
    pen.text(dateAs(issue, 'dmy'), 440, 75);
    pen.text('Vencimiento', 370, 88);
    pen.text(dateAs(due, 'dmy'), 440, 88);

    pen.text('Cliente', 40, 122, { size: 7.5, bold: true });
    pen.text(buyer.name, 40, 134, { size: 10, bold: true });
    pen.text(buyer.street, 40, 147);
    pen.text(buyer.town, 40, 158);
    pen.text(`C.I.F. ${buyer.nif}`, 40, 169);
    pen.text('Obra', 330, 122, { size: 7.5, bold: true });
    pen.text(site.name, 330, 134);
    pen.text(`${site.address} · Ref. obra ${site.code}`, 330, 147);
    pen.text('Forma de pago: confirming a 60 días', 330, 169);

    const cols = [
      { x: 44 },
      { x: 100 },
      { x: 356, align: 'right' as const },
      { x: 378, align: 'center' as const },
      { x: 450, align: 'right' as const },
      { x: 551, align: 'right' as const },
    ];
    let y = 200;
    box(40, y - 4, 515, 16, { fill: '#d9d9d9', stroke: false });
    row(pen, y, ['Alb.', 'Concepto', 'Cantidad', 'Ud', '€/ud', 'Importe €'], cols, { bold: true });
    y += 20;
    let current = '';
    for (const l of lines) {
      if (l.note !== current) {
        current = l.note;
        pen.text(`Albarán ${l.note} de ${dateAs(l.date, 'dmy')}`, 44, y, { italic: true, size: 8 });
        y += 13;
      }
      row(pen, y, ['', l.desc, qty(l.q3, l.unit === 'ud' ? 0 : 2), l.unit, mills(l.priceM), eur(l.amount)], cols);
      y += 13;
    }
    hline(40, 555, y + 4);

    const gy = 660;
    const gcols = [95, 235, 345, 480];
    box(40, gy, 515, 16, { fill: '#d9d9d9' });
    box(40, gy + 16, 515, 22);
    ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'].forEach((h, i) => pen.center(h, gcols[i], gy + 4, { bold: true, size: 8 }));
    [eur(base), rate(21, { decimals: true }), eur(tax), `${eur(total)} €`].forEach((t, i) => pen.center(t, gcols[i], gy + 23, { size: 10, bold: i === 3 }));

    pen.text(`IBAN ES${String(rng.int(10, 99))} 2085 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`, 40, 712, { size: 8 });
    pen.center(`${s.name} · ${s.registry} · CIF ${spellNif(s.nif, 'dash')}`, A4.width / 2, 800, { size: 6.5 });
  });
  return invoiceOf(job, s, bytes, { number, issue, due, base, tax, total });
}

// ---------------------------------------------------------------------------------------------
// Machinery hire: the supplier's data in a grey column down the left, the date written out in
// words, a billing period with its own dates, days × daily rate with a discount column, totals
// stacked at the bottom right.

const HIRE = suppliers('blind hire', [
  ['Alquileres Moncayo Maquinaria, S.L.', 'MONCAYO RENT', 'Pol. Ind. La Charluca, C/ 4, nave 12', '50300 Calatayud (Zaragoza)', 'Zaragoza'],
  ['Maquinaria y Elevación Duero, S.L.', 'ELEVADUERO', 'Avda. de la Aldehuela, 31', '37003 Salamanca', 'Salamanca'],
  ['Rent Obra Mediterráneo, S.A.', 'ROM RENT', 'C/ Alcalde Lorenzo Carbonell, 42', '03007 Alicante', 'Alicante'],
]);

const MACHINES = [
  ['Miniexcavadora 1,8 t', 72_00, 95_00],
  ['Retroexcavadora mixta 8 t', 145_00, 190_00],
  ['Plataforma tijera eléctrica 10 m', 48_00, 70_00],
  ['Plataforma articulada diésel 16 m', 110_00, 150_00],
  ['Dumper articulado 3.000 kg', 55_00, 75_00],
  ['Carretilla telescópica 14 m / 4 t', 120_00, 160_00],
  ['Rodillo vibrante 1,5 t', 60_00, 80_00],
  ['Compresor 5.000 l/min con martillo', 45_00, 60_00],
] as const;

export async function hire(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = HIRE[v];
  const month = rng.int(1, 9);
  const periodStart = `2026-${String(month).padStart(2, '0')}-01`;
  const periodEnd = addDays(`2026-${String(month + 1).padStart(2, '0')}-01`, -1);
  const issue = addDays(periodEnd, rng.int(1, 6));
  const due = addDays(issue, 30);
  const number = `A-2026-${String(rng.int(120, 1900)).padStart(4, '0')}`;
  const lastDay = Number(periodEnd.slice(8));
  type L = { contract: string; desc: string; from: string; to: string; days: number; price: number; disc: number; amount: number };
  const lines: L[] = rng.some(MACHINES, rng.int(1, 4)).map(([desc, lo, hi]) => {
    const a = rng.int(1, lastDay - 3);
    const b = rng.int(a + 1, lastDay);
    const days = b - a + 1;
    const price = rng.int(lo / 100, hi / 100) * 100 + rng.pick([0, 50]);
    const disc = rng.pick([0, 0, 5, 10, 15]);
    return {
      contract: `C${rng.int(40000, 49999)}`,
      desc,
      from: addDays(periodStart, a - 1),
      to: addDays(periodStart, b - 1),
      days,
      price,
      disc,
      amount: afterDiscount(days * price, disc),
    };
  });
  const transport = rng.int(1, 2);
  const transportPrice = rng.int(60, 140) * 100;
  const base = sum(lines.map((l) => l.amount)) + transport * transportPrice;
  const tax = taxOf(base, 21);
  const total = base + tax;

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box, hline }) => {
    box(0, 0, 150, A4.height, { fill: '#e6e6e6', stroke: false });
    pen.text(s.trade, 18, 40, { size: 15, bold: true });
    pen.text('Alquiler de maquinaria', 18, 60, { size: 8, italic: true });
    pen.text('y elevación', 18, 70, { size: 8, italic: true });
    let sy = 110;
    for (const t of [s.name, `CIF: ${s.nif}`, s.street, s.town, `Tel. ${s.phone}`, s.email]) {
      pen.paragraph(t, 18, sy, 120, { size: 7.5 });
      sy += t.length > 30 ? 22 : 12;
    }
    pen.text('Delegaciones:', 18, 250, { size: 7, bold: true });
    pen.text('Zaragoza · Huesca', 18, 261, { size: 7 });
    pen.text('Salamanca · Valladolid', 18, 271, { size: 7 });
    pen.text('Alicante · Murcia', 18, 281, { size: 7 });

    pen.text('FACTURA', 175, 40, { size: 18, bold: true });
    pen.text('Núm.', 175, 72);
    pen.text(number, 215, 72, { bold: true });
    pen.text('Fecha', 175, 85);
    pen.text(dateAs(issue, 'long'), 215, 85);
    pen.text(`Periodo facturado: del ${dateAs(periodStart, 'dmy')} al ${dateAs(periodEnd, 'dmy')}`, 175, 98);

    box(380, 36, 175, 76);
    pen.text(buyer.name, 388, 44, { bold: true, size: 8 });
    pen.text(buyer.street, 388, 58, { size: 8 });
    pen.text(buyer.town, 388, 69, { size: 8 });
    pen.text(`NIF ${spellNif(buyer.nif, 'dash')}`, 388, 80, { size: 8 });
    pen.text(`Obra: ${site.code}`, 388, 94, { size: 8 });

    const cols = [
      { x: 175 },
      { x: 218 },
      { x: 365 },
      { x: 405 },
      { x: 462, align: 'right' as const },
      { x: 500, align: 'right' as const },
      { x: 525, align: 'right' as const },
      { x: 560, align: 'right' as const },
    ];
    let y = 140;
    row(pen, y, ['Contr.', 'Máquina', 'Desde', 'Hasta', 'Días', '€/día', 'Dto%', 'Importe'], cols, { bold: true, size: 7.5 });
    hline(172, 562, y + 11);
    y += 18;
    for (const l of lines) {
      row(pen, y, [l.contract, l.desc, dateAs(l.from, 'dmy-short'), dateAs(l.to, 'dmy-short'), String(l.days), eur(l.price), l.disc ? String(l.disc) : '', eur(l.amount)], cols, { size: 7.5 });
      y += 14;
    }
    row(pen, y, ['', 'Transporte entrega / recogida en obra', '', '', String(transport), eur(transportPrice), '', eur(transport * transportPrice)], cols, { size: 7.5 });
    y += 14;
    hline(172, 562, y);
    pen.text(`Obra: ${site.name}, ${site.address}`, 175, y + 10, { size: 7.5, italic: true });

    const ty = 640;
    const labels = ['Base imponible', 'I.V.A. 21 %', 'TOTAL FACTURA'];
    const values = [eur(base), eur(tax), `${eur(total)} €`];
    labels.forEach((l, i) => {
      pen.text(l, 390, ty + i * 16, { bold: i === 2 });
      pen.right(values[i], 560, ty + i * 16, { bold: i === 2 });
    });
    hline(385, 562, ty + 29);
    pen.text(`Vencimiento: ${dateAs(due, 'dmy')} · Recibo domiciliado`, 175, ty);
    pen.text('Condiciones generales de alquiler al dorso.', 175, 800, { size: 6.5 });
  });
  return invoiceOf(job, s, bytes, { number, issue, due, base, tax, total });
}

// ---------------------------------------------------------------------------------------------
// Electrical installer's ERP print: labels in a grey band and their values in the band below
// (Nº DOCUMENTO, FECHA d-m-yy, CLIENTE, N.I.F.), article codes, a discount per line, a prompt
// payment discount before the base, and the totals again as label band over value band.

const ELECTRIC = suppliers('blind electric', [
  ['Instalaciones Eléctricas Arga, S.L.', 'IE ARGA', 'C/ Monasterio de Irache, 58', '31011 Pamplona', 'Navarra'],
  ['Electricidad Hnos. Sendino, S.L.', 'SENDINO ELECTRICIDAD', 'C/ Peña de Francia, 14', '37007 Salamanca', 'Salamanca'],
  ['Montajes Eléctricos Fluvià, S.L.', 'MEF', 'C/ Mulleras, 22', '17800 Olot (Girona)', 'Girona'],
]);

const ELECTRIC_ITEMS = [
  ['CAB-RZ1-2.5', 'Cable RZ1-K (AS) 0,6/1 kV 3G2,5 mm²', 'ml', 95, 160],
  ['CAB-RZ1-6', 'Cable RZ1-K (AS) 0,6/1 kV 5G6 mm²', 'ml', 420, 610],
  ['TUB-20', 'Tubo corrugado reforzado M20', 'ml', 28, 45],
  ['BAN-300', 'Bandeja perforada PVC 60x300 mm', 'ml', 1450, 1990],
  ['CGP-160', 'Caja general de protección 160 A', 'ud', 9800, 14500],
  ['CUA-VIV', 'Cuadro vivienda 24 módulos con diferencial', 'ud', 11500, 17800],
  ['LUM-LED36', 'Luminaria estanca LED 36 W IP65', 'ud', 2400, 3800],
  ['MEC-ENCH', 'Base enchufe Schuko serie blanca', 'ud', 390, 620],
  ['MO-OF1', 'Mano de obra oficial 1ª electricista', 'h', 2800, 3400],
  ['MO-AYU', 'Mano de obra ayudante', 'h', 2100, 2500],
  ['PIC-TT', 'Pica de tierra cobre 2 m con grapa', 'ud', 1850, 2600],
] as const;

export async function electric(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = ELECTRIC[v];
  const issue = dayOf2026(rng.int(15, 318));
  const number = `${rng.pick(['FV', 'FE', 'FA'])}${String(rng.int(1, 9999)).padStart(6, '0')}`;
  const pp = rng.pick([0, 2, 3]);
  type L = { code: string; desc: string; unit: string; q3: number; price: number; disc: number; amount: number };
  const lines: L[] = rng.some(ELECTRIC_ITEMS, rng.int(4, 10)).map(([code, desc, unit, lo, hi]) => {
    const q3 = unit === 'ml' ? rng.int(10, 400) * 1000 : unit === 'h' ? rng.int(4, 60) * 500 : rng.int(1, 40) * 1000;
    const price = rng.int(lo, hi);
    const disc = unit === 'h' ? 0 : rng.pick([0, 10, 15, 20, 25]);
    return { code, desc, unit, q3, price, disc, amount: afterDiscount(lineAmount(q3, price), disc) };
  });
  const gross = sum(lines.map((l) => l.amount));
  const ppAmount = gross - afterDiscount(gross, pp);
  const base = gross - ppAmount;
  const tax = taxOf(base, 21);
  const total = base + tax;

  const bytes = await makePdf('Helvetica', 8, number, ({ pen, box, hline }) => {
    pen.right(s.name, 555, 40, { size: 11, bold: true });
    pen.right(`${s.street} - ${s.town}`, 555, 56);
    pen.right(`N.I.F.: ${s.nif}  ·  Tel. ${s.phone}`, 555, 67);
    pen.right('Empresa instaladora autorizada nº ' + String(rng.int(1000, 9999)) + '/RITSIC', 555, 78, { size: 7 });
    pen.text('FACTURA', 40, 44, { size: 22, bold: true });

    const heads = ['Nº DOCUMENTO', 'FECHA', 'COD. CLIENTE', 'N.I.F. CLIENTE', 'PÁGINA'];
    const xs = [40, 150, 230, 330, 470];
    const bandY = 110;
    box(40, bandY, 515, 14, { fill: '#cfcfcf', stroke: false });
    heads.forEach((h, i) => pen.text(h, xs[i] + 4, bandY + 4, { bold: true, size: 7 }));
    [number, dateAs(issue, 'd-m-yy'), String(rng.int(430, 4999)), buyer.nif, '1 / 1'].forEach((t, i) => pen.text(t, xs[i] + 4, bandY + 19, { size: 9 }));
    hline(40, 555, bandY + 32);

    pen.text(buyer.name, 330, 152, { bold: true, size: 9 });
    pen.text(buyer.street, 330, 164);
    pen.text(buyer.town, 330, 175);
    pen.text('Su obra:', 40, 152, { bold: true });
    pen.text(`${site.name} (${site.address})`, 40, 164);

    const cols = [
      { x: 42 },
      { x: 112 },
      { x: 352, align: 'right' as const },
      { x: 370, align: 'center' as const },
      { x: 440, align: 'right' as const },
      { x: 480, align: 'right' as const },
      { x: 553, align: 'right' as const },
    ];
    let y = 205;
    box(40, y - 4, 515, 14, { fill: '#cfcfcf', stroke: false });
    row(pen, y, ['CÓDIGO', 'DESCRIPCIÓN', 'CANT.', 'UD', 'PRECIO', 'DTO %', 'IMPORTE'], cols, { bold: true, size: 7 });
    y += 18;
    for (const l of lines) {
      row(pen, y, [l.code, l.desc, qty(l.q3, l.unit === 'ud' ? 0 : 2), l.unit, eur(l.price), l.disc ? `${l.disc},00` : '', eur(l.amount)], cols);
      y += 13;
    }

    const by = 690;
    const bheads = ['IMPORTE BRUTO', `DTO. P.P. ${pp} %`, 'BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL'];
    const bx = [40, 125, 210, 300, 360, 450];
    box(40, by, 515, 14, { fill: '#cfcfcf', stroke: false });
    bheads.forEach((h, i) => pen.text(h, bx[i] + 4, by + 4, { bold: true, size: 7 }));
    [eur(gross), eur(ppAmount), eur(base), '21,00', eur(tax), `${eur(total)} EUR`].forEach((t, i) => pen.text(t, bx[i] + 4, by + 19, { size: 9, bold: i === 5 }));
    hline(40, 555, by + 32);
    pen.text('Forma de pago: transferencia a la recepción de la factura', 40, by + 42);
    pen.text(s.registry, 40, 805, { size: 6.5 });
  });
  return invoiceOf(job, s, bytes, { number, issue, base, tax, total });
}

// ---------------------------------------------------------------------------------------------
// Plumbing, set in Times: centred letterhead with the CIF dotted, "Documento nº", the date after
// the town in words, a VAT column per line (10 % for the dwellings' renovation, 21 % for the
// rest) and a per-rate summary of two rows.

const PLUMBING = suppliers('blind plumbing', [
  ['Fontanería y Calefacción Ortiz, S.L.', 'ORTIZ', 'C/ Gran Capitán, 33', '37006 Salamanca', 'Salamanca'],
  ['Saneamientos Iruña, S.L.', 'SANEAMIENTOS IRUÑA', 'C/ Abejeras, 19', '31007 Pamplona', 'Navarra'],
  ['Instal·lacions Aigua Garrotxa, S.L.', 'AIGUA GARROTXA', 'Av. Santa Coloma, 70', '17800 Olot (Girona)', 'Girona'],
]);

const PLUMBING_ITEMS = [
  ['Sustitución bajante PVC Ø110 en patinillo', 'ml', 2800, 4200],
  ['Tubería multicapa 20x2 mm instalada', 'ml', 640, 980],
  ['Inodoro de tanque bajo, colocado', 'ud', 16500, 23900],
  ['Plato de ducha resina 80x120 con válvula', 'ud', 19800, 28500],
  ['Grifería termostática ducha', 'ud', 12900, 18800],
  ['Calentador estanco 11 l gas natural', 'ud', 42000, 56000],
  ['Arqueta sifónica 40x40 en patio', 'ud', 9500, 13800],
  ['Mano de obra oficial fontanero', 'h', 2900, 3500],
  ['Desmontaje de aparatos sanitarios', 'ud', 2500, 4000],
] as const;

export async function plumbing(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = PLUMBING[v];
  const issue = dayOf2026(rng.int(30, 318));
  const due = addDays(issue, 30);
  const number = `${issue.slice(0, 4)}-${String(rng.int(40, 700)).padStart(4, '0')}`;
  type L = { desc: string; unit: string; q3: number; price: number; vat: number; amount: number };
  const picked = rng.some(PLUMBING_ITEMS, rng.int(4, 8));
  const lines: L[] = picked.map(([desc, unit, lo, hi], i) => {
    const q3 = unit === 'ml' ? rng.int(6, 120) * 500 : unit === 'h' ? rng.int(2, 40) * 1000 : rng.int(1, 12) * 1000;
    const price = rng.int(lo, hi);
    // At least one line at each rate.
    const vat = i === 0 ? 10 : i === 1 ? 21 : rng.pick([10, 21]);
    return { desc, unit, q3, price, vat, amount: lineAmount(q3, price) };
  });
  const rows = vatRows(lines.map((l) => ({ rate: l.vat, amount: l.amount }))).sort((a, b) => b.rate - a.rate);
  const base = sum(rows.map((r) => r.base));
  const tax = sum(rows.map((r) => r.tax));
  const total = base + tax;

  const bytes = await makePdf('Times', 10, number, ({ pen, hline, box }) => {
    pen.center(s.name, A4.width / 2, 40, { size: 17, bold: true });
    pen.center(`${s.street} · ${s.town} · Teléfono ${s.phone}`, A4.width / 2, 62, { size: 9 });
    pen.center(`C.I.F. ${spellNif(s.nif, 'dots')}`, A4.width / 2, 74, { size: 9 });
    hline(60, 535, 90, 1.2);

    pen.text(`Documento nº ${number}`, 60, 108, { bold: true, size: 11 });
    pen.right(`${s.town.replace(/^\d+ /, '').replace(/ \(.*\)$/, '')}, ${dateAs(issue, 'long')}`, 535, 108, { italic: true });

    pen.text('Sres.:', 60, 135, { italic: true });
    pen.text(buyer.name, 100, 135, { bold: true });
    pen.text(buyer.street, 100, 148);
    pen.text(buyer.town, 100, 161);
    pen.text(`CIF ${buyer.nif}`, 100, 174);
    pen.text(`Trabajos realizados en: ${site.name}, ${site.address}`, 60, 196, { italic: true });

    const cols = [
      { x: 62 },
      { x: 340, align: 'right' as const },
      { x: 352 },
      { x: 430, align: 'right' as const },
      { x: 465, align: 'right' as const },
      { x: 533, align: 'right' as const },
    ];
    let y = 225;
    hline(60, 535, y - 4);
    row(pen, y, ['Concepto', 'Cant.', 'Ud.', 'Precio', 'IVA', 'Importe'], cols, { bold: true });
    hline(60, 535, y + 13);
    y += 20;
    for (const l of lines) {
      row(pen, y, [l.desc, qty(l.q3, l.unit === 'ud' ? 0 : 1), l.unit, eur(l.price), `${l.vat}%`, eur(l.amount)], cols);
      y += 15;
    }
    hline(60, 535, y);

    const gy = 620;
    const gcols = [{ x: 300, align: 'right' as const }, { x: 370, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 533, align: 'right' as const }];
    box(220, gy - 5, 315, 18, { fill: '#eeeeee' });
    row(pen, gy, ['Base imponible', 'Tipo', 'Cuota', 'Total'], gcols, { bold: true, size: 9 });
    rows.forEach((r, i) => {
      row(pen, gy + 20 + i * 14, [eur(r.base), `${r.rate} %`, eur(r.tax), eur(r.base + r.tax)], gcols);
    });
    const fy = gy + 20 + rows.length * 14 + 8;
    hline(220, 535, fy - 4);
    pen.text('Total factura', 380, fy + 2, { bold: true, size: 11 });
    pen.right(`${eur(total)} €`, 533, fy + 2, { bold: true, size: 11 });
    pen.text(`Vencimiento ${dateAs(due, 'dmy')}`, 60, fy + 2);
    pen.paragraph(
      'Tipo reducido del 10 % aplicado a la ejecución de obras de renovación de viviendas (art. 91.Uno.2.10º de la Ley 37/1992); el destinatario declara que la vivienda se destina a uso particular.',
      60,
      760,
      475,
      { size: 7.5, italic: true },
    );
  });
  return invoiceOf(job, s, bytes, { number, issue, due, base, tax, total });
}

// ---------------------------------------------------------------------------------------------
// Aluminium joinery over two pages: a bordered table whose first page ends in "Suma y sigue"
// and whose second opens with "Suma anterior", window sizes in the descriptions, the CIF in the
// registry line repeated at the foot of every page.

const ALUMINIUM = suppliers('blind aluminium', [
  ['Carpintería Metálica Tormes, S.L.', 'CM TORMES', 'Pol. El Montalvo II, C/ Segunda, 47', '37188 Carbajosa de la Sagrada', 'Salamanca'],
  ['Aluminios Bardenas, S.L.', 'ALUMINIOS BARDENAS', 'Ctra. de Corella, km 1,5', '31500 Tudela (Navarra)', 'Navarra'],
  ['Tancaments Alumini Fluvià, S.L.', 'TAF', 'Pol. Pla de Baix, nau 8', '17800 Olot (Girona)', 'Girona'],
]);

const WINDOWS = [
  ['Ventana practicable 2 hojas RPT lacada RAL 7016', [1200, 1400], 38000, 52000],
  ['Ventana oscilobatiente 1 hoja RPT anodizada', [700, 1200], 24000, 33000],
  ['Balconera corredera 2 hojas RPT con persiana', [1800, 2200], 71000, 94000],
  ['Fijo con junquillo RPT', [900, 600], 12000, 18500],
  ['Puerta de entrada portal aluminio y vidrio', [1100, 2400], 118000, 156000],
  ['Monoblock persiana aluminio térmico', [1200, 1500], 16500, 21900],
  ['Vidrio 4/16/4+4 bajo emisivo con gas argón', [1000, 1000], 5200, 7100],
  ['Celosía de lamas fijas en tendedero', [1500, 2500], 29000, 41000],
  ['Vierteaguas aluminio plegado a medida', [1300, 250], 2800, 4200],
] as const;

export async function aluminium(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = ALUMINIUM[v];
  const issue = dayOf2026(rng.int(40, 318));
  const due = addDays(issue, rng.pick([30, 60, 90]));
  const number = `${rng.int(1, 3)}/${String(rng.int(100, 999))}`;
  type L = { ref: string; desc: string; unit: string; q3: number; price: number; amount: number };
  const count = rng.int(24, 34);
  const lines: L[] = [];
  for (let i = 0; i < count; i++) {
    const [desc, [w, h], lo, hi] = rng.pick(WINDOWS);
    const isGlass = desc.startsWith('Vidrio');
    const q3 = isGlass ? rng.int(2, 40) * 250 : desc.startsWith('Puerta') ? rng.int(1, 2) * 1000 : rng.int(1, 16) * 1000;
    const price = rng.int(lo, hi);
    lines.push({
      ref: `V${String(i + 1).padStart(2, '0')}`,
      desc: isGlass ? desc : `${desc} ${w + rng.int(-2, 2) * 50}x${h + rng.int(-2, 2) * 50} mm`,
      unit: isGlass ? 'm²' : 'ud',
      q3,
      price,
      amount: lineAmount(q3, price),
    });
  }
  const firstPage = rng.int(18, 21);
  const carried = sum(lines.slice(0, firstPage).map((l) => l.amount));
  const base = sum(lines.map((l) => l.amount));
  const tax = taxOf(base, 21);
  const total = base + tax;

  const bytes = await makePdf('Helvetica', 8, number, ({ pen, box, hline, vline, newPage }) => {
    const cols = [
      { x: 44 },
      { x: 72 },
      { x: 372, align: 'right' as const },
      { x: 392, align: 'center' as const },
      { x: 470, align: 'right' as const },
      { x: 551, align: 'right' as const },
    ];
    const verticals = [40, 68, 336, 378, 406, 476, 555];
    const footer = (page: number) => {
      pen.right(`Página ${page} de 2`, 555, 780, { size: 7 });
      pen.center(`${s.name} - ${s.street} - ${s.town} - C.I.F. ${s.nif}`, A4.width / 2, 795, { size: 6.5 });
      pen.center(s.registry, A4.width / 2, 805, { size: 6.5 });
    };
    const tableHead = (y: number) => {
      box(40, y, 515, 16, { fill: '#e0e0e0' });
      row(pen, y + 5, ['Ref.', 'Descripción', 'Cant.', 'Ud', 'Precio', 'Importe'], cols, { bold: true });
      return y + 16;
    };
    const body = (ls: L[], y0: number) => {
      let y = y0;
      for (const l of ls) {
        row(pen, y + 4, [l.ref, l.desc, qty(l.q3, l.unit === 'ud' ? 0 : 2), l.unit, eur(l.price), eur(l.amount)], cols);
        y += 16;
        hline(40, 555, y, 0.3);
      }
      for (const x of verticals) vline(x, y0, y);
      return y;
    };

    pen.text(s.trade, 40, 40, { size: 18, bold: true });
    pen.text('Carpintería de aluminio y PVC · Acristalamientos · Cerramientos', 40, 62, { size: 7.5 });
    pen.text(`Tel. ${s.phone} · ${s.email}`, 40, 73, { size: 7.5 });
    box(330, 36, 225, 54);
    pen.text('Nº Factura:', 338, 44, { bold: true });
    pen.text(number, 420, 44, { bold: true, size: 10 });
    pen.text('Fecha factura:', 338, 58);
    pen.text(dateAs(issue, 'dmy'), 420, 58);
    pen.text('Fecha vencimiento:', 338, 72);
    pen.text(dateAs(due, 'dmy'), 420, 72);

    pen.text('Datos del cliente', 40, 102, { bold: true, size: 7 });
    pen.text(buyer.name, 40, 114, { bold: true });
    pen.text(`${buyer.street}, ${buyer.town}`, 40, 125);
    pen.text(`CIF/NIF: ${buyer.nif}`, 40, 136);
    pen.text(`Obra: ${site.name} - ${site.address}`, 40, 150, { italic: true });

    let y = tableHead(170);
    y = body(lines.slice(0, firstPage), y);
    box(340, y + 8, 215, 18, { fill: '#f0f0f0' });
    pen.text('Suma y sigue', 348, y + 14, { bold: true });
    pen.right(eur(carried), 551, y + 14, { bold: true });
    footer(1);

    newPage();
    pen.text(s.trade, 40, 40, { size: 11, bold: true });
    pen.text(`Factura ${number} (continuación)`, 330, 42, { bold: true });
    box(340, 62, 215, 18, { fill: '#f0f0f0' });
    pen.text('Suma anterior', 348, 68, { bold: true });
    pen.right(eur(carried), 551, 68, { bold: true });
    y = tableHead(92);
    y = body(lines.slice(firstPage), y);

    const ty = Math.max(y + 30, 560);
    const labels = ['Suma total', 'Base imponible', 'IVA 21,00 %', 'TOTAL FACTURA'];
    const values = [eur(base), eur(base), eur(tax), `${eur(total)} €`];
    labels.forEach((l, i) => {
      box(360, ty + i * 18, 195, 18, i === 3 ? { fill: '#e0e0e0' } : {});
      pen.text(l, 368, ty + i * 18 + 6, { bold: i === 3 });
      pen.right(values[i], 551, ty + i * 18 + 6, { bold: i === 3 });
    });
    pen.text('Forma de pago: pagaré a la fecha de vencimiento', 40, ty + 6);
    pen.text('Garantía de 10 años en perfilería según UNE-EN 14351-1.', 40, ty + 20, { size: 7 });
    footer(2);
  });
  return invoiceOf(job, s, bytes, { number, issue, due, base, tax, total });
}
