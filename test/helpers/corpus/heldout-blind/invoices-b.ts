/**
 * Blind held-out invoices, second half: a waterproofing subcontractor under reverse charge,
 * mobile cranes, a waste manager, a haulier in Courier with 1 % IRPF, a professional's fees with
 * IRPF withheld.
 */
import type { CorpusDocument } from '../types.js';
import { A4, addDays, dateAs, dayOf2026, eur, lineAmount, makePdf, qty, row, spellNif, sum, taxOf } from './kit.js';
import { type Job, invoiceOf, suppliers } from './parties.js';

// ---------------------------------------------------------------------------------------------
// Waterproofing subcontractor: "Referencia" as the invoice number's label, the work certified by
// budget item (partida, medición, m²/ml), no VAT charged under reverse charge, the legal note,
// and a certification number and percentage that are not amounts of the invoice.

const WATERPROOF = suppliers('blind waterproof', [
  ['Impermeabilizaciones Cinca, S.L.', 'IMPERCINCA', 'C/ Joaquín Costa, 12', '22400 Monzón (Huesca)', 'Huesca'],
  ['Cubiertas y Tejados Peñaranda, S.L.', 'CUBIERTAS PEÑARANDA', 'C/ Nueva, 5', '37300 Peñaranda de Bracamonte', 'Salamanca'],
  ['Aislamientos Serra de Mariola, S.L.', 'ASM', 'Partida Algars, 21', '03802 Alcoy (Alicante)', 'Alicante'],
]);

const WATERPROOF_ITEMS = [
  ['04.01', 'Lámina bituminosa LBM-40/FP en cubierta plana', 'm²', 1450, 2100],
  ['04.02', 'Aislamiento XPS 80 mm en cubierta invertida', 'm²', 1180, 1650],
  ['04.03', 'Capa separadora geotextil 150 g/m²', 'm²', 190, 320],
  ['04.04', 'Remate perimetral con banda de refuerzo', 'ml', 780, 1250],
  ['04.05', 'Sumidero sifónico EPDM con paragravillas', 'ud', 4200, 6800],
  ['04.06', 'Impermeabilización de muro con emulsión', 'm²', 620, 980],
  ['04.07', 'Lámina drenante nodular en trasdós', 'm²', 480, 740],
  ['04.08', 'Prueba de estanqueidad 24 h', 'ud', 9000, 15000],
] as const;

export async function waterproof(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = WATERPROOF[v];
  const issue = dayOf2026(rng.int(40, 318));
  const number = `IMP-${issue.slice(2, 4)}/${String(rng.int(10, 180)).padStart(4, '0')}`;
  const cert = rng.int(1, 9);
  type L = { code: string; desc: string; unit: string; q3: number; price: number; amount: number };
  const lines: L[] = rng.some(WATERPROOF_ITEMS, rng.int(3, 7)).map(([code, desc, unit, lo, hi]) => {
    const q3 = unit === 'ud' ? rng.int(1, 8) * 1000 : rng.int(400, 90000) * 10;
    const price = rng.int(lo, hi);
    return { code, desc, unit, q3, price, amount: lineAmount(q3, price) };
  });
  const base = sum(lines.map((l) => l.amount));
  const withIvaLine = v !== 1;

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box, hline }) => {
    pen.text(s.trade, 40, 40, { size: 16, bold: true });
    pen.text(s.name, 40, 60, { size: 8 });
    pen.text(`CIF: ${spellNif(s.nif, 'dashes')}`, 40, 71, { size: 8 });
    pen.text(`${s.street}, ${s.town}`, 40, 82, { size: 8 });
    pen.text(`${s.phone} · ${s.email}`, 40, 93, { size: 8 });

    box(320, 36, 235, 74);
    pen.text('Destinatario', 328, 42, { size: 7, italic: true });
    pen.text(buyer.name, 328, 54, { bold: true, size: 8.5 });
    pen.text(buyer.street, 328, 66, { size: 8 });
    pen.text(buyer.town, 328, 77, { size: 8 });
    pen.text(`CIF: ${spellNif(buyer.nif, 'dashes')}`, 328, 90, { size: 8 });

    pen.text('FACTURA', 40, 128, { size: 13, bold: true });
    pen.text('Referencia:', 40, 148);
    pen.text(number, 100, 148, { bold: true });
    pen.text('Fecha:', 200, 148);
    pen.text(dateAs(issue, 'dmy'), 235, 148);
    pen.text(`Certificación nº ${cert} · Obra ${site.code} · ${site.name}`, 40, 162);
    pen.text(`Pedido/contrato de subcontratación nº ${rng.int(2026000, 2026999)}`, 40, 174);

    const cols = [{ x: 42 }, { x: 80 }, { x: 378, align: 'right' as const }, { x: 392 }, { x: 470, align: 'right' as const }, { x: 553, align: 'right' as const }];
    let y = 200;
    hline(40, 555, y - 5, 1);
    row(pen, y, ['Partida', 'Descripción', 'Medición', 'Ud', 'Precio', 'Importe'], cols, { bold: true });
    hline(40, 555, y + 12, 1);
    y += 19;
    for (const l of lines) {
      row(pen, y, [l.code, l.desc, qty(l.q3, l.unit === 'ud' ? 0 : 2), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 14;
    }
    hline(40, 555, y + 2, 1);

    const ty = 600;
    const labels = withIvaLine ? ['Base imponible', 'IVA 0 % (inversión del sujeto pasivo)', 'Total factura'] : ['Base imponible', 'Total factura'];
    const values = withIvaLine ? [eur(base), '0,00', `${eur(base)} €`] : [eur(base), `${eur(base)} €`];
    labels.forEach((l, i) => {
      const last = i === labels.length - 1;
      pen.text(l, 330, ty + i * 15, { bold: last });
      pen.right(values[i], 553, ty + i * 15, { bold: last });
    });
    pen.paragraph(
      'Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º f) de la Ley 37/1992, del IVA. El IVA correspondiente deberá ser declarado por el destinatario.',
      40,
      690,
      515,
      { size: 8, bold: true },
    );
    pen.text(`Pago por transferencia a ES${rng.int(10, 99)} 0182 ${rng.int(1000, 9999)} ${rng.int(10, 99)}${rng.int(10000000, 99999999)}`, 40, 730);
    pen.text(s.registry, 40, 805, { size: 6.5 });
  });
  return invoiceOf(job, s, bytes, { number, issue, base, tax: 0, total: base, reverseCharge: true });
}

// ---------------------------------------------------------------------------------------------
// Mobile cranes: number, date, customer code and payment in four boxed header cells, service
// dates and work-report numbers per line, hours with a minimum, kilometres, and the totals as a
// strip along the foot; the CIF only in the footer line.

const CRANES = suppliers('blind cranes', [
  ['Grúas Autopropulsadas Ebro, S.L.', 'GRÚAS EBRO', 'Camino de los Molinos, 140', '50015 Zaragoza', 'Zaragoza'],
  ['Transportes y Grúas Armuña, S.L.', 'GRÚAS ARMUÑA', 'Ctra. de Zamora, km 4', '37184 Villares de la Reina', 'Salamanca'],
  ['Grúas Costa Blanca Elevación, S.A.', 'COSTA BLANCA ELEVACIÓN', 'Pol. Ind. Las Atalayas, C/ del Cobre, 9', '03114 Alicante', 'Alicante'],
]);

const CRANE_TYPES = [
  ['Grúa autopropulsada 40 t', 8500, 10500],
  ['Grúa autopropulsada 60 t', 10500, 13000],
  ['Grúa autopropulsada 100 t', 16000, 19500],
  ['Camión grúa 25 t·m con plumín', 6200, 7800],
] as const;

/** `printedTotalOff`: the printed total differs from base + VAT by that many cents (a hard document). */
export async function cranes(job: Job, o: { printedTotalOff?: number } = {}): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = CRANES[v];
  const issue = dayOf2026(rng.int(20, 318));
  const number = `${rng.int(1000, 8999)}`;
  type L = { date: string; report: string; desc: string; unit: string; q3: number; price: number; amount: number };
  const lines: L[] = [];
  for (let i = 0, n = rng.int(1, 4); i < n; i++) {
    const [desc, lo, hi] = rng.pick(CRANE_TYPES);
    const date = addDays(issue, -rng.int(2, 28));
    const report = String(rng.int(20000, 29999));
    const hours = Math.max(4, rng.int(3, 11)) * 1000 + rng.pick([0, 500]);
    const price = rng.int(lo / 100, hi / 100) * 100;
    lines.push({ date, report, desc: `${desc} (mín. 4 h)`, unit: 'h', q3: hours, price, amount: lineAmount(hours, price) });
    const km = rng.int(12, 140) * 1000;
    const kmPrice = rng.int(110, 240);
    lines.push({ date, report, desc: 'Desplazamiento ida y vuelta', unit: 'km', q3: km, price: kmPrice, amount: lineAmount(km, kmPrice) });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  const base = sum(lines.map((l) => l.amount));
  const tax = taxOf(base, 21);
  const total = base + tax + (o.printedTotalOff ?? 0);

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box, hline }) => {
    pen.text(s.trade, 40, 38, { size: 17, bold: true });
    pen.text('Servicio 24 h · Montajes industriales · Transporte especial', 40, 60, { size: 8 });
    pen.right(`Tel. ${s.phone}`, 555, 42);
    pen.right(s.email, 555, 54);

    const cells = [
      ['FACTURA Nº', number],
      ['FECHA', dateAs(issue, 'dmy-dash')],
      ['CÓD. CLIENTE', `43${rng.int(100, 999)}`],
      ['FORMA DE PAGO', 'Transf. 30 d'],
    ];
    cells.forEach(([h, val], i) => {
      const x = 40 + i * 128.75;
      box(x, 84, 128.75, 34);
      pen.center(h, x + 64, 89, { size: 7, bold: true });
      pen.center(val, x + 64, 103, { size: 10 });
    });

    pen.text('Facturar a:', 40, 134, { size: 7.5, italic: true });
    pen.text(buyer.name, 40, 145, { bold: true });
    pen.text(`${buyer.street} · ${buyer.town}`, 40, 157);
    pen.text(`N.I.F. ${buyer.nif}`, 40, 169);
    pen.text('Lugar de trabajo:', 330, 134, { size: 7.5, italic: true });
    pen.text(site.name, 330, 145);
    pen.text(site.address, 330, 157);

    const cols = [{ x: 42 }, { x: 95 }, { x: 140 }, { x: 378, align: 'right' as const }, { x: 392 }, { x: 470, align: 'right' as const }, { x: 553, align: 'right' as const }];
    let y = 200;
    box(40, y - 5, 515, 17, { fill: '#222222', stroke: false });
    pen.paper.doc.fillColor('white');
    row(pen, y, ['Fecha', 'Parte', 'Servicio', 'Cantidad', 'Ud', 'Tarifa', 'Importe'], cols, { bold: true });
    pen.paper.doc.fillColor('black');
    y += 20;
    for (const l of lines) {
      row(pen, y, [dateAs(l.date, 'dmy-short'), l.report, l.desc, qty(l.q3, l.unit === 'h' ? 2 : 0), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 14;
    }
    hline(40, 555, y + 2);

    const sy = 690;
    box(40, sy, 515, 30);
    const strip = [
      ['Base imponible', eur(base)],
      ['IVA 21%', eur(tax)],
      ['TOTAL A PAGAR', `${eur(total)} €`],
    ];
    strip.forEach(([l, val], i) => {
      pen.text(l, 50 + i * 172, sy + 5, { size: 7 });
      pen.text(val, 50 + i * 172, sy + 16, { size: 10, bold: i === 2 });
    });
    pen.center(`${s.name} · ${s.street}, ${s.town} · CIF ${spellNif(s.nif, 'space')}`, A4.width / 2, 795, { size: 7 });
    pen.center(s.registry, A4.width / 2, 806, { size: 6.5 });
  });
  return invoiceOf(job, s, bytes, { number, issue, base, tax, total }, o.printedTotalOff ? `the printed total is off base + VAT by ${eur(o.printedTotalOff)}` : undefined);
}

// ---------------------------------------------------------------------------------------------
// Waste manager: "Fra. nº", the date with dots, the supplier's block on the right with its
// authorisation and NIMA numbers, LER codes in their own column (17 01 07), tonnes with three
// decimals, container days, and a totals box under a "Resumen" heading.

const WASTE = suppliers('blind waste', [
  ['Gestión de Residuos Somontano, S.L.', 'RESIDUOS SOMONTANO', 'Ctra. N-240, km 162', '22300 Barbastro (Huesca)', 'Huesca'],
  ['Recuperaciones y Áridos Reciclados Charro, S.L.', 'REARCHA', 'Camino de Aldealengua, s/n', '37003 Salamanca', 'Salamanca'],
  ['Valoritzacions Runes Garrotxa, S.L.', 'VRG', 'Pol. Ind. Begudà, parcel·la 3', '17857 Sant Joan les Fonts', 'Girona'],
]);

const WASTE_ITEMS = [
  ['17 01 07', 'Mezcla de hormigón, ladrillos y cerámicos', 't', 1200, 1900],
  ['17 09 04', 'RCD mezclados no peligrosos', 't', 2600, 3900],
  ['17 04 05', 'Hierro y acero', 't', 0, 0],
  ['17 02 01', 'Madera', 't', 3200, 4500],
  ['17 05 04', 'Tierras y piedras limpias', 't', 350, 700],
  ['15 01 01', 'Envases de papel y cartón', 't', 4000, 6000],
] as const;

/** `badNif`: the supplier's NIF printed with a wrong control digit (a hard document). */
export async function waste(job: Job, o: { badNif?: boolean } = {}): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = WASTE[v];
  const issue = dayOf2026(rng.int(31, 318));
  const number = `R${issue.slice(2, 4)}-${String(rng.int(300, 6000)).padStart(5, '0')}`;
  type L = { ler: string; desc: string; unit: string; q3: number; price: number; amount: number };
  const lines: L[] = rng
    .some(
      WASTE_ITEMS.filter(([, , , hi]) => hi > 0),
      rng.int(2, 4),
    )
    .map(([ler, desc, unit, lo, hi]) => {
      const q3 = rng.int(1200, 48000);
      const price = rng.int(lo, hi);
      return { ler, desc, unit, q3, price, amount: lineAmount(q3, price) };
    });
  const containers = rng.int(1, 5);
  const containerPrice = rng.int(70, 120) * 100;
  lines.push({ ler: '', desc: 'Servicio de cambio de contenedor 7 m³', unit: 'ud', q3: containers * 1000, price: containerPrice, amount: containers * containerPrice });
  const days = rng.int(10, 31);
  const dayPrice = rng.int(150, 400);
  lines.push({ ler: '', desc: 'Alquiler de contenedor en obra', unit: 'día', q3: days * 1000, price: dayPrice, amount: days * dayPrice });
  const base = sum(lines.map((l) => l.amount));
  const tax = taxOf(base, 21);
  const total = base + tax;

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box, hline }) => {
    pen.right(s.name, 555, 40, { size: 10, bold: true });
    pen.right(`${s.street}, ${s.town}`, 555, 53, { size: 7.5 });
    const printedNif = o.badNif ? `${s.nif.slice(0, 8)}${(Number(s.nif[8]) + 3) % 10}` : s.nif;
    pen.right(`NIF ${printedNif} · Tel. ${s.phone}`, 555, 63, { size: 7.5 });
    pen.right(`Gestor autorizado E-${rng.int(100, 999)}.${rng.int(10, 99)}/2019 · NIMA ${rng.int(2200000000, 5099999999)}`, 555, 73, { size: 7.5 });
    pen.text(s.trade, 40, 40, { size: 18, bold: true });

    pen.text(`Fra. nº ${number}`, 40, 100, { size: 11, bold: true });
    pen.text(`Fecha ${dateAs(issue, 'dmy-dot')}`, 40, 115);

    box(300, 96, 255, 62);
    pen.text(buyer.name, 308, 103, { bold: true });
    pen.text(buyer.street, 308, 116);
    pen.text(buyer.town, 308, 128);
    pen.text(`NIF ${spellNif(buyer.nif, 'dash')}`, 308, 141);
    pen.text(`Productor/poseedor: obra ${site.name}`, 40, 172);
    pen.text(`Emplazamiento: ${site.address}`, 40, 184);

    const cols = [{ x: 42 }, { x: 95 }, { x: 380, align: 'right' as const }, { x: 400, align: 'center' as const }, { x: 470, align: 'right' as const }, { x: 553, align: 'right' as const }];
    let y = 210;
    hline(40, 555, y - 5);
    row(pen, y, ['Cód. LER', 'Residuo / servicio', 'Cantidad', 'Ud', 'Precio', 'Importe'], cols, { bold: true });
    hline(40, 555, y + 12);
    y += 19;
    for (const l of lines) {
      row(pen, y, [l.ler, l.desc, qty(l.q3, l.unit === 't' ? 3 : 0), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 14;
    }
    hline(40, 555, y + 2);

    const ty = 620;
    pen.text('Resumen', 360, ty - 16, { bold: true });
    box(355, ty - 4, 200, 52);
    [['Base imponible', eur(base)], ['IVA (21%)', eur(tax)], ['Total', `${eur(total)} €`]].forEach(([l, val], i) => {
      pen.text(l, 363, ty + 2 + i * 15, { bold: i === 2 });
      pen.right(val, 549, ty + 2 + i * 15, { bold: i === 2 });
    });
    pen.paragraph(
      'Los residuos se han tratado en instalación autorizada según el RD 105/2008 y la Ley 7/2022. Se adjuntan los certificados de tratamiento por obra.',
      40,
      ty,
      290,
      { size: 7.5 },
    );
    pen.text('Pago: recibo domiciliado', 40, ty + 40);
    pen.text(s.registry, 40, 805, { size: 6.5 });
  });
  return invoiceOf(
    job,
    s,
    bytes,
    { number, issue, base, tax, total, validSellerId: !o.badNif },
    o.badNif ? "the supplier's NIF is printed with a wrong control digit" : undefined,
  );
}

// ---------------------------------------------------------------------------------------------
// Haulier in Courier, typed like a self-employed carrier's program: "FACTURA N.", date with a
// two-digit year, the month's trips with delivery notes, number plates and tonnes, and, for the
// carriers in the simplified regime, 1 % IRPF withheld.

const HAULIERS = suppliers('blind haulier', [
  ['Jesús Lacasa Bernués', 'TRANSPORTES LACASA', 'C/ Mayor, 3', '50280 Calatorao (Zaragoza)', 'Zaragoza'],
  ['Transportes Hermanos Cid, S.L.', 'TRANSPORTES HNOS. CID', 'C/ La Bañeza, 11', '37008 Salamanca', 'Salamanca'],
  ['Pere Vilanova Roca', 'TRANSPORTS VILANOVA', 'Mas Can Puig, s/n', '17178 Les Planes d\'Hostoles', 'Girona'],
]);

export async function haulier(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = HAULIERS[v];
  const person = !s.name.includes('S.L.');
  const month = rng.int(1, 9);
  const issue = addDays(`2026-${String(month + 1).padStart(2, '0')}-01`, -1);
  const number = String(rng.int(40, 900)).padStart(6, '0');
  const plate = `${rng.int(1000, 9999)} ${rng.pick(['KLM', 'LBC', 'MDF', 'JHZ'])}`;
  type L = { date: string; note: string; route: string; unit: string; q3: number; price: number; amount: number };
  const lines: L[] = [];
  const routes = ['CANTERA-OBRA', 'PLANTA-OBRA', 'OBRA-VERTEDERO', 'ALMACEN-OBRA'];
  for (let i = 0, n = rng.int(5, 14); i < n; i++) {
    const date = addDays(`2026-${String(month).padStart(2, '0')}-01`, rng.int(0, 27));
    const byTrip = rng.chance(0.3);
    const q3 = byTrip ? rng.int(1, 3) * 1000 : rng.int(18000, 26500);
    const price = byTrip ? rng.int(90, 160) * 100 : rng.int(450, 980);
    lines.push({ date, note: String(rng.int(3000, 9999)), route: rng.pick(routes), unit: byTrip ? 'VIAJE' : 'TN', q3, price, amount: lineAmount(q3, price) });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  const base = sum(lines.map((l) => l.amount));
  const tax = taxOf(base, 21);
  const irpf = person ? taxOf(base, 1) : 0;
  const total = base + tax - irpf;

  const bytes = await makePdf('Courier', 8.5, number, ({ pen, hline }) => {
    pen.text(s.trade, 40, 40, { size: 13, bold: true });
    pen.text(s.name, 40, 58);
    pen.text(`${s.street.toUpperCase()} ${s.town.toUpperCase()}`, 40, 69);
    pen.text(`N.I.F. ${person ? spellNif(s.nif, 'dash') : s.nif}   TLF. ${s.phone}`, 40, 80);

    pen.text(`FACTURA N. ${number}`, 350, 40, { bold: true, size: 10 });
    pen.text(`FECHA    : ${dateAs(issue, 'dmy-short')}`, 350, 56);
    pen.text(`MATRICULA: ${plate}`, 350, 67);

    pen.text('CLIENTE:', 40, 110);
    pen.text(buyer.name.toUpperCase(), 110, 110);
    pen.text(buyer.street.toUpperCase(), 110, 121);
    pen.text(buyer.town.toUpperCase(), 110, 132);
    pen.text(`C.I.F. ${buyer.nif}`, 110, 143);
    pen.text(`OBRA   : ${site.name.toUpperCase()}`, 40, 160);

    hline(40, 555, 180);
    const cols = [{ x: 40 }, { x: 100 }, { x: 150 }, { x: 300, align: 'right' as const }, { x: 312 }, { x: 420, align: 'right' as const }, { x: 553, align: 'right' as const }];
    row(pen, 186, ['FECHA', 'ALBARAN', 'RECORRIDO', 'CANT.', 'UD', 'PRECIO', 'IMPORTE'], cols);
    hline(40, 555, 198);
    let y = 204;
    for (const l of lines) {
      row(pen, y, [dateAs(l.date, 'dmy-short'), l.note, l.route, qty(l.q3, l.unit === 'TN' ? 2 : 0), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 12;
    }
    hline(40, 555, y + 2);

    let ty = 600;
    const put = (l: string, val: string) => {
      pen.text(l.padEnd(22, '.'), 330, ty);
      pen.right(val, 553, ty);
      ty += 13;
    };
    put('BASE IMPONIBLE', eur(base));
    put('I.V.A. 21%', eur(tax));
    if (person) put('RETENCION I.R.P.F. 1%', `-${eur(irpf)}`);
    hline(330, 555, ty);
    ty += 5;
    put('TOTAL FACTURA', eur(total));
    pen.text('FORMA DE PAGO: TRANSFERENCIA', 40, 600);
    if (person) pen.text('ACTIVIDAD EN ESTIMACION OBJETIVA (ART. 95.6 RIRPF)', 40, 613, { size: 7 });
  });
  return invoiceOf(job, s, bytes, { number, issue, base, tax, withholding: irpf, total });
}

// ---------------------------------------------------------------------------------------------
// A professional's fees as a letter: the name and NIF at the top right, "Factura número", the
// date in words, the concept as prose with its fee, IVA, IRPF withheld at 15 % (7 % for a
// professional in the first years) and "Total a percibir".

const PROFESSIONALS = suppliers('blind professional', [
  ['María Pilar Lorente Gascón', 'Arquitecta técnica', 'C/ Cádiz, 7, 3º B', '50004 Zaragoza', 'Zaragoza'],
  ['Álvaro Sánchez Mirat', 'Ingeniero técnico topógrafo', 'Paseo de Canalejas, 99, 1º', '37001 Salamanca', 'Salamanca'],
  ['Laia Puigdemasa Ferrer', 'Enginyera industrial', 'C/ Sant Rafel, 15', '17800 Olot (Girona)', 'Girona'],
]);

const SERVICES = [
  ['Coordinación de seguridad y salud en fase de ejecución, mes de', 60000, 140000],
  ['Dirección de ejecución material de la obra, honorarios del mes de', 150000, 320000],
  ['Replanteo topográfico y control de cotas de cimentación, trabajos de', 45000, 120000],
  ['Proyecto de legalización de instalación de baja tensión, visado en', 90000, 210000],
  ['Levantamiento topográfico de parcela y plano de estado actual,', 38000, 95000],
] as const;

const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export async function professional(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = PROFESSIONALS[v];
  const issue = dayOf2026(rng.int(35, 318));
  const number = `${issue.slice(0, 4)}-${String(rng.int(3, 90)).padStart(3, '0')}`;
  const irpfRate = v === 2 ? 7 : 15;
  const month = MONTH_NAMES[Number(issue.slice(5, 7)) - 2] ?? 'enero';
  const fees = rng.some(SERVICES, rng.int(1, 2)).map(([text, lo, hi]) => ({ text: `${text} ${month} de 2026`, amount: rng.int(lo / 100, hi / 100) * 100 + rng.pick([0, 0, 50]) }));
  const base = sum(fees.map((f) => f.amount));
  const tax = taxOf(base, 21);
  const irpf = taxOf(base, irpfRate);
  const total = base + tax - irpf;

  const bytes = await makePdf('Times', 10.5, number, ({ pen, hline }) => {
    pen.right(s.name, 535, 50, { size: 13, bold: true });
    pen.right(s.trade, 535, 68, { italic: true });
    pen.right(`Colegiado/a nº ${rng.int(800, 6000)}`, 535, 82, { size: 9 });
    pen.right(`NIF ${spellNif(s.nif, v === 1 ? 'dots' : 'plain')}`, 535, 96, { size: 9 });
    pen.right(`${s.street} · ${s.town}`, 535, 110, { size: 9 });
    pen.right(`${s.phone} · ${s.email}`, 535, 124, { size: 9 });

    pen.text(buyer.name, 60, 160, { bold: true });
    pen.text(buyer.street, 60, 175);
    pen.text(buyer.town, 60, 190);
    pen.text(`CIF ${buyer.nif}`, 60, 205);

    pen.text(`Factura número ${number}`, 60, 245, { bold: true, size: 12 });
    pen.text(`Fecha de expedición: ${dateAs(issue, 'long')}`, 60, 263);

    let y = 300;
    pen.text('Concepto', 60, y, { bold: true });
    pen.right('Importe', 535, y, { bold: true });
    hline(60, 535, y + 15);
    y += 25;
    for (const f of fees) {
      const bottom = pen.paragraph(`${f.text}. Obra: ${site.name} (${site.address}).`, 60, y, 360);
      pen.right(`${eur(f.amount)} €`, 535, y);
      y = bottom + 10;
    }
    hline(60, 535, y);

    y += 30;
    const put = (l: string, val: string, bold = false) => {
      pen.text(l, 300, y, { bold });
      pen.right(val, 535, y, { bold });
      y += 18;
    };
    put('Honorarios', `${eur(base)} €`);
    put('IVA 21 %', `${eur(tax)} €`);
    put(`Retención IRPF ${irpfRate} %`, `- ${eur(irpf)} €`);
    hline(300, 535, y - 5);
    put('Total a percibir', `${eur(total)} €`, true);

    pen.paragraph(
      `Forma de pago: transferencia bancaria a la cuenta ES${rng.int(10, 99)} 3035 ${rng.int(1000, 9999)} ${rng.int(10, 99)} ${rng.int(1000000000, 9999999999)}.${irpfRate === 7 ? ' Retención del 7 % por inicio de actividad profesional (art. 101.5 LIRPF).' : ''}`,
      60,
      y + 40,
      475,
      { size: 9 },
    );
  });
  return invoiceOf(job, s, bytes, { number, issue, base, tax, withholding: irpf, total });
}
