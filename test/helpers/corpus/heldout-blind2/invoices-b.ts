import type { CorpusDocument } from '../types.js';
import type { Layout } from './invoices-a.js';
import {
  type DateStyle,
  type Day,
  type Job,
  type Line,
  type MoneyStyle,
  type Party,
  addDays,
  amt,
  cell,
  close,
  endOfMonth,
  eur,
  fmtDate,
  invoiceDoc,
  line,
  monthName,
  pct,
  pdf,
  price,
  qty,
  showNif,
  stack,
  table,
  units,
} from './kit.js';
import { party } from './parties.js';

/**
 * Five more invoice layouts of the second blind held-out set: formwork hire by the day with
 * deposits, a surveyor's fees with IRPF, a geotechnical laboratory's tests, demolition and
 * earthworks under reverse charge, and a monthly site-security service.
 */

// ---------------------------------------------------------------------------------------------
// Formwork hire: pieces × days × daily rate, deposits charged and returned, the supplier in a side band

interface Formwork {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { number: string; date: string; period: string; base: string; vat: string; total: string };
  number: (n: number) => string;
  band: string;
}

const FORMWORK: Array<[string, string, number]> = [
  ['PM-2790', 'Panel metálico 270x90 encofrado muro', 38],
  ['PM-2760', 'Panel metálico 270x60 encofrado muro', 29],
  ['PU-350', 'Puntal telescópico 3,50 m', 6],
  ['PU-500', 'Puntal telescópico 5,00 m', 9],
  ['ESQ-INT', 'Esquina interior articulada 270', 21],
  ['VIG-H20', 'Viga de madera H20 3,90 m', 12],
  ['MES-TRI', 'Trípode para puntal', 4],
  ['CIM-MOD', 'Módulo de cimbra 1,50 m', 55],
  ['GRAP', 'Grapa de unión rápida', 2],
];

export const formwork: Layout<Formwork> = {
  name: 'encofrados-alquiler',
  suppliers: [
    {
      party: party('A', { name: 'Encofrados y Andamios Sierra Morena, S.A.', street: 'Pol. Ind. Las Quemadas, parcela 184', town: '14014 Córdoba', phone: '957 32 55 08', email: 'alquiler@esmorena.es' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      l: { number: 'Nº Doc.', date: 'Fecha doc.', period: 'Periodo facturado', base: 'Base Imp.', vat: 'I.V.A.', total: 'Total' },
      number: (n) => `AL26${String(n).padStart(5, '0')}`,
      band: '#2e4a62',
    },
    {
      party: party('B', { name: 'Alquileres de Encofrado Ebro, S.L.', street: 'Ctra. de Logroño, km 7,4', town: '50011 Zaragoza', phone: '976 34 12 88', email: 'admon@encofradosebro.es' }),
      money: { group: '', euro: 'none' },
      date: 'dd-mm-yy',
      l: { number: 'Fra. nº', date: 'F. factura', period: 'Alquiler del', base: 'Base imponible', vat: 'Cuota IVA', total: 'Total a pagar' },
      number: (n) => `E-${n}`,
      band: '#6b4226',
    },
    {
      party: party('B', { name: 'Puntales y Cimbras del Cantábrico, S.L.U.', street: 'Barrio La Cerrada, 22', town: '39600 Maliaño (Cantabria)', phone: '942 25 90 14', email: 'facturas@pcc-alquiler.com' }),
      money: { group: '.', euro: 'before' },
      date: 'long-es',
      l: { number: 'Factura', date: 'Fecha', period: 'Periodo', base: 'Base', vat: 'IVA', total: 'TOTAL FACTURA' },
      number: (n) => `${String(n).padStart(4, '0')}/2026`,
      band: '#3d5a3d',
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = { ...rng.day(2, 10), d: 1 };
    const end = addDays(issue, -1);
    const start: Day = { y: end.y, m: end.m, d: 1 };
    const rows: Array<{ l: Line; pieces?: number; days?: number }> = rng.sample(FORMWORK, rng.int(3, 5)).map(([code, d, p]) => {
      const pieces = rng.int(6, 120);
      const days = rng.chance(0.6) ? end.d : rng.int(8, end.d);
      return { l: line(d, units(pieces * days), 'ud·día', BigInt(p), { code }), pieces, days };
    });
    const deposit = rng.cents(30000, 90000, 1000);
    rows.push({ l: line('Fianza material alquilado (a devolver)', units(1), 'ud', deposit, { code: 'FIANZA' }) });
    const returned = rng.cents(20000, 60000, 1000);
    rows.push({ l: line(`Devolución fianza s/alb. ${rng.int(3000, 9000)}`, units(1), 'ud', -returned, { code: 'DEV-FZA' }) });
    rows.push({ l: line('Transporte ida y vuelta camión grúa', units(rng.int(1, 2)), 'viaje', 18500n, { code: 'TRANSP' }) });
    const fig = close(rows.map((r) => r.l));
    const number = sp.number(rng.int(300, 9000));
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      s.box(0, 0, 120, s.height, { fill: sp.band, stroke: false });
      s.tinted('#ffffff', () => {
        let y = 50;
        for (const part of p.wrap(seller.name, 100, { bold: true, size: 10 })) {
          p.text(part, 12, y, { bold: true, size: 10 });
          y += 13;
        }
        y += 10;
        for (const t of [seller.street, seller.town, `Tel. ${seller.phone}`, seller.email ?? '', '', `CIF ${showNif(seller.nif, 'dash')}`]) {
          for (const part of p.wrap(t, 100, { size: 7.5 })) {
            p.text(part, 12, y, { size: 7.5 });
            y += 10;
          }
        }
      });
      p.text('FACTURA DE ALQUILER', 140, 44, { size: 15, bold: true });
      const kv: Array<[string, string]> = [
        [sp.l.number, number],
        [sp.l.date, fmtDate(issue, sp.date)],
        [sp.l.period, `${fmtDate(start, 'dd/mm/yyyy')} - ${fmtDate(end, 'dd/mm/yyyy')}`],
      ];
      kv.forEach(([k, v], i) => {
        p.text(k, 140, 72 + i * 13, { size: 8 });
        p.text(v, 230, 72 + i * 13, { bold: true });
      });
      s.box(370, 66, 185, 64);
      p.text(buyer.name, 377, 72, { bold: true });
      p.text(buyer.street, 377, 85);
      p.text(buyer.town, 377, 97);
      p.text(`NIF: ${buyer.nif}`, 377, 109);
      p.text(`Obra: ${job.site}`, 140, 140);
      const tEnd = table(
        s,
        140,
        160,
        [
          { head: 'Ref.', w: 52 },
          { head: 'Material', w: 170, wrap: true },
          { head: 'Uds', w: 38, align: 'right' },
          { head: 'Días', w: 32, align: 'right' },
          { head: '€/ud·día', w: 48, align: 'right' },
          { head: 'Importe', w: 75, align: 'right' },
        ],
        rows.map(({ l, pieces, days }) =>
          pieces === undefined ? [l.code ?? '', l.description, qty(l.qty, 0), '', price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)] : [l.code ?? '', l.description, String(pieces), String(days), price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)],
        ),
        { grid: 'full', rowH: 15, headFill: '#eeeeee' },
      );
      stack(
        s,
        [
          [sp.l.base, m(fig.base)],
          [`${sp.l.vat} ${pct(21, 'tight')}`, m(fig.tax)],
          [sp.l.total, m(fig.total), true],
        ],
        { x: 390, right: 555, y: tEnd + 20, step: 15, boldSize: 10.5 },
      );
      p.text('La fianza se reintegra a la devolución del material en buen estado.', 140, tEnd + 20, { size: 7 });
      p.text('Material no devuelto o dañado se facturará a precio de tarifa.', 140, tEnd + 30, { size: 7 });
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// A surveyor's fees: a professional's letter-like invoice with 15 % IRPF

interface Surveyor {
  party: Party;
  title: string;
  city: string;
  money: MoneyStyle;
  nif: 'dots' | 'plain' | 'dash';
  l: { number: string; base: string; vat: string; wh: string; gross?: string; total: string };
  number: (n: number) => string;
}

const SURVEY: Array<[string, string, number, number, number]> = [
  ['Replanteo de ejes y niveles de cimentación', 'jornada', 1, 4, 62000],
  ['Levantamiento topográfico taquimétrico de la parcela, con entrega en DWG', 'ud', 1, 1, 115000],
  ['Control de asientos de estructura: campaña de nivelación de precisión', 'campaña', 1, 3, 38000],
  ['Replanteo de pilotes y comprobación de posición ejecutada', 'jornada', 1, 3, 58000],
  ['Medición de volúmenes de excavación por comparación de superficies', 'ud', 1, 1, 72000],
  ['Red de bases de replanteo con GNSS y reseñas', 'ud', 1, 1, 46000],
];

export const surveyor: Layout<Surveyor> = {
  name: 'topografia-honorarios',
  suppliers: [
    {
      party: party('dni', { name: 'Antonio Gómez-Calcerrada Vidal', street: 'C/ Alarcos, 19, 3º A', town: '13001 Ciudad Real', phone: '626 41 08 77', email: 'agcv.topografia@gmail.com' }),
      title: 'Ingeniero Técnico en Topografía · Colegiado nº 4.117',
      city: 'Ciudad Real',
      money: { group: '.', euro: 'after' },
      nif: 'dots',
      l: { number: 'Factura nº', base: 'Base imponible', vat: 'IVA', wh: 'Retención IRPF', total: 'Total a pagar' },
      number: (n) => `2026/${String(n).padStart(3, '0')}`,
    },
    {
      party: party('dni', { name: 'María Jesús Otero Lamas', street: 'Rúa do Progreso, 41, 2º', town: '32003 Ourense', phone: '690 13 52 44', email: 'mjotero@topogeo.es' }),
      title: 'Ingeniera en Geomática y Topografía',
      city: 'Ourense',
      money: { group: '.', euro: 'EUR' },
      nif: 'plain',
      l: { number: 'FACTURA Nº', base: 'Honorarios', vat: 'IVA', wh: 'IRPF', gross: 'Total factura', total: 'Líquido a percibir' },
      number: (n) => `T-${n}`,
      // The invoice prints the total before the withholding and the net after it (the net is the total).
    },
    {
      party: party('Y', { name: 'Stefan Ionescu', street: 'Avda. de Madrid, 150, esc. dcha., 5º C', town: '50010 Zaragoza', phone: '641 77 20 39', email: 'stefan.ionescu.topo@outlook.es' }),
      title: 'Topógrafo — Servicios de topografía de obra',
      city: 'Zaragoza',
      money: { group: '', euro: 'after' },
      nif: 'dash',
      l: { number: 'Nº de factura', base: 'Suma', vat: 'IVA', wh: 'Retención', total: 'TOTAL' },
      number: (n) => `${String(n).padStart(2, '0')}-26`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = rng.day(1, 10);
    const number = sp.number(rng.int(3, 140));
    const lines = rng.sample(SURVEY, rng.int(2, 4)).map(([d, u, lo, hi, p]) => line(d, units(rng.int(lo, hi)), u, BigInt(p) + rng.cents(0, 8000, 500)));
    lines.push(line(`Desplazamiento a obra (${job.site.split(' (')[0]})`, units(rng.int(40, 380)), 'km', 26n));
    const fig = close(lines, { withholdingRate: 15 });
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Times', size: 10.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      p.center(seller.name.toUpperCase(), 297, 48, { size: 14, bold: true });
      p.center(sp.title, 297, 66, { italic: true });
      p.center(`${seller.street} · ${seller.town} · Tel. ${seller.phone}`, 297, 80, { size: 9 });
      p.center(`${seller.email} · N.I.F. ${showNif(seller.nif, sp.nif)}`, 297, 92, { size: 9 });
      s.rule(120, 104, 475, 104, 0.6);
      p.text(`${sp.l.number}: ${number}`, 60, 130, { bold: true });
      p.right(`${sp.city}, ${fmtDate(issue, 'long-es')}`, 535, 130);
      p.text('Sres.:', 60, 160);
      p.text(buyer.name, 100, 160, { bold: true });
      p.text(buyer.street, 100, 174);
      p.text(buyer.town, 100, 188);
      p.text(`C.I.F. ${buyer.nif}`, 100, 202);
      p.text(`Por los trabajos de topografía realizados en la obra «${job.site}», según el siguiente detalle:`, 60, 232, { size: 10 });
      let y = 258;
      for (const l of fig.lines) {
        const first = `${qty(l.qty, 0)} ${l.unit} × ${price(l.price, 2, sp.money.group)}`;
        const next = p.paragraph(`— ${l.description}`, 70, y, 290);
        p.text(first, 368, y, { size: 9.5 });
        p.right(m(l.amount), 535, y);
        y = next + 6;
      }
      s.rule(360, y + 4, 535, y + 4, 0.6);
      y += 14;
      const rows: Array<[string, string, boolean?]> = [[sp.l.base, m(fig.base)], [`${sp.l.vat} ${pct(21)}`, m(fig.tax)]];
      if (sp.l.gross) rows.push([sp.l.gross, m(fig.base + fig.tax)]);
      rows.push([`${sp.l.wh} ${pct(15)}`, m(-fig.withholding)], [sp.l.total, m(fig.total), true]);
      y = stack(s, rows, { x: 360, right: 535, y, step: 16 });
      p.text('Forma de pago: transferencia bancaria a la cuenta ES12 0049 1500 0512 3456 7892.', 60, y + 30, { size: 9.5 });
      p.text('Factura sujeta a retención a cuenta del IRPF (art. 101 de la Ley 35/2006).', 60, y + 44, { size: 9, italic: true });
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// A geotechnical laboratory: a table of tests with their standard

interface Lab {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { invoice: string; number: string; date: string; file: string; site: string; test: string; norm: string; count: string; price: string; amount: string; base: string; vat: string; total: string; client: string };
  number: (n: number) => string;
  color: string;
}

const TESTS: Array<[string, string, string, number]> = [
  ['HUM', 'Determinación de la humedad natural', 'UNE 103300', 1250],
  ['GRAN', 'Análisis granulométrico de suelos por tamizado', 'UNE 103101', 3480],
  ['ATT', 'Límites de Atterberg (líquido y plástico)', 'UNE 103103/4', 4260],
  ['PRO', 'Ensayo Proctor modificado', 'UNE 103501', 6150],
  ['CBR', 'Índice CBR en laboratorio', 'UNE 103502', 11800],
  ['DEN', 'Densidad y humedad in situ, método nuclear', 'ASTM D6938', 2340],
  ['PLA', 'Ensayo de carga con placa', 'UNE 103808', 14500],
  ['SUL', 'Contenido en sulfatos solubles', 'UNE 103201', 3990],
  ['MO', 'Contenido en materia orgánica', 'UNE 103204', 3150],
  ['HOR', 'Resistencia a compresión de probetas de hormigón', 'UNE-EN 12390-3', 1680],
  ['SPT', 'Ensayo de penetración estándar (SPT) en sondeo', 'UNE-EN ISO 22476-3', 4800],
];

export const lab: Layout<Lab> = {
  name: 'laboratorio-ensayos',
  suppliers: [
    {
      party: party('B', { name: 'Laboratorio de Xeotecnia Atlántico, S.L.', street: 'Polígono do Tambre, Vía Faraday, 14', town: '15890 Santiago de Compostela (A Coruña)', phone: '981 55 83 20', web: 'www.xeotecnia-atlantico.gal' }),
      money: { group: '.', euro: 'after' },
      date: 'long-gl',
      l: { invoice: 'FACTURA', number: 'Factura nº', date: 'Data', file: 'Expediente', site: 'Obra', test: 'Ensaio', norm: 'Norma', count: 'Nº', price: 'Prezo', amount: 'Importe', base: 'Base impoñible', vat: 'IVE', total: 'Total factura', client: 'Cliente' },
      number: (n) => `XA-${n}/26`,
      color: '#0f5257',
    },
    {
      party: party('A', { name: 'Control de Calidad Geotécnico Bética, S.A.', street: 'Parque Empresarial Nuevo Torneo, C/ Arquitectura, 3', town: '41015 Sevilla', phone: '954 90 31 77', web: 'www.cqbetica.es' }),
      money: { group: '.', euro: 'none' },
      date: 'dd/mm/yyyy',
      l: { invoice: 'FACTURA', number: 'Número', date: 'Fecha', file: 'Expediente', site: 'Obra', test: 'Ensayo', norm: 'Norma', count: 'Cant.', price: 'P. unitario', amount: 'Importe', base: 'Base Imponible', vat: 'IVA', total: 'TOTAL', client: 'Cliente' },
      number: (n) => `F${String(n).padStart(7, '0')}`,
      color: '#7a3b00',
    },
    {
      party: party('B', { name: 'Ensayos y Laboratorio Ingeo, S.L.', street: 'C/ Hierro, 33, Pol. Ind. Villayuda', town: '09007 Burgos', phone: '947 48 12 60', web: 'www.ingeolab.es' }),
      money: { group: '', euro: 'after' },
      date: 'dd-mm-yyyy',
      l: { invoice: 'FACTURA', number: 'Nº Factura', date: 'Fecha factura', file: 'Ref. expediente', site: 'Obra', test: 'Descripción del ensayo', norm: 'Norma', count: 'Uds.', price: 'Precio', amount: 'Total', base: 'Base imponible', vat: 'Cuota I.V.A.', total: 'Total factura', client: 'Facturar a' },
      number: (n) => `${n}`,
      color: '#283593',
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = rng.day(1, 10);
    const number = sp.number(rng.int(120, 4800));
    const file = `G-26-${String(rng.int(10, 900)).padStart(4, '0')}`;
    const tests = rng.sample(TESTS, rng.int(4, 8));
    const lines = tests.map(([code, d, norm, p]) => line(d, units(rng.int(1, 12)), 'ud', BigInt(p), { code: `${code}|${norm}` }));
    const fig = close(lines);
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      s.box(0, 0, s.width, 70, { fill: sp.color, stroke: false });
      s.tinted('#ffffff', () => {
        p.text(seller.name, 40, 22, { size: 14, bold: true });
        p.text(`${seller.street} · ${seller.town}`, 40, 42, { size: 8 });
        p.text(`Tel. ${seller.phone} · ${seller.web} · CIF ${seller.nif}`, 40, 53, { size: 8 });
      });
      p.text(sp.l.invoice, 40, 92, { size: 18, bold: true });
      cell(s, 40, 120, 120, 28, sp.l.number, number, { bold: true });
      cell(s, 160, 120, 120, 28, sp.l.date, fmtDate(issue, sp.date));
      cell(s, 40, 148, 120, 28, sp.l.file, file);
      cell(s, 160, 148, 120, 28, sp.l.site, job.site.length > 24 ? `${job.site.slice(0, 22)}…` : job.site, { valueSize: 8 });
      s.box(320, 92, 235, 84, { radius: 6 });
      p.text(sp.l.client, 330, 99, { size: 7, bold: true });
      p.text(buyer.name, 330, 113, { bold: true });
      p.text(buyer.street, 330, 126);
      p.text(buyer.town, 330, 138);
      p.text(`NIF ${buyer.nif}`, 330, 150);
      const end = table(
        s,
        40,
        200,
        [
          { head: 'Ref.', w: 38 },
          { head: sp.l.test, w: 215, wrap: true },
          { head: sp.l.norm, w: 95 },
          { head: sp.l.count, w: 35, align: 'right' },
          { head: sp.l.price, w: 60, align: 'right' },
          { head: sp.l.amount, w: 72, align: 'right' },
        ],
        fig.lines.map((l) => {
          const [code, norm] = (l.code ?? '|').split('|');
          return [code, l.description, norm, qty(l.qty, 0), price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)];
        }),
        { grid: 'full', rowH: 16, headFill: '#e8eef0' },
      );
      const y = end + 22;
      cell(s, 275, y, 95, 30, sp.l.base, m(fig.base));
      cell(s, 370, y, 80, 30, `${sp.l.vat} ${pct(21)}`, m(fig.tax));
      cell(s, 450, y, 105, 30, sp.l.total, m(fig.total), { bold: true, fill: '#e8eef0' });
      p.text('Los resultados se remiten en informe aparte. Laboratorio inscrito en el Registro General del CTE.', 40, y + 48, { size: 7 });
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Demolition and earthworks under reverse charge

interface Earthworks {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  nif: 'plain' | 'dash' | 'space';
  vatRow: 'zero' | 'none' | 'isp';
  number: (n: number) => string;
}

const EARTH: Array<[string, string, string, number, number, number]> = [
  ['01.01', 'Demolición de edificación existente con medios mecánicos', 'm³', 20000, 180000, 1240],
  ['01.02', 'Excavación en vaciado en terreno compacto con medios mecánicos', 'm³', 30000, 250000, 590],
  ['01.03', 'Carga y transporte de tierras a vertedero autorizado hasta 20 km', 'm³', 30000, 250000, 710],
  ['01.04', 'Canon de vertido de RCD mixto en gestor autorizado', 't', 10000, 90000, 1150],
  ['01.05', 'Excavación de zanjas y pozos de cimentación', 'm³', 2000, 20000, 1380],
  ['01.06', 'Relleno y compactación con zahorra artificial', 'm³', 2000, 15000, 2260],
  ['02.01', 'Hora de retroexcavadora mixta con operador', 'h', 800, 6000, 4800],
  ['02.02', 'Hora de camión bañera 25 t', 'h', 800, 6000, 5200],
];

export const earthworks: Layout<Earthworks> = {
  name: 'demolicion-isp',
  suppliers: [
    {
      party: party('B', { name: 'Excavaciones y Derribos Hnos. Carrasco, S.L.', brand: 'HNOS. CARRASCO', street: 'Camino de la Vega, s/n', town: '28330 San Martín de la Vega (Madrid)', phone: '918 94 60 21' }),
      money: { group: '.', euro: 'after' },
      date: 'dd.mm.yyyy',
      nif: 'dash',
      vatRow: 'zero',
      number: (n) => `26/${String(n).padStart(4, '0')}`,
    },
    {
      party: party('E', { name: 'Movimientos de Tierra La Sagra, C.B.', brand: 'LA SAGRA · movimientos de tierra', street: 'Paraje Los Pozos, parcela 9', town: '45200 Illescas (Toledo)', phone: '925 51 22 37' }),
      money: { group: '.', euro: 'none' },
      date: 'dd/mm/yyyy',
      nif: 'plain',
      vatRow: 'none',
      number: (n) => `LS-${n}`,
    },
    {
      party: party('A', { name: 'Demoliciones Técnicas Galaico-Astur, S.A.', brand: 'DTGA', street: 'Avda. del Príncipe de Asturias, 201', town: '33212 Gijón (Asturias)', phone: '985 30 71 66' }),
      money: { group: '', euro: 'EUR' },
      date: 'long-es',
      nif: 'space',
      vatRow: 'isp',
      number: (n) => `DT${String(n).padStart(5, '0')}`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = rng.day(1, 10);
    const due = addDays(issue, 60);
    const number = sp.number(rng.int(20, 1900));
    const lines = rng
      .sample(EARTH, rng.int(3, 5))
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([code, d, u, lo, hi, p]) => line(d, rng.qty(lo, hi, 10), u, BigInt(p), { code, rate: 0 }));
    const fig = close(lines, { reverseCharge: true });
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      s.box(40, 38, 515, 4, { fill: '#f2b400', stroke: false });
      p.text(seller.brand ?? seller.name, 40, 52, { size: 16, bold: true });
      p.right(seller.name, 555, 52, { bold: true });
      p.right(`${seller.street}, ${seller.town}`, 555, 64, { size: 7.5 });
      p.right(`Tel. ${seller.phone} · NIF ${showNif(seller.nif, sp.nif)}`, 555, 75, { size: 7.5 });
      p.text(`Fra. nº ${number} de fecha ${fmtDate(issue, sp.date)}`, 40, 104, { size: 11, bold: true });
      p.text('Cliente:', 40, 130, { bold: true });
      p.text(`${buyer.name} — NIF ${buyer.nif}`, 90, 130);
      p.text(`${buyer.street}, ${buyer.town}`, 90, 142);
      p.text('Obra:', 40, 158, { bold: true });
      p.text(job.site, 90, 158);
      const end = table(
        s,
        40,
        182,
        [
          { head: 'Partida', w: 42 },
          { head: 'Descripción', w: 238, wrap: true },
          { head: 'Medición', w: 62, align: 'right' },
          { head: 'Ud', w: 28, align: 'center' },
          { head: 'Precio', w: 55, align: 'right' },
          { head: 'Importe', w: 90, align: 'right' },
        ],
        fig.lines.map((l) => [l.code ?? '', l.description, qty(l.qty, 2, sp.money.group), l.unit, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
        { grid: 'head', rowH: 16 },
      );
      const y = end + 18;
      const rows: Array<[string, string, boolean?]> = [['Base imponible', m(fig.base)]];
      if (sp.vatRow === 'zero') rows.push([`IVA ${pct(0)}`, m(0n)]);
      if (sp.vatRow === 'isp') rows.push(['Cuota IVA', 'ISP']);
      rows.push(['Total factura', m(fig.total), true]);
      stack(s, rows, { x: 380, right: 555, y, step: 15, boldSize: 10.5 });
      s.box(40, end + 14, 300, 50, { stroke: '#b00000' });
      p.paragraph(
        'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º.f) de la Ley 37/1992 del IVA. El IVA debe ser autoliquidado por el destinatario.',
        46,
        end + 20,
        288,
        { size: 8 },
      );
      p.text(`Vencimiento: ${fmtDate(due, sp.date)} · Pagaré`, 40, end + 80);
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, due, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Site security: a monthly service invoice, the totals' labels in one band and their values under them

interface Security {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { number: string; date: string; due: string; client: string; base: string; vat: string; total: string };
  number: (n: number) => string;
}

export const security: Layout<Security> = {
  name: 'vigilancia-obra',
  suppliers: [
    {
      party: party('A', { name: 'Seguridad Integral Centinela, S.A.', brand: 'CENTINELA', street: 'C/ Albasanz, 65', town: '28037 Madrid', phone: '913 04 22 10', registry: 'Empresa de seguridad inscrita en el Registro Nacional con el nº 3.871' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      l: { number: 'Nº Factura', date: 'Fecha Factura', due: 'Vencimiento', client: 'Cód. Cliente', base: 'Base Imponible', vat: 'Cuota IVA 21%', total: 'Total a pagar' },
      number: (n) => `SC26-${String(n).padStart(6, '0')}`,
    },
    {
      party: party('B', { name: 'Vigilancia y Protección Mediterráneo, S.L.', brand: 'VPM seguridad', street: 'Avda. del Puerto, 280, entlo.', town: '46023 Valencia', phone: '963 30 18 54', registry: 'Autorizada por la D.G. de la Policía, nº de registro 4.126' }),
      money: { group: '.', euro: 'none' },
      date: 'dd-mm-yy',
      l: { number: 'Factura', date: 'Fecha', due: 'Vto.', client: 'Cliente', base: 'Base Imp.', vat: 'I.V.A. 21 %', total: 'TOTAL EUROS' },
      number: (n) => `V/${n}`,
      // A real security firm's ERP: "Fecha" and "Vto." in the same band.
    },
    {
      party: party('B', { name: 'Guardería y Custodia de Obras Duero, S.L.', brand: 'DUERO Custodia', street: 'C/ Santiago, 12, 1º', town: '47001 Valladolid', phone: '983 21 47 90', registry: 'Empresa de seguridad autorizada, registro nº 4.402' }),
      money: { group: '', euro: 'tight' },
      date: 'dd/mm/yyyy',
      l: { number: 'Nº Doc.', date: 'Fecha doc.', due: 'Vencimiento', client: 'Cta. cliente', base: 'Base', vat: 'IVA', total: 'Líquido' },
      number: (n) => `${String(n).padStart(7, '0')}`,
    },
  ],
  async make(job) {
    return securityInvoice(job);
  },
};

/** A security invoice; `printedTotal` (hard documents) prints another total than the figures'. */
export async function securityInvoice(job: Job<Security>, hard?: { total: (right: bigint) => bigint; why: string }): Promise<CorpusDocument> {
  const { rng, supplier: sp, buyer } = job;
  const month: Day = { y: 2026, m: rng.int(1, 9), d: 1 };
  const last = endOfMonth(month);
  const issue = addDays(last, 1);
  const due = addDays(issue, 30);
  const number = sp.number(rng.int(1000, 60000));
  const nights = last.d;
  const weekendDays = rng.int(8, 10);
  const lines = [
    line(`Vigilancia sin arma en horario nocturno (22:00-08:00), ${nights} noches`, units(nights * 10), 'h', rng.cents(1685, 1940, 5), { code: 'VIG-N' }),
    line(`Vigilancia en fines de semana y festivos (08:00-22:00), ${weekendDays} días`, units(weekendDays * 14), 'h', rng.cents(1790, 2080, 5), { code: 'VIG-F' }),
    line('Conexión a central receptora de alarmas y acuda', units(1), 'mes', rng.cents(5500, 8900, 100), { code: 'CRA' }),
  ];
  if (rng.chance(0.6)) lines.push(line('Alquiler de torre de videovigilancia autónoma', units(1), 'mes', rng.cents(29000, 42000, 500), { code: 'TVV' }));
  const fig = close(lines);
  const printedTotal = hard ? hard.total(fig.total) : undefined;
  const m = (c: bigint) => eur(c, sp.money);
  const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
    const p = s.pen;
    const seller = sp.party;
    p.text(seller.brand ?? '', 40, 40, { size: 18, bold: true });
    p.text(seller.name, 40, 62, { bold: true });
    p.text(`${seller.street} · ${seller.town} · Tel. ${seller.phone}`, 40, 74, { size: 7.5 });
    p.text(`C.I.F. ${showNif(seller.nif, 'dash')}`, 40, 85, { size: 7.5 });
    p.right('FACTURA', 555, 40, { size: 20, bold: true });
    const lead = (k: string, v: string, y: number) => {
      p.text(k, 340, y);
      const dots = '.'.repeat(Math.max(2, Math.floor((100 - p.widthOf(k)) / p.widthOf('.'))));
      p.text(dots, 340 + p.widthOf(k) + 2, y, { size: 8.5 });
      p.text(v, 445, y, { bold: true });
    };
    lead(sp.l.number, number, 70);
    lead(sp.l.date, fmtDate(issue, sp.date), 83);
    lead(sp.l.due, fmtDate(due, sp.date), 96);
    lead(sp.l.client, String(700 + job.v * 31), 109);
    s.box(40, 130, 515, 56, { fill: '#f4f4f4', stroke: false });
    p.text(buyer.name, 48, 138, { bold: true });
    p.text(`${buyer.street} · ${buyer.town}`, 48, 151);
    p.text(`NIF: ${buyer.nif}`, 48, 163);
    p.text(`Servicio: ${job.site}`, 300, 138);
    p.text(`Periodo: ${monthName(month)} ${month.y}`, 300, 151);
    const end = table(
      s,
      40,
      205,
      [
        { head: 'Código', w: 48 },
        { head: 'Servicio', w: 262, wrap: true },
        { head: 'Cantidad', w: 55, align: 'right' },
        { head: 'Ud.', w: 30, align: 'center' },
        { head: 'Precio', w: 50, align: 'right' },
        { head: 'Importe', w: 70, align: 'right' },
      ],
      fig.lines.map((l) => [l.code ?? '', l.description, qty(l.qty, 2, sp.money.group), l.unit, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
      { grid: 'full', rowH: 16 },
    );
    const y = Math.max(end + 40, 520);
    const heads = [sp.l.base, sp.l.vat, sp.l.total];
    const values = [m(fig.base), m(fig.tax), m(printedTotal ?? fig.total)];
    const w = 171;
    heads.forEach((h, i) => {
      s.box(40 + i * w, y, w, 15, { fill: '#303030', stroke: false });
      s.tinted('#ffffff', () => p.center(h, 40 + i * w + w / 2, y + 4, { bold: true }));
      s.box(40 + i * w, y + 15, w, 22);
      p.center(values[i], 40 + i * w + w / 2, y + 21, { bold: i === 2, size: 10 });
    });
    p.text('Forma de pago: recibo domiciliado.', 40, y + 52);
    p.center(seller.registry ?? '', 297, 800, { size: 6.5 });
  });
  return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, due, fig, bytes, printedTotal, hard: hard?.why });
}
