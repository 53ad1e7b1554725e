/** What each trade of this set sells: codes, descriptions, units, price and quantity ranges. */
import type { Item } from './content.js';

type Row = [code: string, text: string, unit: string, lo: number, hi: number, qMin: number, qMax: number, qDec: number, rate?: number];

const items = (rows: Row[]): Item[] =>
  rows.map(([code, text, unit, lo, hi, qMin, qMax, qDec, rate]) => ({ code, text, unit, price: [lo, hi], qty: [qMin, qMax, qDec], rate }));

export const LIFTS = items([
  ['ASC-630', 'Ascensor eléctrico sin cuarto de máquinas, 630 kg / 8 personas, 1,0 m/s, 6 paradas', 'ud', 1890000, 2650000, 1, 1, 0],
  ['ASC-450', 'Ascensor eléctrico 450 kg / 6 personas con puertas telescópicas automáticas', 'ud', 1520000, 1980000, 1, 2, 0],
  ['PPI-E30', 'Puerta de piso automática EN 81-58, clasificación E30', 'ud', 98000, 132000, 4, 12, 0],
  ['MON-OBR', 'Montacargas de obra de cremallera 1.500 kg (alquiler mensual)', 'mes', 118000, 156000, 1, 4, 0],
  ['PLT-SVE', 'Plataforma salvaescaleras para silla de ruedas, tramo recto', 'ud', 640000, 820000, 1, 1, 0],
  ['HIT-GUI', 'Hito de montaje: guías, amortiguadores y bastidor de cabina', 'ud', 350000, 520000, 1, 1, 0],
  ['OCA-INI', 'Inspección inicial por OCA y legalización ante Industria', 'ud', 42000, 68000, 1, 1, 0],
  ['HUE-ADP', 'Adaptación de hueco: gancho de izado y anclajes de guías', 'ud', 18500, 32000, 1, 3, 0],
  ['MAN-TRI', 'Mantenimiento preventivo de ascensor (trimestre)', 'trim', 28000, 39000, 1, 2, 0],
  ['TEL-GSM', 'Línea de emergencia bidireccional con módulo GSM', 'ud', 21000, 29500, 1, 3, 0],
]);

export const FIRE = items([
  ['EXT-PS6', 'Extintor de polvo ABC 6 kg, eficacia 27A-183B-C', 'ud', 3200, 4200, 12, 40, 0],
  ['EXT-CO5', 'Extintor de CO2 5 kg, eficacia 89B', 'ud', 7200, 9400, 4, 12, 0],
  ['ROC-K80', 'Rociador colgante K80, 68 °C, respuesta rápida', 'ud', 540, 780, 80, 260, 0],
  ['TUB-D50', 'Tubería de acero negro DN50 ranurada, con soportes', 'm', 1180, 1690, 60, 240, 1],
  ['BIE-25', 'Boca de incendio equipada BIE-25 con armario y manguera de 20 m', 'ud', 26500, 33800, 4, 12, 0],
  ['CDI-2L', 'Central de detección analógica de 2 lazos', 'ud', 118000, 162000, 1, 1, 0],
  ['DET-OPT', 'Detector óptico de humos analógico con base', 'ud', 3400, 4850, 20, 90, 0],
  ['PUL-ALR', 'Pulsador de alarma rearmable con tapa', 'ud', 1850, 2600, 6, 20, 0],
  ['SEN-FOT', 'Señal fotoluminiscente de evacuación 297×210 mm', 'ud', 640, 980, 20, 60, 0],
  ['GRP-PCI', 'Grupo de presión contra incendios UNE 23500, 30 m³/h', 'ud', 860000, 1240000, 1, 1, 0],
  ['MO-PCI', 'Mano de obra de instalador PCI', 'h', 2800, 3600, 24, 120, 0],
]);

export const SOLAR = items([
  ['FV-M450', 'Módulo fotovoltaico monocristalino 450 Wp', 'ud', 10500, 14800, 20, 64, 0],
  ['FV-INV20', 'Inversor trifásico 20 kW con monitorización', 'ud', 210000, 285000, 1, 2, 0],
  ['FV-EST', 'Estructura coplanar de aluminio para cubierta de chapa', 'kWp', 4800, 7200, 9, 29, 2],
  ['FV-CAB6', 'Cable solar H1Z2Z2-K 1×6 mm²', 'm', 92, 135, 120, 480, 0],
  ['FV-CPR', 'Cuadro de protecciones CC/CA con descargadores', 'ud', 62000, 89000, 1, 2, 0],
  ['FV-MO', 'Montaje e instalación de la planta fotovoltaica', 'kWp', 11000, 16500, 9, 29, 2],
  ['FV-LEG', 'Legalización, certificado de instalación y registro de autoconsumo', 'ud', 45000, 78000, 1, 1, 0],
  ['FV-BAT', 'Batería de litio 10 kWh con gestor', 'ud', 390000, 520000, 1, 2, 0],
  ['FV-AVT', 'Vatímetro bidireccional y sistema antivertido', 'ud', 28000, 41000, 1, 1, 0],
]);

export const CRANE = items([
  ['GT-132', 'Grúa torre 132 EC-H8, pluma 50 m, altura bajo gancho 35 m', 'mes', 210000, 285000, 1, 1, 0],
  ['GT-OPE', 'Gruísta con carné de operador (horas)', 'h', 2800, 3400, 60, 176, 0],
  ['GT-SEG', 'Seguro de responsabilidad civil y daños de la grúa', 'mes', 9500, 14500, 1, 1, 0],
  ['GT-MAN', 'Mantenimiento mensual de la grúa', 'mes', 19000, 26500, 1, 1, 0],
  ['GT-CEL', 'Cuadro eléctrico de obra para grúa', 'mes', 4500, 7200, 1, 1, 0],
  ['AN-EUR', 'Andamio tubular europeo en fachada (m² montados)', 'm²', 280, 420, 300, 1200, 0],
  ['AN-MON', 'Montaje y desmontaje de andamio', 'm²', 450, 690, 100, 600, 0],
  ['AN-RED', 'Red de protección y lona microperforada', 'm²', 95, 160, 200, 900, 0],
  ['PL-ART', 'Plataforma elevadora articulada diésel 16 m', 'día', 9500, 13800, 3, 22, 0],
  ['PL-TIJ', 'Plataforma de tijera eléctrica 10 m', 'día', 5200, 7600, 3, 22, 0],
  ['TR-GON', 'Transporte de elementos de grúa en góndola', 'viaje', 68000, 92000, 1, 2, 0],
  ['AU-60T', 'Grúa autopropulsada 60 t para montaje o desmontaje', 'h', 14500, 19800, 4, 10, 0],
  ['OC-REV', 'Revisión periódica por OCA', 'ud', 32000, 48000, 1, 1, 0],
  ['LA-BAS', 'Lastre de hormigón para base (alquiler)', 'mes', 18000, 26000, 1, 1, 0],
]);

export const WATERPROOFING = items([
  ['01.01', 'Limpieza y preparación del soporte con imprimación asfáltica', 'm²', 180, 320, 180, 850, 2],
  ['01.02', 'Lámina asfáltica LBM-40/FP de betún elastómero SBS, totalmente adherida', 'm²', 980, 1450, 180, 850, 2],
  ['01.03', 'Lámina autoprotegida LBM-50/G-FP con acabado mineral', 'm²', 1150, 1680, 180, 850, 2],
  ['01.04', 'Membrana EPDM de 1,2 mm con fijación mecánica', 'm²', 1650, 2380, 120, 600, 2],
  ['01.05', 'Membrana de PVC-P de 1,5 mm armada, soldada por aire caliente', 'm²', 1490, 2100, 120, 600, 2],
  ['01.06', 'Poliurea pura proyectada en caliente, espesor 2 mm', 'm²', 2450, 3400, 60, 300, 2],
  ['01.07', 'Geotextil de polipropileno de 150 g/m²', 'm²', 110, 210, 180, 850, 2],
  ['01.08', 'Sumidero sifónico de EPDM con paragravillas', 'ud', 3800, 6200, 4, 16, 0],
  ['01.09', 'Remate perimetral de chapa galvanizada prelacada', 'm', 1450, 2200, 30, 140, 1],
  ['01.10', 'Prueba de estanqueidad por inundación durante 24 h', 'ud', 18000, 32000, 1, 1, 0],
]);

export const GEOTECH_FIRM = items([
  ['S-101', 'Sondeo mecánico a rotación con extracción continua de testigo, Ø 101 mm', 'm', 4800, 6400, 20, 60, 2],
  ['SPT', 'Ensayo de penetración estándar (SPT)', 'ud', 3800, 5200, 6, 18, 0],
  ['MI', 'Toma de muestra inalterada con tomamuestras de pared gruesa', 'ud', 4200, 6000, 3, 10, 0],
  ['DPSH', 'Ensayo de penetración dinámica superpesada DPSH', 'm', 1400, 2100, 20, 60, 1],
  ['GRAN', 'Granulometría por tamizado (UNE-EN ISO 17892-4)', 'ud', 3200, 4600, 4, 10, 0],
  ['ATT', 'Límites de Atterberg', 'ud', 3600, 5000, 4, 10, 0],
  ['CD', 'Ensayo de corte directo', 'ud', 12500, 17500, 1, 4, 0],
  ['SO4', 'Contenido en sulfatos solubles', 'ud', 3800, 5400, 2, 6, 0],
  ['PZ', 'Instalación de piezómetro abierto', 'm', 1600, 2400, 10, 25, 1],
  ['DESP', 'Desplazamiento del equipo de sondeo a obra', 'ud', 32000, 52000, 1, 1, 0],
  ['INF', 'Redacción del informe geotécnico (CTE DB SE-C)', 'ud', 95000, 180000, 1, 1, 0],
]);

export const GEOTECH_FEES = items([
  ['', 'Honorarios: planificación y dirección de la campaña de reconocimiento geotécnico', 'ud', 65000, 120000, 1, 1, 0],
  ['', 'Honorarios: redacción del informe geotécnico conforme al CTE DB SE-C', 'ud', 120000, 240000, 1, 1, 0],
  ['', 'Visita de obra y comprobación del fondo de excavación', 'ud', 18000, 26000, 1, 4, 0],
  ['', 'Asistencia técnica en obra (horas)', 'h', 5500, 7500, 4, 20, 0],
  ['', 'Informe complementario de estabilidad de taludes', 'ud', 45000, 85000, 1, 1, 0],
]);

export const CURTAINWALL = items([
  ['MC-01', 'Muro cortina de montantes y travesaños 52 mm con RPT, lacado RAL 7016', 'm²', 24500, 32000, 80, 420, 2],
  ['MC-02', 'Doble acristalamiento laminar bajo emisivo 6+6/16 argón/4+4', 'm²', 9800, 14200, 80, 420, 2],
  ['MC-03', 'Vidrio de control solar serigrafiado en antepecho (spandrel)', 'm²', 11200, 15800, 20, 140, 2],
  ['MC-04', 'Ventana proyectante oculta integrada en el muro cortina', 'ud', 46000, 68000, 4, 20, 0],
  ['MC-05', 'Anclaje regulable de acero inoxidable a canto de forjado', 'ud', 3800, 5600, 40, 160, 0],
  ['MC-06', 'Remate de chapa de aluminio lacado de 2 mm, desarrollo 400 mm', 'm', 3200, 4800, 40, 180, 1],
  ['MC-07', 'Sellado perimetral con silicona estructural y cordón de fondo', 'm', 650, 980, 120, 600, 1],
  ['MC-08', 'Puerta de entrada de doble hoja acristalada con barra antipánico', 'ud', 280000, 395000, 1, 2, 0],
  ['MC-09', 'Plataforma elevadora para el montaje (repercusión)', 'día', 8500, 12500, 5, 20, 0],
]);

export const LANDSCAPE = items([
  ['PL-PLA', 'Platanus × hispanica, perímetro 16-18 cm, en cepellón', 'ud', 7200, 9800, 8, 30, 0, 10],
  ['PL-CEL', 'Celtis australis, perímetro 14-16 cm, en contenedor', 'ud', 5800, 8200, 6, 24, 0, 10],
  ['PL-PIT', 'Pittosporum tobira, contenedor de 3 l', 'ud', 420, 680, 60, 240, 0, 10],
  ['PL-LON', 'Lonicera pileata tapizante, en alveolo', 'ud', 110, 190, 200, 800, 0, 10],
  ['CE-TEP', 'Césped en tepe, suministro', 'm²', 380, 560, 150, 900, 1, 10],
  ['RI-PE32', 'Tubería de polietileno PE40 Ø 32 mm para riego', 'm', 145, 230, 120, 600, 0, 21],
  ['RI-GOT', 'Tubería con gotero integrado 16 mm, 2,2 l/h cada 33 cm', 'm', 48, 82, 300, 1500, 0, 21],
  ['RI-EV1', 'Electroválvula 1" 24 VAC con arqueta', 'ud', 4200, 6100, 4, 16, 0, 21],
  ['RI-PRG', 'Programador de riego de 8 estaciones con módulo GPRS', 'ud', 38000, 52000, 1, 2, 0, 21],
  ['RI-ASP', 'Aspersor emergente de turbina, alcance 12 m', 'ud', 1650, 2450, 10, 40, 0, 21],
  ['MO-PLN', 'Apertura de hoyos y plantación (mano de obra)', 'h', 2200, 2900, 16, 80, 0, 21],
  ['TV-CRB', 'Tierra vegetal cribada y abonada, extendida', 'm³', 2800, 3900, 10, 60, 1, 21],
]);

export const SIGNAGE = items([
  ['MV-10', 'Marca vial continua o discontinua con pintura acrílica blanca, 10 cm', 'm', 32, 48, 1200, 6000, 0],
  ['MV-15', 'Marca vial de 15 cm con microesferas de vidrio', 'm', 48, 72, 400, 2400, 0],
  ['MV-TC', 'Termoplástico en caliente en pasos de peatones y símbolos', 'm²', 1250, 1680, 40, 180, 2],
  ['PM-01', 'Premarcaje de marcas viales', 'm', 5, 9, 1200, 6000, 0],
  ['SC-90', 'Señal circular reflexiva nivel 2 (RA2), Ø 90 cm', 'ud', 8400, 11200, 6, 24, 0],
  ['ST-135', 'Señal triangular reflexiva RA2, lado 135 cm', 'ud', 9200, 12600, 4, 16, 0],
  ['PG-80', 'Poste de acero galvanizado 80×40×2 mm de 3,5 m, con cimentación', 'ud', 3100, 4300, 10, 40, 0],
  ['CAP-BD', 'Captafaro bidireccional', 'ud', 420, 580, 60, 300, 0],
  ['BMS-A4', 'Barrera metálica de seguridad BMSNA4/C, incluso postes', 'm', 2850, 3600, 40, 240, 0],
  ['HA-H75', 'Hito de arista H-75 de PVC', 'ud', 980, 1450, 20, 80, 0],
  ['SP-JOR', 'Señalización provisional de obra y balizamiento (jornada)', 'jornada', 9500, 14000, 2, 8, 0],
]);

export const ASBESTOS = items([
  ['', 'Retirada de placas de fibrocemento en cubierta, con encapsulado y paletizado', 'm²', 1280, 1850, 240, 1400, 2],
  ['', 'Retirada de bajantes y canalones de fibrocemento', 'm', 1450, 2200, 20, 120, 1],
  ['', 'Plan de trabajo y tramitación ante la autoridad laboral (RD 396/2006)', 'ud', 38000, 62000, 1, 1, 0],
  ['', 'Unidad de descontaminación de personal de tres módulos (alquiler semanal)', 'sem', 28000, 39000, 1, 5, 0],
  ['', 'Transporte y gestión de residuos peligrosos LER 17 06 05*', 't', 16500, 23500, 3, 18, 2],
  ['', 'Mediciones ambientales de fibras (PCOM) en laboratorio acreditado', 'ud', 14500, 19500, 2, 8, 0],
  ['', 'Línea de vida provisional y redes bajo cubierta', 'm', 1150, 1680, 40, 160, 1],
  ['', 'Nueva cubierta de panel sándwich de 30 mm (sustitución)', 'm²', 2350, 3200, 240, 1400, 2],
]);

export const REBAR = items([
  ['B500S-08', 'Barra corrugada B500S Ø 8 mm', 'kg', 88, 108, 180, 1400, 0],
  ['B500S-10', 'Barra corrugada B500S Ø 10 mm', 'kg', 86, 104, 300, 2200, 0],
  ['B500S-12', 'Barra corrugada B500S Ø 12 mm', 'kg', 84, 102, 400, 3200, 0],
  ['B500S-16', 'Barra corrugada B500S Ø 16 mm', 'kg', 83, 100, 400, 3600, 0],
  ['B500S-20', 'Barra corrugada B500S Ø 20 mm', 'kg', 83, 99, 300, 2800, 0],
  ['B500S-25', 'Barra corrugada B500S Ø 25 mm', 'kg', 84, 101, 200, 1800, 0],
  ['ME-1515', 'Malla electrosoldada ME 15×15 Ø 6-6 B500T, panel 6×2,20 m', 'ud', 2600, 3400, 10, 60, 0],
  ['SEP-40', 'Separador de hormigón de 40 mm', 'ud', 18, 32, 200, 1200, 0],
  ['ALM-13', 'Alambre de atar recocido 1,3 mm (rollo)', 'ud', 350, 520, 2, 10, 0],
  ['ELAB', 'Elaboración y ferrallado de armaduras según planilla', 'kg', 18, 30, 900, 5000, 0],
]);

export const INSULATION = items([
  ['XPS-60', 'Panel XPS 60 mm machihembrado 1250×600 mm', 'm²', 880, 1180, 30, 260, 2],
  ['LM-100', 'Lana mineral de 100 mm en rollo, lambda 0,037', 'm²', 390, 560, 40, 300, 2],
  ['PIR-80', 'Panel PIR de 80 mm con revestimiento de aluminio', 'm²', 1650, 2250, 20, 180, 2],
  ['EPS-50', 'Panel EPS grafito de 50 mm para SATE', 'm²', 690, 920, 40, 300, 2],
  ['LR-40', 'Panel de lana de roca de 40 mm, alta densidad', 'm²', 780, 1080, 30, 200, 2],
  ['CIN-AL', 'Cinta adhesiva de aluminio, rollo de 50 m', 'ud', 690, 990, 4, 20, 0],
  ['ESP-110', 'Espiga de fijación de polipropileno 110 mm', 'ud', 14, 24, 200, 1200, 0],
  ['MOR-SA', 'Mortero adhesivo para SATE, saco de 25 kg', 'saco', 1250, 1690, 10, 60, 0],
]);

export const PAINT = items([
  ['PL-BL15', 'Pintura plástica mate blanca de interior, 15 l', 'ud', 3900, 5600, 6, 40, 0],
  ['PL-FC15', 'Pintura acrílica lisa para fachadas, 15 l', 'ud', 6200, 8400, 4, 30, 0],
  ['EP-IM20', 'Imprimación epoxi de dos componentes, 20 kg', 'ud', 11800, 15900, 2, 12, 0],
  ['PU-7035', 'Esmalte de poliuretano RAL 7035, 4 l', 'ud', 4800, 6900, 2, 16, 0],
  ['SU-AM05', 'Pintura de señalización de suelos amarilla, 5 l', 'ud', 3100, 4400, 2, 10, 0],
  ['IG-INT25', 'Pintura intumescente para estructura metálica, 25 kg', 'ud', 21500, 28800, 1, 8, 0],
  ['RO-AG22', 'Rodillo antigota de 22 cm', 'ud', 480, 790, 6, 24, 0],
  ['CI-CA48', 'Cinta de carrocero 48 mm × 45 m', 'ud', 190, 320, 12, 72, 0],
  ['DI-UN05', 'Disolvente universal, 5 l', 'ud', 1150, 1690, 2, 8, 0],
]);

export const CABLE = items([
  ['RZ1K1240', 'Cable RZ1-K (AS) 0,6/1 kV 1×240 mm² Cu', 'm', 2350, 2980, 50, 400, 0],
  ['RZ1K4G16', 'Cable RZ1-K (AS) 0,6/1 kV 4G16 mm²', 'm', 1380, 1790, 50, 300, 0],
  ['H07Z1025', 'Cable H07Z1-K (AS) 750 V 2,5 mm², bobina', 'm', 38, 55, 200, 2000, 0],
  ['H07Z1060', 'Cable H07Z1-K (AS) 750 V 6 mm²', 'm', 88, 125, 100, 1000, 0],
  ['RVK5G6', 'Cable RV-K 0,6/1 kV 5G6 mm²', 'm', 480, 640, 50, 300, 0],
  ['TCM25', 'Tubo corrugado reforzado M25', 'm', 29, 45, 100, 600, 0],
  ['BAN60200', 'Bandeja perforada de PVC 60×200 mm', 'm', 1090, 1390, 12, 72, 0],
  ['BOBDEP', 'Depósito de bobina de madera (retornable)', 'ud', 3500, 6000, 1, 3, 0],
]);

/** Tiles: the area of a box, so quantities are whole boxes. */
export const TILES: Array<Item & { box?: number; shade?: string }> = [
  { code: 'P60-GRP', text: 'Porcelánico rectificado 60×60 gris perla, 1ª', unit: 'm²', price: [1390, 1890], qty: [20, 90, 0], box: 1.44 },
  { code: 'P120-MB', text: 'Porcelánico 60×120 efecto mármol pulido', unit: 'm²', price: [2690, 3490], qty: [15, 60, 0], box: 1.44 },
  { code: 'AZ3060-B', text: 'Azulejo de pasta blanca 30×60 blanco mate', unit: 'm²', price: [1050, 1390], qty: [20, 110, 0], box: 1.08 },
  { code: 'GR33-C3', text: 'Gres extrusionado antideslizante C3 33×33', unit: 'm²', price: [1490, 1990], qty: [15, 80, 0], box: 1.2 },
  { code: 'ROD860', text: 'Rodapié porcelánico 8×60', unit: 'm', price: [290, 420], qty: [40, 200, 0] },
  { code: 'CC-C2TE', text: 'Cemento cola C2TE S1 gris, saco de 25 kg', unit: 'saco', price: [890, 1190], qty: [10, 80, 0] },
  { code: 'JU-CG2', text: 'Mortero de juntas CG2WA, 5 kg', unit: 'ud', price: [590, 780], qty: [4, 24, 0] },
  { code: 'PALRET', text: 'Palé retornable', unit: 'ud', price: [1200, 1500], qty: [1, 4, 0] },
];
