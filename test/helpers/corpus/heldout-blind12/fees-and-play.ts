import type { CorpusDocument } from '../types.js';
import { cif, dashed, type DateStyle, day, dni, euros, figures, Ink, type Item, item, nie, quantity, Sheet } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './truth.js';

/**
 * Two invoice layouts of the fourteenth held-out set: a landscape architect's fees with the
 * document's data down a right-hand column (IRPF 15 %, 7 % or none), and playground equipment
 * under a centred letterhead with its totals in boxed cells at the page foot.
 */

interface Fees {
  seller: Party;
  profession: string;
  buyer: Party;
  number: string;
  date: string;
  due: string;
  dates: DateStyle;
  project: string;
  items: Item[];
  irpf: number;
  /** The hard variant: the withholding added to the total instead of taken off it. */
  irpfAdded?: boolean;
}

async function landscapeFees(id: string, s: Fees): Promise<CorpusDocument> {
  const sheet = new Sheet('Holded');
  const ink = new Ink(sheet, 'Helvetica', 9);
  const f = figures(s.items, { irpf: s.irpf });
  if (s.irpfAdded) f.total = f.base + f.vat + f.irpf;
  // Left column: who bills and whom.
  ink.text(s.seller.name, 40, 44, { size: 13, bold: true });
  ink.text(s.profession, 40, 62, { size: 8.5, italic: true });
  s.seller.address.forEach((l, i) => ink.text(l, 40, 78 + i * 12));
  const y0 = 78 + s.seller.address.length * 12;
  ink.text(`${s.seller.id.startsWith('B') ? 'CIF' : 'NIF'}: ${s.seller.id}`, 40, y0);
  ink.text(s.seller.mail!, 40, y0 + 12);
  ink.text('CLIENTE', 40, 160, { size: 7, bold: true, color: '#3d6b4f' });
  ink.text(s.buyer.name, 40, 172, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 40, 184 + i * 12));
  ink.text(`CIF: ${s.buyer.id}`, 40, 184 + s.buyer.address.length * 12);
  // Right column: the document's data as label and value.
  ink.text('FACTURA', 340, 44, { size: 13, bold: true, color: '#3d6b4f' });
  const data: Array<[string, string]> = [
    ['Número', s.number],
    ['Fecha', day(s.date, s.dates)],
    ['Vencimiento', day(s.due, s.dates)],
    ['Proyecto', s.project],
    ['Forma de pago', 'Transferencia'],
  ];
  data.forEach(([l, v], i) => {
    ink.text(l, 340, 70 + i * 15, { color: '#666666' });
    ink.right(v, 555, 70 + i * 15, { bold: i === 0 });
  });
  let y = 260;
  sheet.line(40, y, 555, y, { stroke: '#3d6b4f', width: 1.5 });
  ink.text('Concepto', 40, y + 6, { bold: true });
  ink.right('Importe', 555, y + 6, { bold: true });
  sheet.line(40, y + 20, 555, y + 20, { stroke: '#3d6b4f' });
  y += 30;
  for (const it of s.items) {
    ink.wrap(it.text, 400).forEach((part, i) => ink.text(part, 40, y + i * 12));
    ink.right(`${euros(it.amount)} €`, 555, y);
    y += ink.wrap(it.text, 400).length * 12 + 8;
  }
  sheet.line(40, y, 555, y, { stroke: '#3d6b4f' });
  y += 12;
  const totals: Array<[string, string]> = [
    ['Base imponible', `${euros(f.base)} €`],
    ['IVA 21 %', `${euros(f.vat)} €`],
  ];
  if (s.irpf) totals.push([`Retención IRPF ${s.irpf} %`, `-${euros(f.irpf)} €`]);
  totals.push([s.irpf ? 'Total a percibir' : 'Total factura', `${euros(f.total)} €`]);
  totals.forEach(([l, v], i) => {
    const last = i === totals.length - 1;
    ink.text(l, 360, y + i * 15, { bold: last });
    ink.right(v, 555, y + i * 15, { bold: last });
  });
  ink.text('IBAN ES79 2100 0813 6101 2345 6789', 40, y);
  ink.text('Gracias por su confianza.', 40, y + 14, { size: 7.5, color: '#666666' });
  if (s.seller.registry) ink.text(s.seller.registry, 40, 805, { size: 6.5 });
  return invoiceDoc({
    id,
    layout: 'landscape-architect',
    bytes: await sheet.bytes(),
    seller: s.seller,
    buyer: s.buyer,
    number: s.number,
    date: s.date,
    due: s.due,
    f,
    hard: s.irpfAdded ? 'the 15 % IRPF withholding printed as a deduction is added to the total instead of taken off it' : undefined,
  });
}

const FERNANDEZ: Party = {
  name: 'Lucía Fernández-Villaverde Ortiz',
  id: dni('02847561'),
  address: ['C/ de Fuencarral, 121, 4º izq.', '28010 Madrid'],
  mail: 'lucia@fvpaisaje.es',
};

export function landscapeArchitectInvoices(): Promise<CorpusDocument>[] {
  return [
    landscapeFees('heldout-blind12-landscape-architect-1', {
      seller: FERNANDEZ,
      profession: 'Arquitecta paisajista · Máster en Paisajismo (UPM)',
      buyer: BUYERS.iturbe,
      number: 'LFV-2026-014',
      date: '2026-04-15',
      due: '2026-05-15',
      dates: 'd/m/Y',
      project: 'Jardines Residencial Arturo Soria',
      irpf: 15,
      items: [
        item('Proyecto de ejecución de jardinería y riego, 40 % de los honorarios pactados', '1', 'ud', 684000),
        item('Visitas de dirección de obra de plantación, marzo y abril (6 visitas)', '6', 'ud', 18000),
      ],
    }),
    landscapeFees('heldout-blind12-landscape-architect-2', {
      seller: {
        name: 'Matteo Rinaldi',
        id: nie('Y', '4827163'),
        address: ['C/ del Consell de Cent, 287, 1º 2ª', '08007 Barcelona'],
        mail: 'studio@matteorinaldi.eu',
      },
      profession: 'Paisajista · Landscape architect',
      buyer: BUYERS.mediterraneo,
      number: '2026/09',
      date: '2026-07-20',
      due: '2026-08-19',
      dates: 'Y-m-d',
      project: 'Parc de la Marjal, Paterna',
      irpf: 7,
      items: [
        item('Estudio de paisaje y anteproyecto del parque (fase 1)', '1', 'ud', 412500),
        item('Plan de plantaciones y selección de especies en vivero', '1', 'ud', 138000),
        item('Infografías y planos para la presentación municipal', '1', 'ud', 96000),
      ],
    }),
    landscapeFees('heldout-blind12-landscape-architect-3', {
      seller: {
        name: 'Estudio de Paisaje Ábside, S.L.P.',
        id: cif('B', '9086234'),
        address: ['C/ San Vicente, 54, bajo', '41002 Sevilla'],
        mail: 'administracion@absidepaisaje.com',
        registry: 'Estudio de Paisaje Ábside, S.L.P. Inscrita en el Registro Mercantil de Sevilla, Tomo 6.204, Folio 21, Hoja SE-109372',
      },
      profession: 'Sociedad profesional de arquitectura del paisaje',
      buyer: BUYERS.guadalquivir,
      number: 'A-2026-0311',
      date: '2026-10-30',
      due: '2026-11-29',
      dates: 'd-m-Y',
      project: 'Urbanización Huerta del Rey',
      irpf: 0,
      items: [
        item('Dirección de obra de paisajismo, certificación de octubre', '1', 'ud', 275000),
        item('Redacción del plan de mantenimiento de zonas verdes', '1', 'ud', 148500),
      ],
    }),
    landscapeFees('heldout-blind12-hard-irpf-added', {
      seller: FERNANDEZ,
      profession: 'Arquitecta paisajista · Máster en Paisajismo (UPM)',
      buyer: BUYERS.tajo,
      number: 'LFV-2026-022',
      date: '2026-06-30',
      due: '2026-07-30',
      dates: 'd/m/Y',
      project: 'Zonas verdes sector Valparaíso',
      irpf: 15,
      irpfAdded: true,
      items: [
        item('Anteproyecto de zonas verdes y arbolado viario', '1', 'ud', 356000),
        item('Levantamiento del arbolado existente (142 ejemplares)', '142', 'ud', 1100),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- playground equipment

interface Playground {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  due: string;
  dates: DateStyle;
  site: string;
  items: Item[];
  /** The CIF only in the registry footer. */
  idInFooter: boolean;
  color: string;
}

async function playground(id: string, s: Playground): Promise<CorpusDocument> {
  const sheet = new Sheet('TPV Gestión');
  const ink = new Ink(sheet, 'Helvetica', 8.5);
  const f = figures(s.items);
  const C = 297.6;
  ink.center(s.seller.brand!, C, 36, { size: 22, bold: true, color: s.color });
  ink.center(s.seller.name, C, 64, { bold: true });
  ink.center(s.seller.address.join(' · '), C, 77);
  ink.center(s.idInFooter ? `Tel. ${s.seller.phone} · ${s.seller.mail}` : `CIF ${s.seller.id} · Tel. ${s.seller.phone} · ${s.seller.mail}`, C, 89);
  sheet.line(40, 106, 555, 106, { stroke: s.color, width: 2 });
  ink.text(`FACTURA Nº ${s.number}`, 40, 122, { size: 12, bold: true });
  ink.right(`Fecha: ${day(s.date, s.dates)}`, 555, 124, { size: 10 });
  ink.text('Cliente', 40, 150, { size: 7, color: '#777777' });
  ink.text(s.buyer.name, 40, 161, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 40, 173 + i * 11));
  ink.text(`CIF ${s.buyer.id}`, 40, 173 + s.buyer.address.length * 11);
  ink.text('Obra', 330, 150, { size: 7, color: '#777777' });
  ink.text(s.site, 330, 161);
  let y = 236;
  const col = { text: 44, qty: 400, price: 475, amount: 551 };
  sheet.rect(40, y, 515, 16, { fill: s.color });
  ink.text('Descripción', col.text, y + 4.5, { bold: true, color: 'white' });
  ink.right('Uds.', col.qty, y + 4.5, { bold: true, color: 'white' });
  ink.right('P. unitario', col.price, y + 4.5, { bold: true, color: 'white' });
  ink.right('Importe', col.amount, y + 4.5, { bold: true, color: 'white' });
  y += 16;
  s.items.forEach((it, i) => {
    if (i % 2 === 1) sheet.rect(40, y, 515, 16, { fill: '#f2f2f2' });
    ink.text(it.unit === 'ud' ? it.text : `${it.text} (${it.unit})`, col.text, y + 4.5);
    ink.right(quantity(it.qty, it.unit === 'ud' ? 0 : 2), col.qty, y + 4.5);
    ink.right(euros(it.price), col.price, y + 4.5);
    ink.right(euros(it.amount), col.amount, y + 4.5);
    y += 16;
  });
  ink.text(`Vencimiento: ${day(s.due, s.dates)} · Transferencia a ES12 0049 1500 0512 3456 7892`, 40, y + 16, { size: 8 });
  ink.text('Equipos conformes a UNE-EN 1176 y pavimento a UNE-EN 1177. Garantía de 5 años.', 40, y + 30, { size: 8 });
  // Totals in a row of boxed cells at the foot, the labels inside the top of each cell.
  const cells: Array<[string, string]> = [
    ['BASE IMPONIBLE', euros(f.base)],
    ['IVA 21 %', euros(f.vat)],
    ['TOTAL FACTURA', `${euros(f.total)} €`],
  ];
  cells.forEach(([l, v], i) => {
    const x = 227 + i * 110;
    sheet.rect(x, 730, 110, 38, i === 2 ? { stroke: s.color, width: 1.5 } : {});
    ink.text(l, x + 5, 734, { size: 6.5, color: '#555555' });
    ink.right(v, x + 105, 751, { size: 10, bold: i === 2 });
  });
  ink.center(s.seller.registry!, C, 800, { size: 6.5 });
  return invoiceDoc({ id, layout: 'playground', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

export function playgroundInvoices(): Promise<CorpusDocument>[] {
  const columpiaId = dashed(cif('A', '4137628'));
  return [
    playground('heldout-blind12-playground-1', {
      seller: {
        name: 'Juegos Infantiles Ludopark, S.L.',
        brand: 'LUDOPARK',
        id: dashed(cif('B', '4710395')),
        address: ['Pol. Ind. San Cristóbal, C/ Plata, 22', '47012 Valladolid'],
        phone: '983 21 40 77',
        mail: 'pedidos@ludopark.es',
        registry: 'Juegos Infantiles Ludopark, S.L. · Registro Mercantil de Valladolid, Tomo 1.544, Folio 187, Hoja VA-27716',
      },
      buyer: BUYERS.orbigo,
      number: 'LP-26/0215',
      date: '2026-06-04',
      due: '2026-07-04',
      dates: 'd/m/Y',
      site: 'Área de juegos 2, Parque Lineal',
      idInFooter: false,
      color: '#e67e22',
      items: [
        item('Conjunto multijuego «Castillo» ref. LP-MJ08', '1', 'ud', 1286000),
        item('Columpio doble con asiento cuna y plano', '2', 'ud', 164000),
        item('Balancín de muelle «Caballito»', '3', 'ud', 48500),
        item('Pavimento continuo de caucho EPDM e=40 mm', '186.5', 'm²', 6480),
        item('Montaje e instalación con anclajes', '1', 'ud', 245000),
        item('Certificado de inspección de instalación', '1', 'ud', 32000),
      ],
    }),
    playground('heldout-blind12-playground-2', {
      seller: {
        name: 'Parques y Áreas de Juego Columpia, S.A.',
        brand: 'COLUMPIA',
        id: columpiaId,
        address: ['Parque Empresarial Nuevo Torneo, C/ Astronomía, 1', '41015 Sevilla'],
        phone: '954 90 36 18',
        mail: 'administracion@columpia.es',
        registry: `Parques y Áreas de Juego Columpia, S.A. · CIF ${columpiaId} · R.M. de Sevilla, Tomo 5.812, Folio 44, Hoja SE-97310`,
      },
      buyer: BUYERS.guadalquivir,
      number: 'F26-1088',
      date: '2026-09-15',
      due: '2026-11-14',
      dates: 'd-m-Y',
      site: 'Plaza del Cronista, Sevilla',
      idInFooter: true,
      color: '#2471a3',
      items: [
        item('Tirolina doble 25 m con plataformas', '1', 'ud', 982000),
        item('Red de trepa piramidal 5 m', '1', 'ud', 1154000),
        item('Losetas de caucho 50x50x60 mm', '142', 'm²', 5290),
        item('Valla perimetral de madera h=0,9 m', '64', 'ml', 4850),
        item('Cartel de normas de uso del área', '1', 'ud', 21500),
      ],
    }),
    playground('heldout-blind12-playground-3', {
      seller: {
        name: 'Instalaciones Lúdicas Cierzo, S. Coop.',
        brand: 'CIERZO JUEGOS',
        id: dashed(cif('F', '5039218')),
        address: ['C/ Río Ésera, 7, nave 4 (Pol. Cogullada)', '50014 Zaragoza'],
        phone: '976 47 12 35',
        mail: 'facturacion@cierzojuegos.coop',
        registry: 'Instalaciones Lúdicas Cierzo, S. Coop. · Registro de Cooperativas de Aragón, nº Z-1187',
      },
      buyer: BUYERS.tajo,
      number: '0000737',
      date: '2026-12-01',
      due: '2026-12-31',
      dates: 'd.m.y',
      site: 'Parque infantil Avda. del Río, Toledo',
      idInFooter: false,
      color: '#8e44ad',
      items: [
        item('Juego de muelle doble «Barca»', '2', 'ud', 61200),
        item('Tobogán de acero inoxidable h=1,50 m', '1', 'ud', 347000),
        item('Arenero de madera 3x3 m con tapa', '1', 'ud', 118500),
        item('Caucho continuo SBR+EPDM e=50 mm', '96.25', 'm²', 7140),
        item('Banco de madera reciclada', '4', 'ud', 29800),
      ],
    }),
  ];
}
