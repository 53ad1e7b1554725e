/**
 * Blind held-out delivery notes (albaranes), all valued: a ready-mix plant's supply sheet, a
 * quarry's weighbridge ticket, a builders' merchant, an electrical wholesaler's bordered grid, a
 * rebar shop's note with its bending schedule, a skip hire's service note.
 */
import type { CorpusDocument, ExpectedLine } from '../types.js';
import { A4, addDays, dateAs, dayOf2026, eur, lineAmount, makePdf, qnum, qty, row, spellNif, sum } from './kit.js';
import { type Job, noteOf, suppliers } from './parties.js';

interface NoteLine {
  code?: string;
  desc: string;
  unit: string;
  q3: number;
  /** Decimals printed for the quantity. */
  qd: number;
  price: number;
  amount: number;
}

const line = (desc: string, unit: string, q3: number, qd: number, price: number, code?: string): NoteLine => ({
  code,
  desc,
  unit,
  q3,
  qd,
  price,
  amount: lineAmount(q3, price),
});

const truth = (lines: NoteLine[]): ExpectedLine[] =>
  lines.map((l) => ({ description: l.desc, quantity: qnum(l.q3), unit: l.unit, unit_price: l.price, subtotal: l.amount }));

// ---------------------------------------------------------------------------------------------
// Ready-mix concrete: the plant's supply sheet with the EHE-08 data (designation, cement, w/c,
// times of loading and arrival, plate, cumulative volume of the day), then a small valued block.

const CONCRETE = suppliers('blind concrete', [
  ['Hormigones del Huerva, S.A.', 'HORMIGONES HUERVA', 'Ctra. de Valencia, km 8,2', '50410 Cuarte de Huerva (Zaragoza)', 'Zaragoza'],
  ['Hormigones y Morteros Alba de Tormes, S.L.', 'HORMOALBA', 'Camino del Arenal, s/n', '37800 Alba de Tormes (Salamanca)', 'Salamanca'],
  ['Formigons Fluvià, S.A.', 'FORMIGONS FLUVIÀ', 'Ctra. de Girona, km 58', '17800 Olot (Girona)', 'Girona'],
]);

const MIXES = [
  ['HA-25/B/20/IIa', 'CEM II/A-L 42,5 R', '0,60', '275'],
  ['HA-30/B/20/IIIa', 'CEM I 42,5 R', '0,50', '300'],
  ['HM-20/B/20/I', 'CEM II/B-L 32,5 N', '0,65', '250'],
  ['HA-25/P/40/IIa', 'CEM II/A-L 42,5 R', '0,60', '275'],
] as const;

export async function concrete(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = CONCRETE[v];
  const date = dayOf2026(rng.int(10, 318));
  const number = `${rng.pick(['P1', 'P2'])}-${rng.int(100000, 199999)}`;
  const [mix, cement, wc, content] = rng.pick(MIXES);
  const load3 = rng.int(8, 16) * 500;
  const cumulative3 = load3 * rng.int(1, 5);
  const loadHour = rng.int(7, 14);
  const loadMin = rng.int(0, 59);
  const lines: NoteLine[] = [line(`Hormigón ${mix}`, 'm³', load3, 2, rng.int(6800, 9400))];
  if (rng.chance(0.6)) lines.push(line('Servicio de bomba (fracción horaria)', 'h', rng.int(2, 8) * 500, 2, rng.int(9000, 13000)));
  if (load3 < 6000) lines.push(line('Suplemento carga incompleta', 'ud', 1000, 0, rng.int(2500, 4500)));
  if (rng.chance(0.5)) lines.push(line('Aditivo hidrófugo', 'm³', load3, 2, rng.int(350, 700)));
  const total = sum(lines.map((l) => l.amount));

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box, hline }) => {
    pen.text(s.trade, 40, 36, { size: 16, bold: true });
    pen.text(`${s.name} · CIF ${s.nif}`, 40, 56, { size: 8 });
    pen.text(`Planta: ${s.street}, ${s.town} · Tel. ${s.phone}`, 40, 67, { size: 8 });
    pen.text('Hormigón con distintivo de calidad · Certificado de conformidad CC-' + rng.int(100, 999), 40, 78, { size: 7 });

    box(380, 32, 175, 50, { width: 1.2 });
    pen.center('HOJA DE SUMINISTRO', 467, 38, { bold: true, size: 9 });
    pen.text('Nº Albarán', 388, 54);
    pen.text(number, 450, 54, { bold: true, size: 10 });
    pen.text('Fecha', 388, 68);
    pen.text(dateAs(date, 'dmy'), 450, 68, { size: 10 });

    pen.text('Cliente', 40, 100, { bold: true, size: 7.5 });
    pen.text(`${buyer.name} · CIF ${buyer.nif}`, 40, 111);
    pen.text('Obra / lugar de suministro', 40, 126, { bold: true, size: 7.5 });
    pen.text(`${site.name}, ${site.address}`, 40, 137);

    const grid: Array<[string, string]> = [
      ['Designación', mix],
      ['Tipo de cemento', cement],
      ['Relación a/c máx.', wc],
      ['Cemento kg/m³', content],
      ['Tamaño máx. árido', `${mix.split('/')[2]} mm`],
      ['Consistencia', mix.includes('/P/') ? 'Plástica' : 'Blanda'],
      ['Hora de carga', `${loadHour}:${String(loadMin).padStart(2, '0')}`],
      ['Hora llegada obra', `${loadHour + 1}:${String((loadMin + rng.int(10, 45)) % 60).padStart(2, '0')}`],
      ['Matrícula', `${rng.int(1000, 9999)} ${rng.pick(['GHT', 'HKP', 'JBN'])}`],
      ['Cantidad cargada', `${qty(load3, 2)} m³`],
      ['Acumulado día', `${qty(cumulative3, 2)} m³`],
      ['Nº de carga del día', String(cumulative3 / load3)],
    ];
    grid.forEach(([h, val], i) => {
      const x = 40 + (i % 4) * 128.75;
      const y = 160 + Math.floor(i / 4) * 30;
      box(x, y, 128.75, 30);
      pen.text(h, x + 4, y + 4, { size: 6.5 });
      pen.text(val, x + 4, y + 15, { size: 9, bold: true });
    });

    let y = 270;
    pen.text('VALORACIÓN', 40, y, { bold: true });
    y += 14;
    const cols = [{ x: 42 }, { x: 330, align: 'right' as const }, { x: 345 }, { x: 450, align: 'right' as const }, { x: 553, align: 'right' as const }];
    hline(40, 555, y - 3);
    row(pen, y, ['Concepto', 'Cantidad', 'Ud', 'Precio', 'Importe'], cols, { bold: true, size: 8 });
    hline(40, 555, y + 11);
    y += 16;
    for (const l of lines) {
      row(pen, y, [l.desc, qty(l.q3, l.qd), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 13;
    }
    hline(40, 555, y);
    pen.text('Importe neto (IVA no incluido)', 330, y + 8, { bold: true });
    pen.right(`${eur(total)} €`, 553, y + 8, { bold: true });

    const sy = 640;
    box(40, sy, 250, 90);
    box(305, sy, 250, 90);
    pen.text('Agua añadida en obra (l): ______   Firma conductor', 46, sy + 6, { size: 7 });
    pen.text('Recibí conforme (nombre, DNI y firma)', 311, sy + 6, { size: 7 });
    pen.paragraph('El hormigón se suministra conforme al Código Estructural. No se admiten reclamaciones sobre consistencia una vez añadida agua en obra.', 40, 760, 515, { size: 6.5 });
  });
  return noteOf(job, s, bytes, { number, date, lines: truth(lines) });
}

// ---------------------------------------------------------------------------------------------
// Quarry weighbridge ticket printed on a narrow roll in Courier: gross, tare and net kilos of
// each weighing, then the material in tonnes at €/t and the haulage.

const QUARRY = suppliers('blind quarry', [
  ['Áridos y Canteras del Gállego, S.L.', 'CANTERA GALLEGO', 'Ctra. A-123, km 11', '50800 Zuera (Zaragoza)', 'Zaragoza'],
  ['Graveras Tormes-Aldeatejada, S.L.', 'GRAVERAS TORMES', 'Camino de la Fuente, s/n', '37187 Aldeatejada (Salamanca)', 'Salamanca'],
  ['Àrids Volcànics de la Garrotxa, S.A.', 'ARIDS VOLCANICS', 'Pedrera del Croscat, s/n', '17811 Santa Pau (Girona)', 'Girona'],
]);

const AGGREGATES = [
  ['Zahorra artificial ZA-25', 650, 980],
  ['Grava 6/12 lavada', 1050, 1450],
  ['Arena 0/4 lavada', 1150, 1550],
  ['Escollera 300/600 kg', 1400, 1900],
  ['Todo uno de cantera', 420, 640],
  ['Gravilla 4/8 machaqueo', 1100, 1500],
] as const;

/** `unpriced`: the ticket shows weights only (a hard document: no line can be valued). */
export async function quarry(job: Job, o: { unpriced?: boolean } = {}): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = QUARRY[v];
  const date = dayOf2026(rng.int(5, 318));
  const number = String(rng.int(100000, 399999));
  const weighings = v === 2 ? 2 : 1;
  const lines: NoteLine[] = [];
  const tickets: Array<{ plate: string; gross: number; tare: number; time: string }> = [];
  for (let i = 0; i < weighings; i++) {
    const [material, lo, hi] = rng.pick(AGGREGATES);
    const tare = rng.int(1350, 1650) * 10;
    const net = rng.int(1500, 2650) * 10;
    tickets.push({ plate: `${rng.int(1000, 9999)} ${rng.pick(['FTR', 'GBD', 'HLM'])}`, gross: tare + net, tare, time: `${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}` });
    lines.push(line(material, 't', net, 2, rng.int(lo, hi)));
    lines.push(line('Transporte a obra', 't', net, 2, rng.int(350, 720)));
  }
  const total = sum(lines.map((l) => l.amount));

  const bytes = await makePdf('Courier', 8, number, ({ pen, hline }) => {
    const x = 60;
    const right = 330;
    let y = 40;
    const put = (t: string, o2: { bold?: boolean; size?: number } = {}) => {
      pen.text(t, x, y, o2);
      y += 11;
    };
    put(s.trade, { bold: true, size: 10 });
    put(s.name);
    put(`CIF ${spellNif(s.nif, 'dash')}`);
    put(s.street);
    put(s.town);
    y += 6;
    hline(x, right, y - 3, 0.5);
    put(`ALBARAN-TICKET N. ${number}`, { bold: true });
    put(`FECHA: ${dateAs(date, 'dmy-dash')}`);
    y += 4;
    put(`CLIENTE: ${buyer.name}`);
    put(`CIF CLIENTE: ${buyer.nif}`);
    put(`DESTINO: ${site.name}`);
    hline(x, right, y, 0.5);
    y += 6;
    tickets.forEach((t, i) => {
      put(`PESADA ${i + 1}   HORA ${t.time}   MATR. ${t.plate}`);
      put(`  BRUTO ....... ${qty(t.gross * 1000, 0).padStart(8)} kg`);
      put(`  TARA ........ ${qty(t.tare * 1000, 0).padStart(8)} kg`);
      put(`  NETO ........ ${qty((t.gross - t.tare) * 1000, 0).padStart(8)} kg`, { bold: true });
      y += 4;
    });
    hline(x, right, y, 0.5);
    y += 6;
    if (o.unpriced) {
      lines.forEach((l) => {
        if (l.desc.startsWith('Transporte')) return;
        pen.text(l.desc, x, y);
        pen.right(`${qty(l.q3, 2)} t`, right, y);
        y += 11;
      });
      y += 4;
      put('PRECIOS SEGUN TARIFA VIGENTE');
    } else {
      pen.text('CONCEPTO', x, y);
      pen.right('IMPORTE', right, y);
      y += 12;
      for (const l of lines) {
        pen.text(l.desc, x, y);
        y += 10;
        pen.text(`  ${qty(l.q3, 2)} ${l.unit} x ${eur(l.price)}`, x, y);
        pen.right(eur(l.amount), right, y);
        y += 12;
      }
      hline(x, right, y, 0.5);
      y += 5;
      pen.text('TOTAL (SIN IVA)', x, y, { bold: true });
      pen.right(`${eur(total)} EUR`, right, y, { bold: true });
      y += 14;
    }
    y += 10;
    put('CONFORME CLIENTE:');
    y += 30;
    put('MARCADO CE - 2+ - NORMA UNE-EN 13242', { size: 6.5 });
  });
  return o.unpriced
    ? noteOf(job, s, bytes, { number, date }, 'a weighbridge ticket without prices: no line can be valued')
    : noteOf(job, s, bytes, { number, date, lines: truth(lines) });
}

// ---------------------------------------------------------------------------------------------
// Builders' merchant: the number and date in a boxed header cell, a table without borders but
// with alternate shaded rows, an article code column, the unit in its own narrow centred column,
// packages and weight that are not amounts, the CIF in the footer line.

const MERCHANT = suppliers('blind merchant', [
  ['Materiales de Construcción Utebo, S.L.', 'MATERIALES UTEBO', 'Avda. de Navarra, 88', '50180 Utebo (Zaragoza)', 'Zaragoza'],
  ['Almacenes Hermanos Pérez Salamanca, S.L.', 'ALMACENES PÉREZ', 'C/ Hoces del Duratón, 22', '37008 Salamanca', 'Salamanca'],
  ['Comercial de Materiales Alacant, S.A.', 'COMALA', 'Avda. de Elche, 155', '03008 Alicante', 'Alicante'],
]);

const MERCHANT_ITEMS = [
  ['100234', 'Cemento CEM II/B-L 32,5 N saco 25 kg', 'ud', 480, 650],
  ['100871', 'Ladrillo perforado 24x11,5x7', 'ud', 18, 32],
  ['101455', 'Bloque hormigón 40x20x20 gris', 'ud', 95, 140],
  ['102330', 'Mortero M-7,5 saco 25 kg', 'ud', 310, 420],
  ['103112', 'Placa yeso laminado 13 mm 1200x2500', 'm²', 520, 690],
  ['103900', 'Montante galvanizado 48 mm 3 m', 'ud', 245, 330],
  ['104410', 'Lana mineral 50 mm rollo', 'm²', 290, 410],
  ['105006', 'Arena de río saca 1 m³', 'ud', 3900, 5200],
  ['106720', 'Tubo PVC saneamiento Ø125 3 m', 'ud', 1150, 1590],
  ['107015', 'Perfil angular acero 40x40x4', 'ml', 310, 460],
  ['108300', 'Malla mortero fibra de vidrio', 'm²', 85, 140],
  ['109112', 'Pasta de agarre C1 saco 25 kg', 'ud', 580, 790],
  ['110045', 'Palé de madera (retornable)', 'ud', 900, 1200],
  ['110512', 'Adhesivo cementoso C2TE gris', 'kg', 38, 62],
] as const;

export async function merchant(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = MERCHANT[v];
  const date = dayOf2026(rng.int(5, 318));
  const number = `AV${rng.int(2, 9)}-${String(rng.int(1000, 99999)).padStart(6, '0')}`;
  const lines: NoteLine[] = rng.some(MERCHANT_ITEMS, rng.int(4, 12)).map(([code, desc, unit, lo, hi]) => {
    const q3 = unit === 'ud' ? (lo > 1000 ? rng.int(1, 6) : rng.int(1, 120)) * 1000 : unit === 'kg' ? rng.int(1, 40) * 25000 : rng.int(10, 300) * 500;
    return line(desc, unit, q3, unit === 'ud' || unit === 'kg' ? 0 : 1, rng.int(lo, hi), code);
  });
  const total = sum(lines.map((l) => l.amount));

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box }) => {
    pen.text(s.trade, 40, 40, { size: 18, bold: true });
    pen.text('Almacén de materiales de construcción · Ferretería industrial', 40, 62, { size: 8 });
    pen.text(`${s.street} · ${s.town} · ${s.phone}`, 40, 73, { size: 8 });

    box(400, 36, 155, 44);
    box(400, 36, 155, 13, { fill: '#dddddd' });
    pen.center('ALBARÁN DE ENTREGA', 477, 39, { bold: true, size: 7.5 });
    pen.text('Núm.', 406, 54);
    pen.text(number, 445, 54, { bold: true });
    pen.text('Fecha', 406, 67);
    pen.text(dateAs(date, 'dmy'), 445, 67);

    pen.text('Entregar a', 40, 100, { size: 7, italic: true });
    pen.text(buyer.name, 40, 111, { bold: true });
    pen.text(`CIF ${spellNif(buyer.nif, 'dash')} · ${buyer.street}, ${buyer.town}`, 40, 122);
    pen.text(`Obra: ${site.name} (${site.address})`, 40, 133);
    pen.text(`Vendedor: ${rng.pick(['JLM', 'ARG', 'MPS'])} · Pedido ${rng.int(5000, 9999)}`, 400, 111, { size: 7.5 });

    const cols = [{ x: 44 }, { x: 95 }, { x: 352, align: 'right' as const }, { x: 372, align: 'center' as const }, { x: 450, align: 'right' as const }, { x: 551, align: 'right' as const }];
    let y = 160;
    row(pen, y, ['Artículo', 'Descripción', 'Cantidad', 'Ud', 'P. unitario', 'Importe'], cols, { bold: true, size: 8 });
    y += 16;
    lines.forEach((l, i) => {
      if (i % 2 === 0) box(40, y - 4, 515, 15, { fill: '#efefef', stroke: false });
      row(pen, y, [l.code ?? '', l.desc, qty(l.q3, l.qd), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 15;
    });
    y += 10;
    pen.text(`Bultos: ${rng.int(2, 30)}    Peso aprox.: ${qty(rng.int(80, 4000) * 1000, 0)} kg`, 44, y);
    pen.text('Total neto albarán', 380, y, { bold: true });
    pen.right(eur(total), 551, y, { bold: true });
    pen.text('Precios sin IVA. Mercancía viaja por cuenta y riesgo del comprador.', 44, y + 16, { size: 7, italic: true });
    pen.text('Recibido (firma):', 44, 700);
    pen.center(`${s.name} - CIF ${s.nif} - ${s.registry}`, A4.width / 2, 805, { size: 6.5 });
  });
  return noteOf(job, s, bytes, { number, date, lines: truth(lines) });
}

// ---------------------------------------------------------------------------------------------
// Electrical wholesaler: a fully ruled grid (every cell bordered), a header row of four cells
// (Nº ALBARÁN, FECHA, Nº PEDIDO, SU REFERENCIA), metres and units, the NIF at the top right.

const WHOLESALE = suppliers('blind wholesale', [
  ['Suministros Eléctricos Delicias, S.L.', 'SED', 'C/ Delicias, 201', '50017 Zaragoza', 'Zaragoza'],
  ['Distribuciones Eléctricas Charro, S.A.', 'DIELCHA', 'Pol. Montalvo III, C/ Hoja de Lata, 4', '37008 Salamanca', 'Salamanca'],
  ['Material Elèctric Olot, S.L.', 'MEO', 'C/ de la Indústria, 31', '17800 Olot (Girona)', 'Girona'],
]);

const WHOLESALE_ITEMS = [
  ['Cable H07Z1-K 1x2,5 mm² azul', 'm', 28, 45],
  ['Cable H07Z1-K 1x6 mm² negro', 'm', 68, 95],
  ['Tubo rígido PVC M25 gris', 'm', 95, 140],
  ['Caja de registro estanca 100x100', 'ud', 145, 230],
  ['Interruptor magnetotérmico 2P 16 A', 'ud', 780, 1150],
  ['Diferencial 2P 40 A 30 mA', 'ud', 2450, 3300],
  ['Canaleta PVC 40x60 blanca', 'm', 410, 590],
  ['Downlight LED 18 W 4000 K', 'ud', 890, 1380],
  ['Bornas de conexión rápida 3 polos (bolsa)', 'ud', 520, 760],
  ['Detector de movimiento techo 360º', 'ud', 1690, 2350],
] as const;

export async function wholesale(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = WHOLESALE[v];
  const date = dayOf2026(rng.int(5, 318));
  const number = `${rng.int(260000, 269999)}`;
  const lines: NoteLine[] = rng.some(WHOLESALE_ITEMS, rng.int(3, 9)).map(([desc, unit, lo, hi]) => {
    const q3 = unit === 'm' ? rng.int(1, 40) * 25000 : rng.int(1, 48) * 1000;
    return line(desc, unit, q3, unit === 'm' ? 2 : 0, rng.int(lo, hi));
  });
  const total = sum(lines.map((l) => l.amount));

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box, vline, hline }) => {
    pen.text(s.trade, 40, 40, { size: 22, bold: true });
    pen.text(s.name, 40, 66, { size: 9 });
    pen.right(`NIF: ${s.nif}`, 555, 44, { bold: true });
    pen.right(s.street, 555, 56, { size: 8 });
    pen.right(`${s.town} · ${s.phone}`, 555, 67, { size: 8 });

    pen.text('ALBARÁN', 40, 96, { size: 13, bold: true });
    const heads = ['Nº ALBARÁN', 'FECHA', 'Nº PEDIDO', 'SU REFERENCIA'];
    const vals = [number, dateAs(date, 'dmy'), String(rng.int(10000, 99999)), site.code];
    heads.forEach((h, i) => {
      const x = 40 + i * 128.75;
      box(x, 114, 128.75, 14, { fill: '#e5e5e5' });
      box(x, 128, 128.75, 18);
      pen.center(h, x + 64, 118, { size: 7, bold: true });
      pen.center(vals[i], x + 64, 133, { size: 9 });
    });

    box(40, 156, 515, 46);
    pen.text('Cliente:', 46, 162, { bold: true });
    pen.text(`${buyer.name} - NIF ${buyer.nif}`, 90, 162);
    pen.text(`${buyer.street}, ${buyer.town}`, 90, 174);
    pen.text(`Entrega en obra: ${site.name}, ${site.address}`, 90, 186);

    const xs = [40, 320, 380, 420, 480, 555];
    const cols = [{ x: 44 }, { x: 376, align: 'right' as const }, { x: 400, align: 'center' as const }, { x: 476, align: 'right' as const }, { x: 551, align: 'right' as const }];
    let y = 216;
    box(40, y, 515, 16, { fill: '#e5e5e5' });
    row(pen, y + 5, ['Descripción', 'Cantidad', 'Ud', 'Precio €', 'Total €'], cols, { bold: true, size: 8 });
    const top = y;
    y += 16;
    for (const l of lines) {
      row(pen, y + 5, [l.desc, qty(l.q3, l.qd), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 17;
      hline(40, 555, y);
    }
    for (const x of xs) vline(x, top, y);
    box(380, y, 175, 18);
    pen.text('SUMA', 386, y + 6, { bold: true });
    pen.right(eur(total), 551, y + 6, { bold: true });
    pen.text('Firma y sello del receptor', 40, y + 40, { size: 7.5 });
    box(40, y + 50, 200, 50);
    pen.text(s.registry, 40, 805, { size: 6.5 });
  });
  return noteOf(job, s, bytes, { number, date, lines: truth(lines) });
}

// ---------------------------------------------------------------------------------------------
// Rebar shop's note: a narrow column down the right edge with the company's data, the date as
// d-m-yy, the bending schedule (planilla) and elements, one line per diameter in kg at €/kg, and
// a total weight in kilos that is not money.

const REBAR_SHOP = suppliers('blind rebar note', [
  ['Ferralla Montañana, S.L.', 'FERRALLA MONTAÑANA', 'Camino de Juslibol, 21', '50191 Zaragoza', 'Zaragoza'],
  ['Hierros Elaborados Béjar, S.L.', 'HIERROS BÉJAR', 'Pol. Ind. Los Llanos, parcela 4', '37700 Béjar (Salamanca)', 'Salamanca'],
  ['Ferros i Armadures Empordà, S.L.', 'FAE', 'Pol. Ind. Mas Xirgu, C/ Pic de Peguera, 12', '17005 Girona', 'Girona'],
]);

export async function rebarNote(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = REBAR_SHOP[v];
  const date = dayOf2026(rng.int(5, 318));
  const number = String(rng.int(5000, 30000));
  const diameters = rng.some(['6', '8', '10', '12', '16', '20', '25'], rng.int(3, 7)).sort((a, b) => Number(a) - Number(b));
  const price = rng.int(88, 112);
  const lines: NoteLine[] = diameters.map((d) => line(`Barra corrugada B500SD Ø${d} elaborada`, 'kg', rng.int(60, 2400) * 1000, 0, price));
  if (rng.chance(0.5)) lines.push(line('Separadores de hormigón 40/50', 'ud', rng.int(1, 8) * 50_000, 0, rng.int(12, 25)));
  const kg = sum(lines.filter((l) => l.unit === 'kg').map((l) => l.q3)) / 1000;
  const total = sum(lines.map((l) => l.amount));

  const bytes = await makePdf('Helvetica', 8.5, number, ({ pen, box, hline }) => {
    box(440, 0, 155.28, A4.height, { fill: '#f0f0f0', stroke: false });
    let sy = 40;
    pen.text(s.trade, 450, sy, { size: 10, bold: true });
    sy += 20;
    for (const t of [s.name, `C.I.F. ${s.nif}`, s.street, s.town, `Tel. ${s.phone}`]) {
      sy = pen.paragraph(t, 450, sy, 135, { size: 7.5 }) + 2;
    }
    sy += 20;
    pen.text('Elaboración según', 450, sy, { size: 7 });
    pen.text('UNE 36831 · Acero con', 450, sy + 10, { size: 7 });
    pen.text('certificado AENOR', 450, sy + 20, { size: 7 });

    pen.text('ALBARÁN DE ENTREGA', 40, 40, { size: 15, bold: true });
    pen.text(`Albarán nº ${number}`, 40, 64, { size: 11, bold: true });
    pen.text(`Fecha: ${dateAs(date, 'd-m-yy')}`, 220, 64, { size: 11 });
    pen.text(`Planilla: PL-${rng.int(100, 999)}/${rng.int(1, 9)}   Elementos: ${rng.pick(['Zapatas Z1-Z12', 'Forjado planta 2ª', 'Muro de sótano M-3', 'Vigas riostras'])}`, 40, 82);

    pen.text('Cliente', 40, 104, { bold: true, size: 7.5 });
    pen.text(buyer.name, 40, 115);
    pen.text(`NIF/CIF ${buyer.nif}`, 40, 126);
    pen.text('Obra', 240, 104, { bold: true, size: 7.5 });
    pen.text(site.name, 240, 115);
    pen.text(site.address, 240, 126);

    const cols = [{ x: 42 }, { x: 285, align: 'right' as const }, { x: 300 }, { x: 365, align: 'right' as const }, { x: 428, align: 'right' as const }];
    let y = 160;
    hline(40, 430, y - 4, 1);
    row(pen, y, ['Material', 'Cantidad', 'Ud', '€/Ud', 'Importe'], cols, { bold: true });
    hline(40, 430, y + 12, 1);
    y += 20;
    for (const l of lines) {
      row(pen, y, [l.desc, qty(l.q3, l.qd), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 14;
    }
    hline(40, 430, y + 2, 1);
    y += 10;
    pen.text(`Peso total: ${qty(kg * 1000, 0)} kg`, 42, y);
    pen.text('Importe', 300, y, { bold: true });
    pen.right(eur(total), 428, y, { bold: true });
    pen.text('Descarga con grúa del cliente. Comprobar etiquetas de los paquetes.', 42, y + 20, { size: 7, italic: true });
    pen.text('Conforme cliente', 42, 720, { size: 7.5 });
    pen.text('Transportista', 240, 720, { size: 7.5 });
  });
  return noteOf(job, s, bytes, { number, date, lines: truth(lines) });
}

// ---------------------------------------------------------------------------------------------
// Skip hire's service note in Times: "Documento" as the number's label, the date in words, the
// services (container changes, days of hire, tonnes tipped) as a plain list with prices.

const SKIPS = suppliers('blind skips', [
  ['Contenedores Ribera Alta, S.L.', 'CONTENEDORES RIBERA', 'Camino del Soto, 4', '50290 Épila (Zaragoza)', 'Zaragoza'],
  ['Servicios de Contenedores Salmantinos, S.L.', 'SERCOSA', 'Ctra. de Ledesma, km 3', '37006 Salamanca', 'Salamanca'],
  ['Contenidors Alacantí, S.L.', 'CONTENIDORS ALACANTÍ', 'Partida de Bacarot, 37', '03699 Alicante', 'Alicante'],
]);

export async function skips(job: Job): Promise<CorpusDocument> {
  const { rng, v, buyer, site } = job;
  const s = SKIPS[v];
  const date = dayOf2026(rng.int(5, 318));
  const number = `S-${String(rng.int(1, 99999)).padStart(5, '0')}`;
  const lines: NoteLine[] = [];
  const size = rng.pick(['4', '6', '9']);
  lines.push(line(`Cambio de contenedor ${size} m³ (RCD mixto)`, 'ud', rng.int(1, 3) * 1000, 0, rng.int(85, 140) * 100));
  if (rng.chance(0.7)) lines.push(line('Alquiler de contenedor', 'día', rng.int(5, 30) * 1000, 0, rng.int(150, 350)));
  lines.push(line('Tasa de vertido en planta autorizada', 't', rng.int(800, 9500) * 10, 2, rng.int(1800, 3600)));
  if (rng.chance(0.4)) lines.push(line('Recargo por contenedor sobrecargado', 'ud', 1000, 0, rng.int(30, 60) * 100));
  const total = sum(lines.map((l) => l.amount));

  const bytes = await makePdf('Times', 10.5, number, ({ pen, hline }) => {
    pen.text(s.trade, 60, 46, { size: 18, bold: true });
    pen.text(`${s.name}, con C.I.F. ${spellNif(s.nif, 'dashes')}`, 60, 70, { size: 9.5 });
    pen.text(`${s.street} · ${s.town} · Tel. ${s.phone}`, 60, 83, { size: 9.5 });
    hline(60, 535, 100, 0.8);

    pen.text('ALBARÁN DE SERVICIO', 60, 118, { bold: true, size: 12 });
    pen.right(`Documento: ${number}`, 535, 118, { bold: true, size: 12 });
    pen.text(`Fecha del servicio: ${dateAs(date, 'long')}`, 60, 136);
    pen.text(`Cliente: ${buyer.name} (CIF ${buyer.nif})`, 60, 154);
    pen.text(`Dirección del servicio: ${site.name}, ${site.address}`, 60, 168);
    pen.text(`Nº contenedor: ${rng.int(100, 899)}   Conductor: ${rng.pick(['J. Martín', 'A. Royo', 'M. Esteve'])}   Documento de identificación de residuos: DI-${rng.int(10000, 99999)}`, 60, 182, { size: 9 });

    let y = 215;
    const cols = [{ x: 62 }, { x: 345, align: 'right' as const }, { x: 352 }, { x: 445, align: 'right' as const }, { x: 533, align: 'right' as const }];
    row(pen, y, ['Servicio', 'Cant.', 'Ud.', 'Precio', 'Importe'], cols, { italic: true });
    hline(60, 535, y + 14, 0.4);
    y += 22;
    for (const l of lines) {
      row(pen, y, [l.desc, qty(l.q3, l.qd), l.unit, eur(l.price), eur(l.amount)], cols);
      y += 16;
    }
    hline(60, 535, y, 0.4);
    pen.text('Importe del servicio (sin IVA)', 300, y + 10, { bold: true });
    pen.right(`${eur(total)} €`, 533, y + 10, { bold: true });
    pen.text('Firma del cliente', 60, 680);
    pen.text('Firma del conductor', 330, 680);
  });
  return noteOf(job, s, bytes, { number, date, lines: truth(lines) });
}
