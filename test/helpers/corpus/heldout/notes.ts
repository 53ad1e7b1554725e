/** Held-out delivery-note layouts. */
import {
  Pen,
  drawLine,
  drawLines,
  eur,
  fmtDate,
  lineAmount,
  makeCustomer,
  makeCif,
  makeSupplier,
  newPage,
  PLACES,
  pctOf,
  printNif,
  qty,
  randomDate,
  renderPdf,
  sum,
  WORK_SITES,
  type Line,
  type Product,
} from './common.js';
import { expectNote, type NoteLayout } from './kit.js';

const L = 40;
const R = 555;

// ============================================================ N1. boxed header cells, bordered table with codes

const LIGHTING: Product[] = [
  { code: '0142205', desc: 'Downlight LED empotrable 18W 3000K', unit: 'ud', min: 890, max: 1690, qMin: 6000, qMax: 60000, qStep: 1000 },
  { code: '0150310', desc: 'Cable H07Z1-K 1x4 mm² verde/amarillo', unit: 'm', min: 48, max: 95, qMin: 100000, qMax: 800000, qStep: 50000 },
  { code: '0150412', desc: 'Manguera RV-K 0,6/1 kV 4x10 mm²', unit: 'm', min: 640, max: 980, qMin: 20000, qMax: 150000, qStep: 5000 },
  { code: '0220113', desc: 'Base enchufe schuko 16A blanca', unit: 'ud', min: 290, max: 540, qMin: 10000, qMax: 80000, qStep: 5000 },
  { code: '0230002', desc: 'Caja universal empotrar enlazable', unit: 'ud', min: 18, max: 45, qMin: 50000, qMax: 300000, qStep: 10000 },
  { code: '0310450', desc: 'Proyector LED 100W IP66 negro', unit: 'ud', min: 3400, max: 5900, qMin: 2000, qMax: 12000, qStep: 1000 },
  { code: '0410021', desc: 'Tubo rígido PVC Ø20 (barra 3 m)', unit: 'ud', min: 95, max: 180, qMin: 20000, qMax: 200000, qStep: 10000 },
  { code: '0510777', desc: 'Regleta de conexión 12 polos 6 mm²', unit: 'ud', min: 110, max: 240, qMin: 10000, qMax: 60000, qStep: 5000 },
  { code: '0620015', desc: 'Detector de movimiento techo 360º', unit: 'ud', min: 1490, max: 2390, qMin: 2000, qMax: 16000, qStep: 1000 },
  { code: '0710300', desc: 'Brida de nylon 300x4,8 (bolsa 100)', unit: 'bolsa', min: 190, max: 390, qMin: 2000, qMax: 20000, qStep: 1000 },
];

const LIGHTING_SUPPLIERS = [
  ['Material Eléctrico Somontano, S.L.', 'mesomontano.es'],
  ['Electrosuministros Bahía de Cádiz, S.A.', 'esbahia.com'],
  ['Iluminación y Cableado Navia, S.L.', 'icnavia.es'],
] as const;

export const noteBoxCells: NoteLayout = {
  layout: 'ho-note-boxcells',
  kind: 'delivery_note',
  async make(rng, v) {
    const [sname, dom] = LIGHTING_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 1 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`AV${rng.digits(7)}`, `${rng.int(1, 9)}${rng.digits(5)}`, `ALB-26-${rng.digits(5)}`][v]!;
    const lines = drawLines(rng, LIGHTING, rng.int(4, 10));
    const net = sum(lines.map((l) => l.amount));
    const site = rng.pick(WORK_SITES);
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.font('Helvetica-Bold', 14).t(supplier.name, L, 42);
      p.font('Helvetica', 8).t(supplier.street, L, 60).t(supplier.city, L, 70).t(`Tel. ${supplier.phone} · ${supplier.email}`, L, 80);
      p.t(`CIF: ${printNif(supplier.nif, [0, 2, 1][v]!)}`, L, 90);
      p.font('Helvetica-Bold', 20).r(v === 2 ? 'ALBARÁN DE ENTREGA' : 'ALBARÁN', R, 42);
      // boxed header cells
      const cells: [string, string, number][] = [
        ['Nº ALBARÁN', number, 120],
        ['FECHA', fmtDate(date, v === 1 ? 'dd-mm-yyyy' : 'dd/mm/yyyy'), 95],
        ['Nº PEDIDO', `P-${rng.digits(5)}`, 90],
        ['CÓD. CLIENTE', rng.digits(5), 80],
        ['HOJA', '1/1', 50],
      ];
      let x = R - sum(cells.map((c) => c[2]));
      const cy = 110;
      for (const [label, value, w] of cells) {
        p.fill(x, cy, w, 13, '#d9d9d9').rect(x, cy, w, 13, 0.6).rect(x, cy + 13, w, 19, 0.6);
        p.font('Helvetica-Bold', 7).c(label, x + w / 2, cy + 3.5);
        p.font('Helvetica', 9.5).c(value, x + w / 2, cy + 19);
        x += w;
      }
      // customer and delivery boxes
      const by = 156;
      p.rect(L, by, 250, 74, 0.6).rect(305, by, 250, 74, 0.6);
      p.font('Helvetica-Bold', 7.5).t(['CLIENTE', 'DATOS DEL CLIENTE', 'CLIENTE'][v]!, L + 6, by + 5).t('DIRECCIÓN DE ENTREGA', 311, by + 5);
      p.font('Helvetica-Bold', 9).t(customer.name, L + 6, by + 18);
      p.font('Helvetica', 8.5).t(customer.street, L + 6, by + 31).t(customer.city, L + 6, by + 43).t(`CIF ${printNif(customer.nif, 1)}`, L + 6, by + 57);
      p.t(`Obra: ${site}`, 311, by + 18).t(`Contacto: encargado de obra`, 311, by + 31);
      // bordered table
      const ty = 246;
      const cols = [L, 95, 330, 385, 415, 480, R];
      const rowH = 17;
      const rows = lines.length;
      p.fill(L, ty, R - L, rowH, '#d9d9d9');
      p.font('Helvetica-Bold', 7.5);
      const heads = ['CÓDIGO', 'DESCRIPCIÓN', 'CANTIDAD', 'UD', 'PRECIO', 'IMPORTE'];
      heads.forEach((h, i) => p.c(h, (cols[i]! + cols[i + 1]!) / 2, ty + 5.5));
      const height = rowH * (rows + 1);
      for (let i = 0; i <= rows + 1; i++) p.line(L, ty + i * rowH, R, ty + i * rowH, 0.5);
      for (const cx of cols) p.line(cx, ty, cx, ty + height, 0.5);
      p.font('Helvetica', 8.5);
      lines.forEach((l, i) => {
        const y = ty + (i + 1) * rowH + 5;
        p.t(l.code, cols[0]! + 4, y).t(l.desc, cols[1]! + 4, y).r(qty(l.qtyMilli, 'fix2'), cols[3]! - 4, y).c(l.unit, (cols[3]! + cols[4]!) / 2, y).r(eur(l.price), cols[5]! - 4, y).r(eur(l.amount), R - 4, y);
      });
      let y = ty + height + 14;
      if (v === 2) {
        const vat = pctOf(net, 2100);
        const rowsT: [string, string][] = [
          ['Base', eur(net)],
          ['IVA 21 %', eur(vat)],
          ['Total con IVA', eur(net + vat)],
        ];
        for (const [a, b] of rowsT) {
          p.rect(405, y, 75, 17, 0.6).rect(480, y, 75, 17, 0.6);
          p.font('Helvetica-Bold', 8).t(a, 410, y + 5);
          p.font('Helvetica', 9).r(b, R - 4, y + 5);
          y += 17;
        }
      } else {
        p.rect(405, y, 75, 20, 0.8).rect(480, y, 75, 20, 0.8);
        p.font('Helvetica-Bold', 8.5).t('TOTAL NETO', 410, y + 6);
        p.font('Helvetica-Bold', 9.5).r(eur(net), R - 4, y + 6);
      }
      p.rect(L, 700, 240, 70, 0.5);
      p.font('Helvetica', 7.5).t('Recibido: firma y sello del cliente', L + 6, 705).t('Nombre y DNI:', L + 6, 755);
      p.font('Helvetica', 7).color('#555555').t('La mercancía viaja por cuenta y riesgo del comprador.', 300, 760).color('#000000');
    }, { creator: 'Gestión Almacén' });
    return { bytes, buyerNif: customer.nif, expected: expectNote({ number, date, supplier, lines }) };
  },
};

// ============================================================ N2. quarry weighbridge ticket

const QUARRY_PRODUCTS = [
  { desc: 'Zahorra natural ZN-40', min: 520, max: 880 },
  { desc: 'Grava machaqueo 20/40', min: 890, max: 1290 },
  { desc: 'Arena de machaqueo 0/6', min: 980, max: 1390 },
  { desc: 'Todo uno de cantera', min: 390, max: 690 },
  { desc: 'Piedra de escollera 100-300 kg', min: 1290, max: 1790 },
  { desc: 'Gravilla lavada 4/12', min: 1090, max: 1490 },
];

const QUARRY_SUPPLIERS = [
  ['Áridos del Bajo Aragón, S.L.', 'aridosbajoaragon.es'],
  ['Canteras y Machaqueos Sierra de Gata, S.A.', 'cmsgata.com'],
  ['Explotaciones Mineras Vallcarca, S.L.', 'emvallcarca.cat'],
] as const;

export const noteWeighbridge: NoteLayout = {
  layout: 'ho-note-weighbridge',
  kind: 'delivery_note',
  async make(rng, v) {
    const [sname, dom] = QUARRY_SUPPLIERS[v % 3]!;
    // the ticket prints the legal name in capitals only
    const supplier = makeSupplier(rng, sname.toUpperCase(), dom, v === 1 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`2026-${rng.digits(6)}`, `S${rng.digits(6)}`, `${rng.int(1, 4)}/${rng.digits(5)}`][v]!;
    const prod = rng.pick(QUARRY_PRODUCTS);
    const tare = rng.int(12800, 16200);
    const netKg = rng.int(14000, 26500);
    const gross = tare + netKg;
    const lines: Line[] = [];
    const price = rng.int(prod.min, prod.max);
    lines.push({ code: '', desc: prod.desc, qtyMilli: netKg, unit: 't', price, amount: lineAmount(netKg, price), rate: 2100 });
    if (v !== 0) {
      const tp = rng.int(250, 690);
      lines.push({ code: '', desc: 'Transporte a obra', qtyMilli: netKg, unit: 't', price: tp, amount: lineAmount(netKg, tp), rate: 2100 });
    }
    if (v === 2) {
      const canon = rng.int(20, 60);
      lines.push({ code: '', desc: 'Canon ambiental de extracción', qtyMilli: netKg, unit: 't', price: canon, amount: lineAmount(netKg, canon), rate: 2100 });
    }
    const net = sum(lines.map((l) => l.amount));
    const plate = `${rng.digits(4)}-${rng.pick(['BCD', 'FKL', 'HJN', 'KRT', 'LMP'])}`;
    const hIn = rng.int(6, 16);
    const mIn = rng.int(0, 59);
    const mOut = (mIn + rng.int(8, 25)) % 60;
    const hOut = mOut < mIn ? hIn + 1 : hIn;
    const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const kg = (n: number) => `${qty(n * 1000, 'fix0', true)} kg`;
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      const X = 56;
      const lh = 12;
      let y = 50;
      p.font('Courier-Bold', 12).t(supplier.name, X, y);
      y += 17;
      p.font('Courier', 9.5);
      const out = (s: string) => {
        p.t(s, X, y);
        y += lh;
      };
      out(`${supplier.street} - ${supplier.city}`);
      out(`C.I.F. ${printNif(supplier.nif, [1, 0, 1][v]!)}    TEL. ${supplier.phone}`);
      out('='.repeat(80));
      p.font('Courier-Bold', 11).t(v === 1 ? 'ALBARÁN DE SALIDA / TICKET DE BÁSCULA' : 'ALBARÁN - TICKET DE PESADA', X, y + 1);
      y += 17;
      p.font('Courier', 9.5);
      out(`Nº ALBARÁN: ${number.padEnd(18)}FECHA: ${fmtDate(date, 'dd/mm/yyyy')}`);
      out('-'.repeat(80));
      out(`${(v === 2 ? 'DESTINATARIO:' : 'CLIENTE:').padEnd(14)}${customer.name}`);
      out(`${''.padEnd(14)}C.I.F. ${printNif(customer.nif, 0)}`);
      out(`${'OBRA:'.padEnd(14)}${rng.pick(WORK_SITES)}`);
      out(`${'MATRÍCULA:'.padEnd(14)}${plate.padEnd(16)}REMOLQUE: R-${rng.digits(4)}-BB${rng.pick(['C', 'D', 'F'])}`);
      out('-'.repeat(80));
      out(`${'PESO BRUTO'.padEnd(14)}${kg(gross).padStart(12)}    ENTRADA ${hhmm(hIn, mIn)}`);
      out(`${'TARA'.padEnd(14)}${kg(tare).padStart(12)}    SALIDA  ${hhmm(hOut, mOut)}`);
      p.font('Courier-Bold', 9.5);
      out(`${'PESO NETO'.padEnd(14)}${kg(netKg).padStart(12)}`);
      p.font('Courier', 9.5);
      out('-'.repeat(80));
      out(`${'PRODUCTO'.padEnd(32)}${'NETO'.padStart(10)} ${'UD'.padEnd(3)}${'PRECIO'.padStart(10)}${'IMPORTE'.padStart(12)}`);
      for (const l of lines) out(`${l.desc.padEnd(32)}${qty(l.qtyMilli, 'fix3').padStart(10)} ${l.unit.padEnd(3)}${eur(l.price).padStart(10)}${eur(l.amount).padStart(12)}`);
      out('-'.repeat(80));
      p.font('Courier-Bold', 9.5);
      out(`${'TOTAL ALBARÁN (IVA NO INCLUIDO)'.padEnd(55)}${eur(net).padStart(12)}`);
      p.font('Courier', 9.5);
      y += 30;
      out(`${'FIRMA CONDUCTOR'.padEnd(40)}RECIBÍ CONFORME (CLIENTE)`);
      y += 40;
      out(`${'_'.repeat(25).padEnd(40)}${'_'.repeat(25)}`);
      y = 780;
      p.font('Courier', 7.5);
      out('Material para uso en obra pública y edificación. Marcado CE según EN 13242.');
    }, { creator: 'Bascula v3' });
    return { bytes, buyerNif: customer.nif, expected: expectNote({ number, date, supplier, lines }) };
  },
};

// ============================================================ N3. table without borders, wrapped descriptions

const HEATING: Product[] = [
  { code: 'RAD-A600-10', desc: 'Radiador de aluminio 600 mm 10 elementos con válvula y detentor', unit: 'ud', min: 8900, max: 13900, qMin: 2000, qMax: 20000, qStep: 1000 },
  { code: 'PEX-16', desc: 'Tubo PEX 16x1,8 con barrera antioxígeno', unit: 'm', min: 62, max: 110, qMin: 100000, qMax: 600000, qStep: 50000 },
  { code: 'AIS-16', desc: 'Coquilla aislante 13 mm para tubo de 16', unit: 'm', min: 45, max: 95, qMin: 50000, qMax: 400000, qStep: 10000 },
  { code: 'CAL-CON24', desc: 'Caldera de condensación mixta 24 kW con kit de salida de humos', unit: 'ud', min: 89000, max: 129000, qMin: 1000, qMax: 4000, qStep: 1000 },
  { code: 'VT-1/2', desc: 'Válvula termostática 1/2" escuadra', unit: 'ud', min: 1190, max: 1890, qMin: 4000, qMax: 30000, qStep: 1000 },
  { code: 'PRS-16', desc: 'Racor press 16 mm latón (bolsa 10)', unit: 'bolsa', min: 1990, max: 3290, qMin: 1000, qMax: 12000, qStep: 1000 },
  { code: 'ACS-150', desc: 'Depósito acumulador ACS 150 l acero vitrificado', unit: 'ud', min: 42000, max: 61000, qMin: 1000, qMax: 3000, qStep: 1000 },
  { code: 'GRF-MONO', desc: 'Grifo monomando lavabo cromado caño medio', unit: 'ud', min: 3900, max: 6900, qMin: 2000, qMax: 24000, qStep: 1000 },
  { code: 'SIF-40', desc: 'Sifón botella extensible 1 1/4" x 40', unit: 'ud', min: 390, max: 790, qMin: 4000, qMax: 24000, qStep: 1000 },
];

const HEATING_SUPPLIERS = [
  ['Saneamientos y Calefacción Bierzo, S.L.', 'scbierzo.es'],
  ['Almacén de Fontanería Huerta Alta, S.L.', 'afhuertaalta.com'],
  ['Climatización y Fontanería Nervión, S.A.', 'cfnervion.eus'],
] as const;

export const notePlain: NoteLayout = {
  layout: 'ho-note-plain',
  kind: 'delivery_note',
  async make(rng, v) {
    const [sname, dom] = HEATING_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 2 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`${rng.int(40, 99)}${rng.digits(3)}`, `AL/${rng.digits(6)}`, `26.${rng.digits(5)}`][v]!;
    const lines = drawLines(rng, HEATING, rng.int(4, 8));
    const net = sum(lines.map((l) => l.amount));
    const site = rng.pick(WORK_SITES);
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      const X = 50;
      const XR = 545;
      p.font('Helvetica-Bold', 13).t(supplier.name, X, 46);
      p.font('Helvetica', 8.5).t(`${supplier.street}, ${supplier.city}`, X, 63).t(`Tel. ${supplier.phone} - ${supplier.email} - CIF ${printNif(supplier.nif, [5, 0, 3][v]!)}`, X, 74);
      p.font('Helvetica-Bold', 15).t('ALBARÁN', X, 112);
      const titleW = p.w('ALBARÁN');
      p.font('Helvetica', 9.5).t(`nº ${number}`, X + titleW + 8, 116);
      p.font('Helvetica', 9).r(`Fecha de entrega: ${fmtDate(date, v === 0 ? 'dd/mm/yyyy' : 'd/m/yyyy')}`, XR, 116);
      let y = 146;
      p.font('Helvetica-Bold', 9).t(['Cliente', 'Cliente', 'Datos del cliente'][v]!, X, y);
      p.font('Helvetica', 9).t(customer.name, X, y + 13).t(`CIF ${printNif(customer.nif, 0)}`, X, y + 25).t(`${customer.street}, ${customer.city}`, X, y + 37);
      p.font('Helvetica-Bold', 9).t('Entregar en', 320, y);
      p.font('Helvetica', 9).t(site, 320, y + 13).t('Descarga a pie de obra', 320, y + 25);
      y = 214;
      const cols = { ref: X, desc: 128, qty: 372, unit: 380, price: 470, amount: XR };
      p.font('Helvetica-Bold', 8.5).t('Ref.', cols.ref, y).t('Concepto', cols.desc, y).r('Cant.', cols.qty, y).t('Ud.', cols.unit, y).r('Precio', cols.price, y).r('Importe', cols.amount, y);
      y += 20;
      p.font('Helvetica', 9);
      for (const l of lines) {
        const parts = p.split(l.desc, 205);
        p.t(l.code, cols.ref, y).t(parts[0]!, cols.desc, y).r(qty(l.qtyMilli), cols.qty, y).t(l.unit, cols.unit, y).r(eur(l.price), cols.price, y).r(eur(l.amount), cols.amount, y);
        if (parts[1]) {
          y += 11.5;
          p.t(parts[1], cols.desc, y);
        }
        y += 19;
      }
      y += 8;
      p.font('Helvetica-Bold', 10).r(`Total neto: ${eur(net)} €`, XR, y);
      p.font('Helvetica', 8).t('Precios sin IVA. Material revisado a la recepción salvo vicios ocultos.', X, y + 30);
      p.font('Helvetica', 8.5).t('Conforme cliente:', X, 720).t('Entregado por:', 320, 720);
    }, { creator: 'Almacén Fontanería' });
    return { bytes, buyerNif: customer.nif, expected: expectNote({ number, date, supplier, lines }) };
  },
};

// ============================================================ N4. unit in a narrow centred column, €/ud column

const PRECAST: Product[] = [
  { code: 'BB-1002515', desc: 'Bordillo bicapa gris 100x25x15', unit: 'ud', min: 420, max: 690, qMin: 40000, qMax: 400000, qStep: 10000 },
  { code: 'AR-606060', desc: 'Arqueta prefabricada 60x60x60 con tapa', unit: 'ud', min: 6900, max: 9800, qMin: 1000, qMax: 12000, qStep: 1000 },
  { code: 'BL-402020', desc: 'Bloque 40x20x20 gris liso', unit: 'ud', min: 72, max: 118, qMin: 200000, qMax: 1600000, qStep: 40000 },
  { code: 'VG-T18-520', desc: 'Vigueta pretensada T-18 de 5,20 m', unit: 'ud', min: 2400, max: 3600, qMin: 10000, qMax: 80000, qStep: 1000 },
  { code: 'BV-602520', desc: 'Bovedilla cerámica 60x25x20', unit: 'ud', min: 98, max: 165, qMin: 200000, qMax: 1200000, qStep: 20000 },
  { code: 'AD-20106', desc: 'Adoquín recto 20x10x6 gris', unit: 'm²', min: 790, max: 1190, qMin: 40000, qMax: 400000, qStep: 500 },
  { code: 'RG-30308', desc: 'Rigola blanca 30x30x8', unit: 'm', min: 690, max: 980, qMin: 20000, qMax: 200000, qStep: 500 },
  { code: 'PA-ENT', desc: 'Palet europeo (depósito)', unit: 'ud', min: 900, max: 1500, qMin: 2000, qMax: 20000, qStep: 1000 },
];

const PRECAST_SUPPLIERS = [
  ['Prefabricados Tierra de Barros, S.L.', 'ptbarros.es'],
  ['Prefabricados del Cierzo, S.A.', 'prefacierzo.com'],
  ['Elementos Prefabricados Sil, S.L.', 'epsil.gal'],
] as const;

export const noteUnitCol: NoteLayout = {
  layout: 'ho-note-unitcol',
  kind: 'delivery_note',
  async make(rng, v) {
    const [sname, dom] = PRECAST_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 1 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`PT-${rng.digits(6)}`, `${rng.digits(2)}/${rng.digits(4)}`, `E${rng.digits(5)}`][v]!;
    const lines = drawLines(rng, PRECAST, rng.int(3, 7));
    const net = sum(lines.map((l) => l.amount));
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.fill(L, 40, R - L, 3, '#7f8c8d');
      p.font('Helvetica-Bold', 15).t(supplier.name, L, 52);
      p.font('Helvetica', 8).t(`${supplier.street} - ${supplier.city} - Tel. ${supplier.phone}`, L, 71);
      p.t(`${v === 2 ? 'NIF' : 'CIF'}: ${printNif(supplier.nif, [2, 4, 0][v]!)}`, L, 81);
      p.font('Helvetica-Bold', 12).t('ALBARÁN', 420, 100);
      p.font('Helvetica', 9).t('Número', 420, 118).t('Fecha', 420, 131);
      p.font('Helvetica-Bold', 9).r(number, R, 118).r(fmtDate(date, v === 2 ? 'dd.mm.yyyy' : 'dd/mm/yyyy'), R, 131);
      p.font('Helvetica-Bold', 8).t(['Destinatario', 'Cliente', 'Destinatario'][v]!, L, 100);
      p.font('Helvetica', 9).t(customer.name, L, 113).t(customer.street, L, 125).t(customer.city, L, 137).t(`C.I.F.: ${printNif(customer.nif, 2)}`, L, 149);
      p.font('Helvetica', 8.5).t(`Obra: ${rng.pick(WORK_SITES)}`, L, 172).t(`Camión: ${rng.digits(4)}-${rng.pick(['GHT', 'JKM', 'LSN'])}  Grúa: sí`, 320, 172);
      const ty = 196;
      const cols = [L, 110, 345, 400, 428, 490, R];
      const bottom = 520;
      p.line(L, ty, R, ty, 0.8).line(L, ty + 18, R, ty + 18, 0.8).line(L, bottom, R, bottom, 0.8);
      for (const x of cols) p.line(x, ty, x, bottom, 0.4);
      p.font('Helvetica-Bold', 8).c('Código', (cols[0]! + cols[1]!) / 2, ty + 6).t('Descripción', cols[1]! + 5, ty + 6).c('Cantidad', (cols[2]! + cols[3]!) / 2, ty + 6).c('U', (cols[3]! + cols[4]!) / 2, ty + 6).c('€/ud', (cols[4]! + cols[5]!) / 2, ty + 6).c('Importe', (cols[5]! + cols[6]!) / 2, ty + 6);
      let y = ty + 26;
      p.font('Helvetica', 9);
      for (const l of lines) {
        p.t(l.code, cols[0]! + 4, y).t(l.desc, cols[1]! + 5, y).r(qty(l.qtyMilli, 'fix2', true), cols[3]! - 5, y).c(l.unit, (cols[3]! + cols[4]!) / 2, y).r(eur(l.price), cols[5]! - 5, y).r(eur(l.amount), R - 5, y);
        y += 17;
      }
      p.font('Helvetica-Bold', 9.5).r('Total albarán', cols[5]! - 5, bottom + 10).r(eur(net, { symbol: true }), R - 5, bottom + 10);
      p.font('Helvetica', 7.5).t('Importes sin IVA. Los palets se abonarán a su devolución en buen estado.', L, bottom + 34);
      p.rect(L, 690, 230, 70, 0.5).rect(325, 690, 230, 70, 0.5);
      p.font('Helvetica', 7.5).t('Firma conductor', L + 6, 695).t('Firma y sello destinatario', 331, 695);
    }, { creator: 'Prefabricados ERP' });
    return { bytes, buyerNif: customer.nif, expected: expectNote({ number, date, supplier, lines }) };
  },
};

// ============================================================ N5. two-page note

const SCAFFOLD: Product[] = [
  { code: 'ME-2073', desc: 'Marco europeo 2,00 x 0,73 m', unit: 'ud', min: 3900, max: 5400, qMin: 10000, qMax: 120000, qStep: 2000 },
  { code: 'PA-307', desc: 'Plataforma de acero 3,07 m', unit: 'ud', min: 4200, max: 5900, qMin: 10000, qMax: 120000, qStep: 2000 },
  { code: 'BD-307', desc: 'Barandilla doble 3,07 m', unit: 'ud', min: 1900, max: 2900, qMin: 10000, qMax: 120000, qStep: 2000 },
  { code: 'HU-060', desc: 'Husillo regulable 0,60 m', unit: 'ud', min: 890, max: 1390, qMin: 8000, qMax: 60000, qStep: 2000 },
  { code: 'RO-307', desc: 'Rodapié de madera 3,07 m', unit: 'ud', min: 790, max: 1190, qMin: 10000, qMax: 80000, qStep: 2000 },
  { code: 'DI-307', desc: 'Diagonal 3,07 m', unit: 'ud', min: 1290, max: 1790, qMin: 6000, qMax: 40000, qStep: 2000 },
  { code: 'PB-150', desc: 'Placa base 150x150', unit: 'ud', min: 390, max: 590, qMin: 8000, qMax: 60000, qStep: 2000 },
  { code: 'BG-48', desc: 'Brida giratoria Ø48', unit: 'ud', min: 240, max: 390, qMin: 20000, qMax: 200000, qStep: 10000 },
  { code: 'TA-606', desc: 'Tubo andamio 48,3x3,2 (6 m)', unit: 'ud', min: 2900, max: 3900, qMin: 4000, qMax: 40000, qStep: 2000 },
  { code: 'ES-TRAM', desc: 'Escalera interior con trampilla', unit: 'ud', min: 9800, max: 13900, qMin: 1000, qMax: 8000, qStep: 1000 },
  { code: 'AN-M12', desc: 'Anclaje a fachada con taco M12', unit: 'ud', min: 290, max: 490, qMin: 20000, qMax: 200000, qStep: 10000 },
  { code: 'PU-300', desc: 'Puntal telescópico 3 m', unit: 'ud', min: 1490, max: 2190, qMin: 10000, qMax: 150000, qStep: 10000 },
  { code: 'TB-250', desc: 'Tablón de andamio 2,5 m', unit: 'ud', min: 1090, max: 1590, qMin: 10000, qMax: 80000, qStep: 2000 },
  { code: 'MN-036', desc: 'Ménsula 0,36 m', unit: 'ud', min: 1190, max: 1690, qMin: 4000, qMax: 40000, qStep: 2000 },
  { code: 'CR-RED', desc: 'Consola para red de seguridad', unit: 'ud', min: 1690, max: 2490, qMin: 4000, qMax: 30000, qStep: 2000 },
  { code: 'RS-U', desc: 'Red de seguridad tipo U', unit: 'm²', min: 190, max: 320, qMin: 50000, qMax: 400000, qStep: 10000 },
  { code: 'LO-SEÑ', desc: 'Lona señalización andamio', unit: 'm²', min: 290, max: 490, qMin: 20000, qMax: 200000, qStep: 5000 },
  { code: 'RU-200', desc: 'Rueda con freno Ø200', unit: 'ud', min: 2900, max: 4200, qMin: 4000, qMax: 16000, qStep: 4000 },
  { code: 'EP-2709', desc: 'Panel de encofrado metálico 2,70x0,90', unit: 'ud', min: 14900, max: 21900, qMin: 4000, qMax: 40000, qStep: 2000 },
  { code: 'EG-UNI', desc: 'Grapa de unión para panel', unit: 'ud', min: 690, max: 1190, qMin: 10000, qMax: 120000, qStep: 10000 },
  { code: 'TN-15', desc: 'Barra tensora Ø15 de 1 m', unit: 'ud', min: 290, max: 490, qMin: 20000, qMax: 200000, qStep: 10000 },
  { code: 'TM-15', desc: 'Tuerca de mariposa Ø15', unit: 'ud', min: 190, max: 340, qMin: 20000, qMax: 200000, qStep: 10000 },
  { code: 'BJ-20', desc: 'Berenjeno PVC 20 mm (2,5 m)', unit: 'ud', min: 45, max: 95, qMin: 50000, qMax: 400000, qStep: 10000 },
  { code: 'DS-25', desc: 'Desencofrante base agua 25 l', unit: 'ud', min: 5400, max: 7900, qMin: 1000, qMax: 8000, qStep: 1000 },
  { code: 'CN-22', desc: 'Cono de plástico Ø22', unit: 'ud', min: 12, max: 30, qMin: 100000, qMax: 800000, qStep: 50000 },
  { code: 'VH-390', desc: 'Viga de madera H20 3,90 m', unit: 'ud', min: 2490, max: 3690, qMin: 10000, qMax: 80000, qStep: 2000 },
  { code: 'TT-2005', desc: 'Tablero tricapa amarillo 2,00x0,50', unit: 'ud', min: 1390, max: 2190, qMin: 20000, qMax: 160000, qStep: 10000 },
  { code: 'HV-H20', desc: 'Horquilla para viga H20', unit: 'ud', min: 590, max: 990, qMin: 10000, qMax: 100000, qStep: 10000 },
  { code: 'TP-PUN', desc: 'Trípode para puntal', unit: 'ud', min: 1890, max: 2790, qMin: 4000, qMax: 40000, qStep: 2000 },
  { code: 'MT-ENC', desc: 'Ménsula de trabajo para encofrado', unit: 'ud', min: 4900, max: 7400, qMin: 4000, qMax: 24000, qStep: 2000 },
  { code: 'ES-ENC', desc: 'Escuadra de encofrado 90º', unit: 'ud', min: 2900, max: 4400, qMin: 4000, qMax: 24000, qStep: 2000 },
  { code: 'PN-MAL', desc: 'Malla de señalización naranja 1 m', unit: 'm', min: 35, max: 75, qMin: 50000, qMax: 300000, qStep: 50000 },
];

const SCAFFOLD_SUPPLIERS = [
  ['Andamios y Encofrados Bernesga, S.L.', 'aebernesga.es'],
  ['Sistemas de Andamiaje Cabo de Palos, S.L.', 'sacabopalos.com'],
  ['Equipos de Elevación y Andamios Ulzama, S.A.', 'eeaulzama.es'],
] as const;

export const noteTwoPage: NoteLayout = {
  layout: 'ho-note-twopage',
  kind: 'delivery_note',
  async make(rng, v) {
    const [sname, dom] = SCAFFOLD_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 2 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`AS-${rng.digits(5)}`, `${rng.int(2, 8)}${rng.digits(5)}`, `26/A/${rng.digits(4)}`][v]!;
    const n = [28, 31, 27][v]!;
    const lines: Line[] = rng.sample(SCAFFOLD, n).map((prod) => drawLine(rng, prod));
    const net = sum(lines.map((l) => l.amount));
    const perPage = 24;
    const pages = [lines.slice(0, perPage), lines.slice(perPage)];
    const dstr = fmtDate(date, v === 1 ? 'dd-mm-yyyy' : 'dd/mm/yyyy');
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      pages.forEach((pl, pi) => {
        if (pi > 0) newPage(doc);
        p.font('Helvetica-Bold', 12).t(supplier.name, L, 40);
        p.font('Helvetica', 8).t(`${supplier.street} · ${supplier.city} · CIF ${printNif(supplier.nif, [1, 0, 2][v]!)}`, L, 56);
        p.font('Helvetica-Bold', 16).r('ALBARÁN', R, 38);
        p.font('Helvetica', 8.5).r(`Nº ${number}  ·  ${dstr}  ·  Página ${pi + 1}/2`, R, 58);
        p.line(L, 72, R, 72, 0.8);
        let y = 84;
        if (pi === 0) {
          p.font('Helvetica-Bold', 8).t(['Cliente', 'Cliente / destinatario', 'Datos del cliente'][v]!, L, y);
          p.font('Helvetica', 9).t(customer.name, L, y + 12).t(customer.street, L, y + 24).t(customer.city, L, y + 36).t(`CIF: ${printNif(customer.nif, 0)}`, L, y + 48);
          p.font('Helvetica-Bold', 8).t('Obra', 330, y);
          p.font('Helvetica', 9).t(rng.pick(WORK_SITES), 330, y + 12).t(`Pedido: ${rng.digits(6)}`, 330, y + 24).t(`Fecha de entrega: ${dstr}`, 330, y + 36);
          y += 70;
        } else {
          p.font('Helvetica', 8.5).t(`${customer.name} · CIF ${printNif(customer.nif, 0)} (continuación)`, L, y);
          y += 20;
        }
        p.fill(L, y, R - L, 15, '#e5e5e5');
        p.font('Helvetica-Bold', 7.5).t('Código', L + 4, y + 4).t('Descripción', 112, y + 4).r('Cantidad', 375, y + 4).t('Ud', 384, y + 4).r('Precio', 465, y + 4).r('Importe', R - 4, y + 4);
        y += 21;
        p.font('Helvetica', 8.5);
        for (const l of pl) {
          p.t(l.code, L + 4, y).t(l.desc, 112, y).r(qty(l.qtyMilli, 'fix0'), 375, y).t(l.unit, 384, y).r(eur(l.price), 465, y).r(eur(l.amount), R - 4, y);
          y += 22;
          p.line(L, y - 7, R, y - 7, 0.2, '#999999');
        }
        p.line(L, y - 7, R, y - 7, 0.5);
        if (pi === 0) {
          p.font('Helvetica-Oblique', 8).r('Continúa en página 2', R, y + 8);
        } else {
          y += 12;
          p.font('Helvetica-Bold', 10).t('Importe total (sin IVA)', 330, y).r(eur(net), R - 4, y);
          y += 40;
          p.font('Helvetica', 8).t('Material en venta. Comprobado en destino por el cliente.', L, y);
          p.rect(L, y + 20, 230, 60, 0.5);
          p.t('Firma cliente', L + 6, y + 25);
        }
      });
    }, { creator: 'Andamios ERP' });
    return { bytes, buyerNif: customer.nif, expected: expectNote({ number, date, supplier, lines }) };
  },
};

// ============================================================ N6. ceramics with a carrier block and "Recibí conforme"

const CERAMICS: Product[] = [
  { code: 'LP-24', desc: 'Ladrillo perforado 24x11,5x10 (palet 380 ud)', unit: 'pal', min: 9800, max: 14500, qMin: 2000, qMax: 16000, qStep: 1000 },
  { code: 'LHD-8', desc: 'Ladrillo hueco doble 24x11,5x8 (palet 420 ud)', unit: 'pal', min: 8400, max: 12800, qMin: 2000, qMax: 16000, qStep: 1000 },
  { code: 'TA-30', desc: 'Bloque termoarcilla 30x19x24', unit: 'ud', min: 88, max: 135, qMin: 300000, qMax: 2400000, qStep: 10000 },
  { code: 'RAS-28', desc: 'Rasilla cerámica 28x14x3', unit: 'ud', min: 22, max: 41, qMin: 500000, qMax: 3000000, qStep: 50000 },
  { code: 'MS-75', desc: 'Mortero seco M-7,5 saco 25 kg', unit: 'saco', min: 240, max: 390, qMin: 20000, qMax: 200000, qStep: 10000 },
  { code: 'PLT-RET', desc: 'Palet de madera retornable', unit: 'ud', min: 800, max: 1200, qMin: 2000, qMax: 16000, qStep: 1000 },
];

const CERAMIC_SUPPLIERS = [
  ['Cerámica La Sagra, S.A.', 'ceramicalasagra.es'],
  ['Tejas y Ladrillos Bailén, S.L.', 'tlbailen.com'],
  ['Cerámicas del Jalón, S.L.', 'ceramicasjalon.es'],
] as const;

const CARRIERS = ['Transportes Hnos. Mugarza, S.L.', 'Logística Ribera Baixa, S.L.', 'Autocares y Camiones Tiétar, S.L.'];

export const noteCarrier: NoteLayout = {
  layout: 'ho-note-carrier',
  kind: 'delivery_note',
  async make(rng, v) {
    const [sname, dom] = CERAMIC_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 0 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const carrierName = CARRIERS[v % 3]!;
    const carrierNif = makeCif(rng, 'B', rng.pick(PLACES).province);
    const date = randomDate(rng);
    const number = [`${rng.digits(2)}-${rng.digits(6)}`, `SAL${rng.digits(6)}`, `A${rng.digits(4)}/26`][v]!;
    const bricks = drawLines(rng, CERAMICS.slice(0, 4), rng.int(1, 3));
    const extras = CERAMICS.slice(4).filter((_, i) => i === 1 || rng.chance(0.5));
    const lines = [...bricks, ...extras.map((prod) => drawLine(rng, prod))];
    const net = sum(lines.map((l) => l.amount));
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.color('#8e3b1f').font('Times-Bold', 17).t(supplier.name, L, 42).color('#000000');
      p.font('Helvetica', 8).t(`Fábrica: ${supplier.street} · ${supplier.city}`, L, 63).t(`Tel. ${supplier.phone} · ${supplier.email} · C.I.F. ${printNif(supplier.nif, [0, 1, 5][v]!)}`, L, 73);
      p.rect(380, 92, 175, 50, 0.8);
      p.font('Helvetica-Bold', 13).c('ALBARÁN', 467, 98);
      p.font('Helvetica', 8.5).t('Número:', 388, 116).t('Fecha:', 388, 129);
      p.font('Helvetica-Bold', 8.5).r(number, 548, 116).r(fmtDate(date, 'dd/mm/yyyy'), 548, 129);
      p.font('Helvetica-Bold', 8).t(['Cliente', 'Destinatario', 'Cliente'][v]!, L, 96);
      p.font('Helvetica', 9).t(customer.name, L, 109).t(customer.street, L, 121).t(customer.city, L, 133).t(`CIF ${printNif(customer.nif, 0)}`, L, 145);
      p.font('Helvetica', 8.5).t(`Lugar de descarga: ${rng.pick(WORK_SITES)}`, L, 166);
      const ty = 190;
      p.line(L, ty, R, ty, 1).line(L, ty + 16, R, ty + 16, 0.5);
      p.font('Helvetica-Bold', 8).t('Artículo', L + 2, ty + 5).t('Descripción', 105, ty + 5).r('Cantidad', 380, ty + 5).t('Unidad', 388, ty + 5).r('Precio', 478, ty + 5).r('Importe', R - 2, ty + 5);
      let y = ty + 24;
      p.font('Helvetica', 9);
      for (const l of lines) {
        p.t(l.code, L + 2, y).t(l.desc, 105, y).r(qty(l.qtyMilli, 'fix0', true), 380, y).t(l.unit, 388, y).r(eur(l.price), 478, y).r(eur(l.amount), R - 2, y);
        y += 17;
      }
      p.line(L, y, R, y, 0.5);
      p.font('Helvetica-Bold', 9.5).t('Suma del albarán', 360, y + 9).r(eur(net), R - 2, y + 9);
      // carrier block
      y = Math.max(y + 40, 360);
      p.rect(L, y, R - L, 58, 0.6);
      p.font('Helvetica-Bold', 8).t('TRANSPORTISTA', L + 6, y + 6);
      p.font('Helvetica', 8.5).t(carrierName, L + 6, y + 20).t(`CIF ${printNif(carrierNif, 1)}`, L + 6, y + 33);
      p.t(`Matrícula: ${rng.digits(4)} ${rng.pick(['HBK', 'JVC', 'LNZ'])}`, 300, y + 20).t(`Conductor: ${rng.pick(['J. Arrieta', 'M. Salcedo', 'R. Fuertes'])}`, 300, y + 33);
      p.t(`Portes: ${v === 1 ? 'debidos' : 'pagados'}`, 300, y + 46);
      y += 80;
      p.font('Helvetica-Bold', 9).t('Recibí conforme', L, y);
      p.font('Helvetica', 8).t('Nombre, DNI y firma del receptor:', L, y + 16);
      p.line(L, y + 60, 280, y + 60, 0.5);
      p.t('Hora de descarga:', 330, y + 16);
      p.font('Helvetica', 7).color('#555555').t('Los palets no devueltos en 60 días se facturarán. Precios sin IVA.', L, 780).color('#000000');
    }, { creator: 'Cerámica ERP' });
    return { bytes, buyerNif: customer.nif, expected: expectNote({ number, date, supplier, lines }) };
  },
};

// ============================================================ N7. paints shop counter ticket (narrow)

const COUNTER: Product[] = [
  { desc: 'Pintura plástica satinada RAL 7035', unit: 'l', min: 690, max: 1190, qMin: 4000, qMax: 60000, qStep: 1000 },
  { desc: 'Esmalte al agua blanco roto', unit: 'l', min: 1190, max: 1790, qMin: 750, qMax: 12000, qStep: 750 },
  { desc: 'Mortero reparación R4 saco', unit: 'kg', min: 95, max: 180, qMin: 25000, qMax: 200000, qStep: 25000 },
  { desc: 'Pasta niveladora interior', unit: 'kg', min: 85, max: 160, qMin: 20000, qMax: 150000, qStep: 5000 },
  { desc: 'Brocha plana nº 50', unit: 'ud', min: 290, max: 590, qMin: 2000, qMax: 12000, qStep: 1000 },
  { desc: 'Rodillo lana 18 cm con mango', unit: 'ud', min: 490, max: 890, qMin: 2000, qMax: 12000, qStep: 1000 },
  { desc: 'Disolvente universal 5 l', unit: 'ud', min: 1190, max: 1890, qMin: 1000, qMax: 6000, qStep: 1000 },
  { desc: 'Lija al agua grano 240', unit: 'ud', min: 45, max: 95, qMin: 10000, qMax: 50000, qStep: 5000 },
];

const COUNTER_SUPPLIERS = [
  ['Droguería y Pinturas Sella, S.L.', 'pinturassella.es'],
  ['Pinturas Cuenca Minera, S.L.', 'pinturascuencaminera.com'],
  ['Color Center Mar Menor, S.L.', 'colorcentermarmenor.es'],
] as const;

export const noteCounter: NoteLayout = {
  layout: 'ho-note-counter',
  kind: 'delivery_note',
  async make(rng, v) {
    const [sname, dom] = COUNTER_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom);
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`T${rng.digits(7)}`, `${rng.int(1, 9)}${rng.digits(6)}`, `TK-${rng.digits(5)}`][v]!;
    const lines = drawLines(rng, COUNTER, rng.int(3, 7));
    const net = sum(lines.map((l) => l.amount));
    const X = 175 + v * 10;
    const W = 240;
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      const cx = X + W / 2;
      let y = 48;
      p.font('Helvetica-Bold', 11).c(supplier.name, cx, y);
      p.font('Helvetica', 7.5).c(supplier.street, cx, y + 15).c(supplier.city, cx, y + 25).c(`CIF ${printNif(supplier.nif, [0, 3, 1][v]!)} · Tel. ${supplier.phone}`, cx, y + 35);
      y += 54;
      p.line(X, y, X + W, y, 0.5, '#000000', 2);
      p.font('Helvetica-Bold', 10).c('ALBARÁN DE ENTREGA', cx, y + 8);
      y += 26;
      p.font('Helvetica', 8).t(`Nº: ${number}`, X, y).r(`Fecha: ${fmtDate(date, 'dd/mm/yyyy')} ${String(rng.int(8, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, X + W, y);
      y += 12;
      p.t(`Vendedor: ${rng.pick(['MARTA', 'JOSÉ L.', 'ÁNGEL', 'NURIA'])}   Caja: ${rng.int(1, 3)}`, X, y);
      y += 16;
      p.font('Helvetica-Bold', 8).t(v === 1 ? 'Cliente de cuenta:' : 'Cliente:', X, y);
      p.font('Helvetica', 8).t(customer.name, X, y + 11).t(`CIF ${printNif(customer.nif, 0)}`, X, y + 21).t(`Obra: ${rng.pick(WORK_SITES)}`, X, y + 31);
      y += 46;
      p.line(X, y, X + W, y, 0.5, '#000000', 2);
      y += 8;
      for (const l of lines) {
        p.font('Helvetica', 8.5).t(l.desc, X, y);
        p.font('Helvetica', 8).t(`   ${qty(l.qtyMilli)} ${l.unit} x ${eur(l.price)}`, X, y + 11).r(eur(l.amount), X + W, y + 11);
        y += 26;
      }
      p.line(X, y, X + W, y, 0.5, '#000000', 2);
      y += 9;
      p.font('Helvetica-Bold', 10).t('TOTAL', X, y).r(`${eur(net)} €`, X + W, y);
      y += 14;
      p.font('Helvetica', 7.5).t('Importe sin IVA - se facturará a fin de mes', X, y);
      y += 14;
      p.t(`Artículos: ${lines.length}`, X, y);
      y += 28;
      p.t('Retira (nombre y firma):', X, y);
      p.line(X, y + 30, X + W, y + 30, 0.4);
      p.font('Helvetica-Oblique', 7).c('Gracias por su visita', cx, y + 42);
    }, { creator: 'TPV' });
    return { bytes, buyerNif: customer.nif, expected: expectNote({ number, date, supplier, lines }) };
  },
};

export const noteLayouts = [noteBoxCells, noteWeighbridge, notePlain, noteUnitCol, noteTwoPage, noteCarrier, noteCounter];
