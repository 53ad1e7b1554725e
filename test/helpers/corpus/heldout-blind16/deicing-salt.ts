import type { CorpusDocument } from '../types.js';
import { cif, date, type DateStyle, dni, figures, type Line, money, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, noteDoc, type Party } from './parties.js';

/**
 * De-icing salt for road winter maintenance, on a framed half-page weighbridge ticket in Courier
 * capitals: gross, tare and net in kilograms above the priced tonnes, `TOTAL ALBARAN` / `(IVA NO
 * INCLUIDO)`; a self-employed haulier with a DNI under a trade name, a cooperative.
 */

interface Supplier extends Party {
  head: string[];
  idLine: string;
  dates: DateStyle;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'SALES VIALES DEL MEDITERRANEO, S.A.',
    nif: cif('A', '0318842'),
    street: 'CTRA. DE LA MATA, KM 2',
    city: '03188 TORREVIEJA (ALICANTE)',
    head: ['SALES VIALES DEL MEDITERRANEO, S.A.', 'CTRA. DE LA MATA, KM 2 - 03188 TORREVIEJA (ALICANTE)', 'TEL. 965 706 119'],
    idLine: 'C.I.F.',
    dates: 'd/m/Y',
  },
  {
    name: 'MANUEL OTERO VIDAL',
    nif: dni('35271946'),
    street: 'LG. CASTRELO 12',
    city: '36639 CAMBADOS',
    head: ['TRANSPORTES Y SAL OTERO', 'MANUEL OTERO VIDAL', 'LG. CASTRELO 12 - 36639 CAMBADOS (PONTEVEDRA)'],
    idLine: 'N.I.F.',
    dates: 'd.m.y',
  },
  {
    name: 'SAL Y FUNDENTES DEL PIRINEO, S. COOP.',
    nif: cif('F', '2227403'),
    street: 'CTRA. N-260, KM 412',
    city: '22440 BENASQUE',
    head: ['SAL Y FUNDENTES DEL PIRINEO, S. COOP.', 'CTRA. N-260, KM 412 - 22440 BENASQUE (HUESCA)', 'TEL. 974 551 207'],
    idLine: 'C.I.F.',
    dates: 'd-m-Y',
  },
];

interface Weighing {
  gross: number;
  tare: number;
  /** Printed net, kilograms: gross − tare unless the ticket is wrong on purpose. */
  net: number;
  plate: string;
}

const lineSets = (netKg: number, i: number): Line[] => {
  const t = (netKg / 1000).toFixed(2);
  return [
    [
      { description: 'SAL GEMA DESHIELO 0-5 MM GRANEL', quantity: t, unit: 'T', price: 6_450n },
      { description: 'PORTE A NAVE DE VIALIDAD', quantity: t, unit: 'T', price: 1_180n },
    ],
    [
      { description: 'SAL MARINA DESHIELO GRANEL', quantity: t, unit: 'T', price: 5_980n },
      { description: 'TRANSPORTE', quantity: t, unit: 'T', price: 1_550n },
      { description: 'ANTIAPELMAZANTE', quantity: '1', unit: 'UD', price: 4_500n },
    ],
    [
      { description: 'SAL DESHIELO ENSACADA 25 KG (PALET)', quantity: '4', unit: 'PAL', price: 31_200n },
      { description: 'SAL GEMA A GRANEL', quantity: t, unit: 'T', price: 7_120n },
    ],
  ][i];
};

async function ticket(s: Supplier, i: number, buyer: Party, number: string, iso: string, wgt: Weighing) {
  const f = figures(lineSets(wgt.net, i), { rate: 21 });
  const sheet = new Sheet(`ALBARAN ${number}`, s.name);
  const w = new Writer(sheet, 'Courier', 8.5);
  sheet.rect(30, 30, 535, 380, { stroke: '#000000', width: 1.2 });
  let y = 42;
  s.head.forEach((h, k) => w.text(h, 42, y + k * 11, { bold: k === 0, size: k === 0 ? 10 : 8.5 }));
  w.text(`${s.idLine} ${spellNif(s.nif, s.nif.startsWith('F') ? 'dash' : 'plain')}`, 42, y + s.head.length * 11);
  sheet.rect(390, 38, 165, 40, { stroke: '#000000' });
  w.text('TICKET BASCULA/ALBARAN', 396, 44, { bold: true, size: 8 });
  w.text(`N. ${number}`, 396, 58, { bold: true, size: 10 });
  y = 104;
  w.text(`FECHA.....: ${date(iso, s.dates)}`, 42, y);
  w.text(`MATRICULA.: ${wgt.plate}`, 300, y);
  w.text(`CLIENTE...: ${buyer.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()}`, 42, (y += 12));
  w.text(`C.I.F.....: ${buyer.nif}`, 42, (y += 12));
  w.text(`DESTINO...: ${['CENTRO DE CONSERVACION A-31', 'NAVE VIALIDAD AG-41', 'PARQUE INVERNAL N-260'][i]}`, 42, (y += 12));
  y += 18;
  const kg = (n: number) => `${qty(String(n), 0)} KG`;
  w.text('PESO BRUTO', 42, y);
  w.right(kg(wgt.gross), 220, y);
  w.text('ENTRADA 07:42', 300, y);
  w.text('TARA', 42, (y += 12));
  w.right(kg(wgt.tare), 220, y);
  w.text('SALIDA  08:05', 300, y);
  w.text('PESO NETO', 42, (y += 12), { bold: true });
  w.right(kg(wgt.net), 220, y, { bold: true });
  y += 16;
  w.text('-'.repeat(100), 42, y, { size: 8.5 });
  y += 11;
  w.text('CONCEPTO', 42, y);
  w.right('CANTIDAD', 345, y);
  w.text('UD', 352, y);
  w.right('PRECIO', 450, y);
  w.right('IMPORTE', 552, y);
  y += 11;
  w.text('-'.repeat(100), 42, y, { size: 8.5 });
  y += 12;
  for (const l of f.lines) {
    w.text(l.description, 42, y);
    w.right(qty(l.quantity, 2, false), 345, y);
    w.text(l.unit, 352, y);
    w.right(money(l.price, 'plain'), 450, y);
    w.right(money(l.amount, 'plain'), 552, y);
    y += 12;
  }
  y += 6;
  w.text('TOTAL ALBARAN', 300, y, { bold: true });
  w.right(money(f.base, 'plainEUR'), 552, y, { bold: true });
  w.text('(IVA NO INCLUIDO)', 300, (y += 11));
  w.text('FIRMA CONDUCTOR', 42, 388, { size: 7.5 });
  w.text('FIRMA CLIENTE', 300, 388, { size: 7.5 });
  return { bytes: await sheet.finish(), f };
}

export async function deicingSaltNotes(): Promise<CorpusDocument[]> {
  const layout = 'deicing-salt';
  const buyers = [BUYERS.levante, BUYERS.galaica, BUYERS.duero];
  const dates = ['2026-01-12', '2026-02-03', '2026-12-15'];
  const numbers = ['B-118430', '0417', '26-03318'];
  const weighings: Weighing[] = [
    { gross: 38_540, tare: 14_180, net: 24_360, plate: '4410-KJD' },
    { gross: 26_920, tare: 11_640, net: 15_280, plate: 'PO-7712-BK' },
    { gross: 31_380, tare: 12_820, net: 18_560, plate: '9021-HLT' },
  ];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const wgt = weighings[i];
    if (wgt.gross - wgt.tare !== wgt.net) throw new Error('the weighing does not close');
    const { bytes, f } = await ticket(s, i, buyers[i], numbers[i], dates[i], wgt);
    out.push(noteDoc(`blind16-salt-${i + 1}`, layout, bytes, buyers[i], { number: numbers[i], date: dates[i], seller: s, figures: f }));
  }
  const hard: Weighing = { gross: 39_120, tare: 14_180, net: 26_940, plate: '4410-KJD' };
  const { bytes, f } = await ticket(SUPPLIERS[0], 0, BUYERS.levante, 'B-118502', '2026-01-14', hard);
  out.push(
    noteDoc('blind16-salt-hard', layout, bytes, BUYERS.levante, { number: 'B-118502', date: '2026-01-14', seller: SUPPLIERS[0], figures: f }, 'the ticket bills its printed net weight, 26.940 kg, but gross minus tare is 24.940 kg: 2 t billed that were not weighed'),
  );
  return out;
}
