import { Mulberry32 } from '../rng.js';
import { item, type Item } from './kit.js';

/**
 * What each trade bills: descriptions, units and price ranges in cents, drawn by a seeded
 * generator so every run prints the same lines.
 */

export interface Article {
  code: string;
  description: string;
  unit: string;
  /** Cents per unit, lowest and highest. */
  price: [number, number];
  /** Quantity range and its decimal places. */
  qty: [number, number];
  places: 0 | 1 | 2 | 3;
  rate?: 10 | 21;
}

const a = (code: string, description: string, unit: string, price: [number, number], qty: [number, number], places: 0 | 1 | 2 | 3 = 0, rate?: 10 | 21): Article => ({ code, description, unit, price, qty, places, rate });

export const TRADES = {
  handrails: [
    a('BAR-316-42', 'Barandilla acero inox AISI 316 pasamanos Ø42 mm y montantes', 'ml', [14500, 21800], [6, 48], 2),
    a('BAR-VID-10', 'Barandilla inox con vidrio laminado 5+5 y pinzas', 'ml', [24800, 33900], [4, 26], 2),
    a('PAS-304-50', 'Pasamanos inox AISI 304 Ø50 mm con soportes a pared', 'ml', [5200, 8900], [8, 60], 2),
    a('ESC-CAR-01', 'Escalera caracol inox Ø1600 mm, peldaño chapa lagrimada', 'ud', [390000, 640000], [1, 1]),
    a('PEL-INX-30', 'Peldaño chapa inox antideslizante 30x100 cm', 'ud', [6800, 9900], [12, 36]),
    a('ZAN-IPN-00', 'Zanca de escalera en tubo inox 120x60 mm', 'ml', [11800, 16400], [4, 14], 2),
    a('MON-TAL-00', 'Montaje en obra con anclaje químico', 'h', [3800, 4600], [8, 40], 1),
    a('PUL-SAT-00', 'Pulido satinado y pasivado de soldaduras', 'ml', [900, 1600], [10, 60], 2),
    a('TAP-FIN-42', 'Tapones finales y codos inox Ø42', 'ud', [450, 980], [10, 40]),
  ],
  ceilings: [
    a('TR-6060', 'Falso techo registrable fibra mineral 600x600 mm, perfil visto T-24', 'm²', [1650, 2480], [40, 620], 2),
    a('TR-6012', 'Falso techo registrable fibra mineral 1200x600 acústico alto NRC', 'm²', [2390, 3350], [30, 380], 2),
    a('TR-HIG', 'Placa fibra mineral higiénica para zonas húmedas 600x600', 'm²', [2680, 3120], [12, 90], 2),
    a('TR-ANG', 'Angular perimetral de remate 24x24 mm', 'ml', [210, 390], [60, 420], 1),
    a('TR-CIE', 'Tabica de cierre vertical en cartón yeso', 'ml', [1850, 2600], [8, 60], 1),
    a('TR-TRA', 'Trampilla de registro 600x600 integrada', 'ud', [3900, 5600], [2, 14]),
    a('TR-DES', 'Desmontaje de falso techo existente y retirada', 'm²', [380, 690], [40, 300], 2),
    a('TR-LUM', 'Recorte y remate de placa para luminaria o difusor', 'ud', [420, 780], [10, 60]),
  ],
  wallcoverings: [
    a('PP-VIN', 'Paper vinílic lavable, col·locat, inclosa preparació de parament', 'm²', [1480, 2290], [30, 260], 2),
    a('PP-TNT', 'Paper pintat tèxtil no teixit, col·locat amb adhesiu', 'm²', [1890, 3150], [20, 140], 2),
    a('RV-TEX', 'Revestiment vinílic tèxtil ús intensiu classe B-s1,d0', 'm²', [2450, 3890], [20, 180], 2),
    a('PP-LIS', 'Paper lliscat d\'anivellació (lining)', 'm²', [480, 760], [30, 220], 2),
    a('PP-RET', 'Retirada de paper antic i raspat de parament', 'm²', [390, 640], [20, 160], 2),
    a('PP-CAN', 'Cantoneres de protecció PVC', 'ml', [520, 880], [10, 60], 1),
    a('MO-OFI', 'Mà d\'obra oficial empaperador', 'h', [2800, 3600], [4, 30], 1),
  ],
  raisedFloors: [
    a('ST-600', 'Suelo técnico elevado panel sulfato cálcico 600x600x30 mm', 'm²', [3850, 5200], [40, 480], 2),
    a('ST-PED', 'Pedestal regulable acero galvanizado h 150-200 mm', 'ud', [195, 340], [100, 1400]),
    a('ST-LAM', 'Acabado laminado HPL antiestático', 'm²', [1150, 1900], [40, 480], 2),
    a('ST-RAM', 'Rampa de acceso en suelo técnico con antideslizante', 'ml', [9800, 14500], [1, 6], 1),
    a('ST-REJ', 'Panel con rejilla de ventilación 600x600', 'ud', [6400, 8900], [2, 24]),
    a('ST-ZOC', 'Zócalo perimetral de remate aluminio', 'ml', [780, 1250], [20, 160], 1),
    a('ST-CAJ', 'Caja de registro eléctrica 4 bases empotrada', 'ud', [4200, 6100], [4, 40]),
  ],
  ropeAccess: [
    a('TV-LIM', 'Limpieza de fachada acristalada mediante trabajos verticales', 'm²', [280, 520], [200, 1800], 0),
    a('TV-SEL', 'Sellado de juntas de fachada con masilla de poliuretano', 'ml', [650, 1180], [40, 420], 1),
    a('TV-RED', 'Red antipalomas de polietileno con cable perimetral', 'm²', [1450, 2200], [20, 160], 2),
    a('TV-SAN', 'Saneado de cornisa y frentes de forjado', 'ml', [2400, 3800], [10, 90], 1),
    a('TV-HOR', 'Hora de operario cualificado en cuerda (IRATA)', 'h', [3500, 4800], [6, 40], 0),
    a('TV-ANC', 'Instalación de punto de anclaje tipo A EN 795', 'ud', [9500, 14000], [2, 12]),
    a('TV-DES', 'Desplazamiento y montaje de líneas de vida', 'ud', [18000, 32000], [1, 1]),
  ],
  pestControl: [
    a('DES-MEN', 'Servicio mensual de desratización, cebaderos de seguridad en obra', 'ud', [9500, 16500], [1, 1]),
    a('DSI-INS', 'Desinsectación de sótanos y casetas (tratamiento residual)', 'ud', [12000, 21000], [1, 2]),
    a('LEG-ACS', 'Tratamiento de choque antilegionela en red de ACS', 'ud', [28000, 46000], [1, 1]),
    a('LEG-MUE', 'Toma de muestra y análisis Legionella en laboratorio acreditado', 'ud', [5800, 8400], [1, 6]),
    a('DSF-CAS', 'Desinfección de casetas de obra y comedor', 'ud', [7500, 11500], [1, 4]),
    a('PAL-PIN', 'Pinchos antipalomas en cornisa de policarbonato', 'ml', [1200, 1900], [10, 80], 1),
    a('CEB-REP', 'Reposición de cebos rodenticidas', 'ud', [380, 640], [10, 60]),
  ],
  interiorFees: [
    a('', 'Anteproyecto de interiorismo y propuesta de materiales', 'ud', [150000, 320000], [1, 1]),
    a('', 'Proyecto de ejecución de interiorismo: planos, mediciones y detalles', 'ud', [280000, 560000], [1, 1]),
    a('', 'Dirección de obra de interiorismo (visitas mensuales)', 'mes', [60000, 110000], [1, 3]),
    a('', 'Renders fotorrealistas de zonas comunes', 'ud', [18000, 32000], [2, 8]),
    a('', 'Selección de mobiliario y acabados, hojas de especificación', 'h', [4500, 6500], [6, 30]),
  ],
  polishing: [
    a('PUL-TER', 'PULIDO Y ABRILLANTADO DE TERRAZO EXISTENTE', 'M2', [950, 1680], [60, 900], 2),
    a('CRI-MAR', 'CRISTALIZADO DE MARMOL CON PIEDRA POMEZ Y LANA ACERO', 'M2', [720, 1290], [40, 600], 2),
    a('DES-HOR', 'DESBASTE DE HORMIGON CON DIAMANTE GRANO 40', 'M2', [480, 860], [100, 1200], 2),
    a('GRA-ACE', 'GRANALLADO DE SOLERA PARA RESINA', 'M2', [390, 690], [100, 1400], 2),
    a('REP-JUN', 'REPASO DE JUNTAS Y PLASTECIDO', 'ML', [210, 420], [20, 300], 1),
    a('DES-MAQ', 'DESPLAZAMIENTO DE MAQUINARIA', 'UD', [6000, 12000], [1, 1]),
    a('PUL-PEL', 'PULIDO DE PELDAÑO Y TABICA', 'UD', [1150, 1900], [12, 60]),
  ],
  vinylFloors: [
    a('VIN-LVT', 'Suelo vinílico LVT en lamas, colocado', 'm²', [2890, 4150], [30, 340], 2, 10),
    a('LIN-25', 'Linóleo natural 2,5 mm en rollo, soldado en caliente', 'm²', [3150, 4300], [30, 260], 2, 10),
    a('DEP-PU', 'Pavimento deportivo PVC multicapa 6,5 mm', 'm²', [3400, 5200], [60, 420], 2, 21),
    a('NIV-AUT', 'Autonivelante previo de 3 mm', 'm²', [690, 1150], [30, 340], 2, 10),
    a('ROD-SAN', 'Rodapié sanitario vinílico con media caña', 'ml', [920, 1480], [20, 180], 1, 10),
    a('MAR-DEP', 'Marcaje de líneas de juego', 'ud', [38000, 72000], [1, 1], 0, 21),
    a('PER-ESC', 'Perfil de peldaño vinílico con nariz', 'ml', [1450, 2100], [8, 40], 1, 21),
  ],
  solarFilm: [
    a('LSC-70', 'Lámina de control solar plata 70 exterior, colocada', 'm²', [4200, 5900], [10, 140], 2),
    a('LSG-4M', 'Lámina de seguridad 4 mil (100 µ) transparente', 'm²', [3600, 4900], [10, 90], 2),
    a('LDE-ARE', 'Lámina decorativa efecto arenado con corte', 'm²', [3900, 5600], [6, 60], 2),
    a('VIN-COR', 'Vinilo de corte para franja de señalización', 'ml', [850, 1400], [10, 80], 1),
    a('RET-LAM', 'Retirada de lámina antigua y limpieza de vidrio', 'm²', [900, 1500], [10, 80], 2),
    a('DES-INS', 'Desplazamiento de equipo de instalación', 'ud', [4500, 9000], [1, 1]),
  ],
  wallcoveringNotes: [
    a('P-10215', 'Papel vinílico colección Nórdica rollo 10,05x0,53', 'rollo', [1890, 3450], [6, 60]),
    a('P-22870', 'Revestimiento mural textil vinílico 1,30 m ancho', 'ml', [1650, 2900], [10, 120], 1),
    a('A-00412', 'Adhesivo para papel vinílico cubo 10 kg', 'ud', [2380, 3100], [1, 8]),
    a('P-30044', 'Papel de fondo (lining) 1000 g rollo', 'rollo', [890, 1450], [4, 30]),
    a('H-00120', 'Cepillo de empapelar y espátula de alisado', 'ud', [650, 980], [1, 6]),
    a('P-41102', 'Fotomural a medida impresión digital', 'm²', [3200, 4800], [4, 24], 2),
  ],
  inoxNotes: [
    a('T316-4215', 'Tubo inox AISI 316 Ø42,4x1,5 mm satinado', 'ml', [1280, 1890], [6, 72], 0),
    a('T304-5015', 'Tubo inox AISI 304 Ø50,8x1,5 mm pulido', 'ml', [1050, 1560], [6, 60], 0),
    a('SOP-42P', 'Soporte pasamanos a pared Ø42 con placa', 'ud', [690, 1150], [8, 60]),
    a('PIN-VID', 'Pinza sujeta-vidrio 8-10,76 mm', 'ud', [420, 760], [16, 120]),
    a('COD-42', 'Codo 90º inox Ø42,4', 'ud', [380, 640], [6, 40]),
    a('TAP-42', 'Tapón final abombado Ø42,4', 'ud', [150, 290], [6, 40]),
    a('PLE-BAS', 'Pletina base para montante 100x100x8', 'ud', [890, 1340], [8, 40]),
    a('VAR-12', 'Varilla maciza inox Ø12 mm', 'ml', [540, 820], [12, 120], 0),
  ],
  ceilingNotes: [
    a('S-6060-M', 'Sabai plaka / Placa fibra mineral 600x600x15', 'm²', [780, 1240], [28.8, 432], 1),
    a('P-T24-37', 'Perfil primario T-24 3600 mm', 'ud', [260, 410], [20, 160]),
    a('P-T24-12', 'Perfil secundario T-24 1200 mm', 'ud', [90, 160], [40, 400]),
    a('P-T24-06', 'Perfil secundario T-24 600 mm', 'ud', [48, 90], [40, 400]),
    a('A-ANG-30', 'Angular perimetral 24x24 3000 mm', 'ud', [160, 280], [20, 120]),
    a('V-VAR-10', 'Varilla roscada M6 1000 mm con cuelgue', 'ud', [55, 110], [40, 400]),
    a('K-CAJ-12', 'Caja placa acústica 1200x600 (8 ud)', 'caja', [4600, 6900], [2, 20]),
  ],
  sealantNotes: [
    a('SIL-NEU-300', 'SILICONA NEUTRA BLANCA 300 ML', 'ud', [360, 620], [12, 96]),
    a('PU-40-600', 'MASILLA POLIURETANO PU40 GRIS 600 ML', 'ud', [690, 980], [12, 60]),
    a('ESP-PIS-750', 'ESPUMA POLIURETANO PISTOLA 750 ML', 'ud', [540, 890], [6, 48]),
    a('MS-POL-290', 'SELLADOR MS POLIMERO 290 ML', 'ud', [620, 940], [12, 48]),
    a('FON-JUN-10', 'FONDO DE JUNTA Ø10 MM', 'ml', [8, 19], [50, 500]),
    a('CAJ-SIL-25', 'CAJA SILICONA ACETICA TRANSP. 25 UDS', 'caja', [6800, 9200], [1, 6]),
    a('PIS-APL', 'PISTOLA APLICADORA PROFESIONAL', 'ud', [1250, 1890], [1, 4]),
  ],
  vinylNotes: [
    a('HET-200', 'Pavimento vinílico heterogéneo rollo 2 m', 'm²', [1480, 2290], [20, 240], 2),
    a('HOM-200', 'Pavimento vinílico homogéneo hospitalario', 'm²', [2190, 3150], [20, 180], 2),
    a('LVT-CLK', 'Lama LVT click 5 mm (caja 2,2 m²)', 'caja', [3650, 5200], [4, 60]),
    a('ADH-AC', 'Adhesivo acrílico para vinílico 15 kg', 'ud', [6400, 8900], [1, 10]),
    a('COR-SOL', 'Cordón de soldadura (rollo 50 m)', 'rollo', [1150, 1690], [1, 8]),
    a('MOQ-PAN', 'Moqueta en losetas 50x50 (caja 5 m²)', 'caja', [7200, 10900], [2, 30]),
    a('IMP-PRE', 'Imprimación para recrecidos 5 kg', 'ud', [2650, 3400], [1, 6]),
    a('ROD-PVC', 'Rodapié PVC 7 cm', 'ml', [180, 320], [20, 200], 0),
  ],
  mouldingNotes: [
    a('MOL-CLA-10', 'Moldura de escayola clásica 10 cm', 'ml', [680, 1150], [10, 90], 1),
    a('MOL-LIS-06', 'Moldura lisa 6 cm', 'ml', [390, 650], [10, 120], 1),
    a('FOS-LED-15', 'Foseado para tira LED 15 cm', 'ml', [1250, 1890], [6, 60], 1),
    a('FLO-060', 'Florón de escayola Ø60 cm', 'ud', [3800, 6200], [1, 8]),
    a('PLA-LIS', 'Placa de escayola lisa 60x60 (caja 10 ud)', 'caja', [2100, 2900], [2, 20]),
    a('ESC-SAC', 'Escayola E-35 saco 20 kg', 'saco', [480, 720], [4, 40]),
  ],
} satisfies Record<string, Article[]>;

/** `n` distinct articles of a trade with drawn quantities and prices, in catalogue order. */
export function draw(rng: Mulberry32, articles: readonly Article[], n: number, o: { discounts?: boolean; rate?: 10 | 21 } = {}): Item[] {
  const chosen = rng.sample(articles.map((_, i) => i), n).sort((x, y) => x - y);
  return chosen.map((k) => {
    const art = articles[k];
    const scale = 10 ** art.places;
    const q = rng.int(Math.round(art.qty[0] * scale), Math.round(art.qty[1] * scale)) / scale;
    const price = rng.int(art.price[0], art.price[1]);
    const discount = o.discounts && rng.chance(0.6) ? rng.pick([5, 10, 12, 15, 20]) : undefined;
    return item(art.description, q.toFixed(art.places), art.unit, price, { code: art.code || undefined, discount, rate: o.rate ?? art.rate });
  });
}
