import type { Family } from '../pen.js';
import type { AmountStyle, DateStyle } from './kit.js';

/**
 * Who prints the seventh blind set: three suppliers per layout (companies, cooperatives and
 * self-employed people), each with its own way of printing figures, dates and its tax id, and the
 * construction companies they bill.
 */

export interface Supplier {
  /** The legal name, as the truth spells it. */
  name: string;
  /** A brand or logo text printed above or beside the name. */
  brand?: string;
  /** The tax id as printed (with its label's punctuation left to the layout). */
  nif: string;
  nifLabel: string;
  street: string;
  city: string;
  phone: string;
  email?: string;
  registry?: string;
  family: Family;
  amounts: AmountStyle;
  dates: DateStyle;
  color: string;
  /** Which of the layout's prints this supplier uses (0, 1 or 2). */
  variant: 0 | 1 | 2;
}

export interface Buyer {
  name: string;
  nif: string;
  street: string;
  city: string;
  site: string;
}

export const BUYERS: Buyer[] = [
  { name: 'Construcciones Albaida, S.L.', nif: 'B46985925', street: 'Av. del Puerto, 112, 3º', city: '46023 Valencia', site: 'Edificio 32 viviendas, Av. Blasco Ibáñez 140' },
  { name: 'Edificaciones Rivas del Norte, S.A.', nif: 'A28373124', street: 'C/ Marie Curie, 19', city: '28521 Rivas-Vaciamadrid (Madrid)', site: 'Hotel 4* C/ Alcalá 356 - reforma integral' },
  { name: 'Obras y Reformas Tramuntana, S.L.', nif: 'B07868169', street: 'C/ Gremi Fusters, 33', city: '07009 Palma (Illes Balears)', site: 'Oficinas Parc Bit, edificio C' },
  { name: 'Promociones y Construcciones Guadiana, S.L.', nif: 'B06153282', street: 'Ctra. de Cáceres, km 2,5', city: '06007 Badajoz', site: 'Residencial Los Olivos, fase II' },
];

const EUR_AFTER: AmountStyle = { thousands: '.', symbol: 'after' };
const EUR_BEFORE: AmountStyle = { thousands: '.', symbol: 'before' };
const PLAIN: AmountStyle = { thousands: '.', symbol: 'none' };
const BARE: AmountStyle = { thousands: '', symbol: 'none' };
const EUR_CODE: AmountStyle = { thousands: '', symbol: 'EUR' };
const DOTTED_EUR: AmountStyle = { thousands: '.', symbol: 'EUR' };

type S = Omit<Supplier, 'variant'>;
const three = (a: S, b: S, c: S): Supplier[] => [
  { ...a, variant: 0 },
  { ...b, variant: 1 },
  { ...c, variant: 2 },
];

export const SUPPLIERS = {
  handrails: three(
    { name: 'Inoxidables Turia, S.L.', brand: 'INOXTURIA', nif: 'B46326062', nifLabel: 'CIF', street: 'C/ Ciudad de Sevilla, 41 - Pol. Fuente del Jarro', city: '46988 Paterna (Valencia)', phone: '961 340 218', email: 'facturacion@inoxturia.es', registry: 'Inscrita en el Registro Mercantil de Valencia, Tomo 8.412, Libro 5.700, Folio 118, Hoja V-112.034', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#5b6770' },
    { name: 'Barandillas y Escaleras Lamas, S.A.', nif: 'A-28838084', nifLabel: 'C.I.F.', street: 'Avda. de la Industria, 27, nave 4', city: '28108 Alcobendas (Madrid)', phone: '916 614 502', email: 'administracion@lamas-inox.com', registry: 'R.M. Madrid T. 21.006, F. 44, S. 8, H. M-373.129', family: 'Times', amounts: PLAIN, dates: 'd/m/yyyy', color: '#8a1c1c' },
    { name: 'Cerrajería Inox Hermanos Pardo, S.L.L.', nif: 'B30479364', nifLabel: 'NIF', street: 'Camino de la Fuensanta, 6', city: '30011 Murcia', phone: '968 250 771', family: 'Helvetica', amounts: EUR_BEFORE, dates: 'dd-mm-yyyy', color: '#2d5d2a' },
  ),
  ceilings: three(
    { name: 'Techos Registrables Montseny, S.L.', nif: 'B08383366', nifLabel: 'NIF', street: 'C/ Anselm Clavé, 88', city: '08401 Granollers (Barcelona)', phone: '938 705 114', email: 'admin@techosmontseny.cat', registry: 'Reg. Merc. Barcelona, Tomo 40.112, Folio 71, Hoja B-365.880', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#31708e' },
    { name: 'Sistemas de Techo Getafe, S.L.U.', nif: 'B-28324168', nifLabel: 'CIF', street: 'C/ Torneros, 14 - P.I. Los Ángeles', city: '28906 Getafe (Madrid)', phone: '916 817 390', family: 'Times', amounts: PLAIN, dates: 'dd.mm.yy', color: '#444444' },
    { name: 'Montajes Acústicos Sorolla, Coop. V.', nif: 'F46214086', nifLabel: 'C.I.F.', street: 'C/ Pintor Sorolla, 5, bajo', city: '46520 Puerto de Sagunto (Valencia)', phone: '962 671 045', email: 'coop@montajessorolla.es', family: 'Helvetica', amounts: DOTTED_EUR, dates: 'dd/mm/yyyy', color: '#b5651d' },
  ),
  wallcoverings: three(
    { name: 'Revestiments Murals Albufera, S.L.', nif: 'B46661765', nifLabel: 'NIF', street: 'C/ de la Reina, 61', city: '46011 València', phone: '963 556 210', email: 'factures@muralsalbufera.com', registry: 'Inscrita en el Registre Mercantil de València, Tom 9.918, Foli 22, Full V-160.417', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#6a3d7c' },
    { name: 'Paper Pintat Garrotxa, S.L.', brand: 'PPG', nif: 'B17975681', nifLabel: 'NIF', street: 'Ctra. de Girona, 140', city: '17800 Olot (Girona)', phone: '972 264 300', family: 'Times', amounts: PLAIN, dates: 'long-ca', color: '#1c5e6b' },
    { name: 'Jordi Puigvert Solà', nif: '53912264-B', nifLabel: 'NIF', street: 'C/ Major, 17, 2n 1a', city: '25300 Tàrrega (Lleida)', phone: '667 204 918', email: 'jpuigvert.decoracio@gmail.com', family: 'Helvetica', amounts: BARE, dates: 'd/m/yyyy', color: '#000000' },
  ),
  raisedFloors: three(
    { name: 'Suelos Técnicos Ibéricos, S.A.', brand: 'STI FLOOR', nif: 'A08169286', nifLabel: 'CIF', street: 'Pol. Ind. Can Salvatella, C/ Bronze 9', city: '08210 Barberà del Vallès (Barcelona)', phone: '937 190 455', email: 'clientes@stifloor.com', registry: 'Registro Mercantil de Barcelona, Tomo 38.640, Folio 201, Hoja B-129.556, Inscripción 12ª', family: 'Helvetica', amounts: EUR_BEFORE, dates: 'dd-mmm-yyyy', color: '#0b4f8a' },
    { name: 'Pavimentos Elevados Norte, S.L.', brand: 'PENOR', nif: 'B48909444', nifLabel: 'N.I.F.', street: 'Parque Empresarial Boroa, parcela 2B', city: '48340 Amorebieta (Bizkaia)', phone: '946 300 871', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#c0392b' },
    { name: 'Tecnifloor Registrables, S.L.', brand: 'TECNIFLOOR', nif: 'B50948488', nifLabel: 'CIF', street: 'Calle D, nº 12 - PLAZA', city: '50197 Zaragoza', phone: '976 108 233', email: 'pedidos@tecnifloor.es', family: 'Times', amounts: PLAIN, dates: 'yyyy-mm-dd', color: '#1e7145' },
  ),
  ropeAccess: three(
    { name: 'Verticales Atlántico, S.L.', nif: 'B15788482', nifLabel: 'CIF', street: 'Rúa Gambrinus, 18, nave 7', city: '15008 A Coruña', phone: '981 140 622', email: 'info@verticalesatlantico.com', registry: 'R. M. de A Coruña, Tomo 3.402, Folio 160, Hoja C-48.771', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#e67e22' },
    { name: 'Iker Zubizarreta Olano', nif: '24187306T', nifLabel: 'DNI', street: 'Kale Nagusia, 44, 3º izda.', city: '20600 Eibar (Gipuzkoa)', phone: '688 410 275', email: 'ikerzubi.verticales@gmail.com', family: 'Courier', amounts: EUR_CODE, dates: 'dd-mm-yyyy', color: '#000000' },
    { name: 'Trabajos en Altura Bética, S.L.', brand: 'ALTURA BÉTICA', nif: 'B41647041', nifLabel: 'C.I.F.', street: 'C/ Astronomía, 1, torre 2, 6ª planta', city: '41015 Sevilla', phone: '954 902 318', family: 'Times', amounts: PLAIN, dates: 'long-es', color: '#7d3c98' },
  ),
  pestControl: three(
    { name: 'Control de Plagas Mediterráneo, S.L.', brand: 'CPM', nif: 'B03001286', nifLabel: 'CIF', street: 'C/ Pintor Velázquez, 23', city: '03690 San Vicente del Raspeig (Alicante)', phone: '965 661 290', email: 'facturas@cpmplagas.es', registry: 'Registro Mercantil de Alicante, Tomo 3.118, Folio 90, Hoja A-101.552', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#2e8b57' },
    { name: 'Sanidad Ambiental Castilla, S.A.', nif: 'A47132808', nifLabel: 'N.I.F.', street: 'Av. de Burgos, 37', city: '47009 Valladolid', phone: '983 335 404', registry: 'R.M. de Valladolid, T. 1.402, F. 12, H. VA-14.020. N.I.F. A47132808', family: 'Times', amounts: PLAIN, dates: 'dd-mm-yyyy', color: '#1a4d7a' },
    { name: 'Higiene Urbana DDD Aragón, S.L.', nif: 'B50012483', nifLabel: 'NIF', street: 'Av. de Cataluña, 250, local 3', city: '50014 Zaragoza', phone: '976 473 620', email: 'oficina@higieneurbana-ddd.es', family: 'Helvetica', amounts: EUR_BEFORE, dates: 'dd.mm.yy', color: '#a93226' },
  ),
  interiorFees: three(
    { name: 'Lucía Ferrándiz Roca', nif: '48103725F', nifLabel: 'NIF', street: 'C/ Colón, 52, 4º B', city: '03001 Alicante', phone: '646 337 120', email: 'estudio@luciaferrandiz.com', family: 'Times', amounts: EUR_AFTER, dates: 'long-es', color: '#7a5c3e' },
    { name: 'Mihaela Popescu', nif: 'Y2384057Y', nifLabel: 'NIE', street: 'C/ Doctor Esquerdo, 128, 1º D', city: '28007 Madrid', phone: '631 582 904', email: 'mihaela.popescu.interiores@gmail.com', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#9e4f6c' },
    { name: 'Estudio Interiorismo Nácar, S.L.P.', brand: 'nácar', nif: 'B46978565', nifLabel: 'CIF', street: 'C/ Jorge Juan, 9, pta. 3', city: '46004 Valencia', phone: '963 942 118', email: 'hola@nacarinteriorismo.es', registry: 'Sociedad profesional inscrita en el Registro Mercantil de Valencia, Hoja V-201.336, y en el Registro de Sociedades Profesionales del CDICV', family: 'Times', amounts: EUR_AFTER, dates: 'long-es', color: '#b39b6b' },
  ),
  polishing: three(
    { name: 'Pulidos y Abrillantados Levante, S.L.', nif: 'B03494408', nifLabel: 'C.I.F.', street: 'C/ Alcalde Lorenzo Carbonell, 71', city: '03008 Alicante', phone: '965 110 382', family: 'Courier', amounts: PLAIN, dates: 'dd/mm/yy', color: '#000000' },
    { name: 'Cristalizados Marmolux, S.L.', brand: 'MARMOLUX', nif: 'B29259520', nifLabel: 'CIF', street: 'C/ Hermanos Lumière, 21, P.T.A.', city: '29590 Campanillas (Málaga)', phone: '952 024 613', family: 'Courier', amounts: BARE, dates: 'dd/mm/yyyy', color: '#000000' },
    { name: 'Tratamientos de Suelos Granada, S. Coop. And.', nif: 'F18078089', nifLabel: 'NIF', street: 'Camino de Ronda, 190', city: '18003 Granada', phone: '958 285 730', family: 'Courier', amounts: PLAIN, dates: 'dd.mm.yy', color: '#000000' },
  ),
  vinylFloors: three(
    { name: 'Pavimentos Vinílicos Ebro, S.L.', nif: 'B50292481', nifLabel: 'CIF', street: 'Ctra. de Logroño, km 6,3, nave 14', city: '50011 Zaragoza', phone: '976 771 208', email: 'administracion@vinilicosebro.es', registry: 'Inscrita en el R.M. de Zaragoza al Tomo 4.006, Folio 77, Hoja Z-58.120', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#16a085' },
    { name: 'Linóleos y Deportivos Meseta, S.A.', nif: 'A45226560', nifLabel: 'C.I.F.', street: 'Pol. Ind. Santa María de Benquerencia, C/ Jarama 48', city: '45007 Toledo', phone: '925 233 611', family: 'Times', amounts: EUR_BEFORE, dates: 'long-es', color: '#2c3e50' },
    { name: 'Suelos Sport Cantabria, S.L.', brand: 'SSC', nif: 'B39170527', nifLabel: 'NIF', street: 'Pol. Ind. Raos, parcela 14-B', city: '39600 Maliaño (Cantabria)', phone: '942 269 410', family: 'Helvetica', amounts: PLAIN, dates: 'dd-mm-yyyy', color: '#f39c12' },
  ),
  solarFilm: three(
    { name: 'Làmines Solars Costa Brava, S.L.', nif: 'B17527680', nifLabel: 'NIF', street: 'Av. Catalunya, 77', city: '17310 Lloret de Mar (Girona)', phone: '972 365 140', email: 'info@laminessolars.cat', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#d35400' },
    { name: 'Control Solar Films, S.A.', brand: 'CSF', nif: 'A41732488', nifLabel: 'CIF', street: 'Av. de la Innovación, 15, Edif. Arena 2', city: '41020 Sevilla', phone: '955 122 980', registry: 'R.M. Sevilla, Tomo 5.870, Folio 140, Hoja SE-96.214', family: 'Helvetica', amounts: EUR_BEFORE, dates: 'dd-mmm-yyyy', color: '#34495e' },
    { name: 'Dmytro Kovalenko', nif: 'Z6104735B', nifLabel: 'NIE', street: 'C/ Rio Segura, 8, bajo', city: '30570 Beniaján (Murcia)', phone: '642 118 360', email: 'dkovalenko.laminas@gmail.com', family: 'Times', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#000000' },
  ),
  wallcoveringNotes: three(
    { name: 'Distribuciones Murales Aranda, S.L.', nif: 'B09100165', nifLabel: 'CIF', street: 'Pol. Ind. Allendeduero, C/ Burgos 12', city: '09400 Aranda de Duero (Burgos)', phone: '947 508 211', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#8e44ad' },
    { name: 'Papeles Pintados Bilbao, S.A.', brand: 'PPB', nif: 'A48273601', nifLabel: 'N.I.F.', street: 'C/ Ribera de Deusto, 70', city: '48014 Bilbao', phone: '944 471 503', family: 'Times', amounts: PLAIN, dates: 'dd-mm-yyyy', color: '#b03a2e' },
    { name: 'Comercial Decomural, S.L.', nif: 'B30708804', nifLabel: 'CIF', street: 'Av. Juan Carlos I, 59', city: '30100 Espinardo (Murcia)', phone: '968 836 044', family: 'Helvetica', amounts: BARE, dates: 'dd/mm/yy', color: '#117a65' },
  ),
  inoxNotes: three(
    { name: 'Accesorios Inox Vallès, S.L.', nif: 'B08215683', nifLabel: 'NIF', street: 'C/ Industria, 140', city: '08205 Sabadell (Barcelona)', phone: '937 455 018', registry: 'Accesorios Inox Vallès, S.L. - Reg. Merc. Barcelona T. 29.511, F. 188, H. B-154.920 - NIF B08215683', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#7f8c8d' },
    { name: 'Tubinox Almacenes, S.A.', brand: 'TUBINOX', nif: 'A46560967', nifLabel: 'CIF', street: 'Autovía A-3, salida 334, P.I. El Oliveral', city: '46394 Riba-roja de Túria (Valencia)', phone: '961 667 400', family: 'Helvetica', amounts: PLAIN, dates: 'dd.mm.yy', color: '#0e6251' },
    { name: 'Suministros Inoxidables Galaicos, S.L.', nif: 'B36998086', nifLabel: 'C.I.F.', street: 'Parque Empresarial A Granxa, rúa B 21', city: '36475 O Porriño (Pontevedra)', phone: '986 344 127', family: 'Times', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#154360' },
  ),
  ceilingNotes: three(
    { name: 'Sabaiak Gasteiz, S.L.', nif: 'B01464007', nifLabel: 'IFZ / NIF', street: 'Portal de Gamarra, 38', city: '01013 Vitoria-Gasteiz (Araba)', phone: '945 263 419', family: 'Helvetica', amounts: EUR_AFTER, dates: 'yyyy-mm-dd', color: '#229954' },
    { name: 'Techos y Perfiles Donosti, S.L.', nif: 'B20227849', nifLabel: 'IFZ / CIF', street: 'Zuatzu kalea, 4, Edificio Ulia', city: '20018 Donostia / San Sebastián', phone: '943 316 280', family: 'Helvetica', amounts: PLAIN, dates: 'dd/mm/yyyy', color: '#1f618d' },
    { name: 'Akustika Banaketak, S.Coop.', nif: 'F20442562', nifLabel: 'IFZ / NIF', street: 'Olaso auzoa, 12', city: '20870 Elgoibar (Gipuzkoa)', phone: '943 748 552', family: 'Times', amounts: EUR_AFTER, dates: 'dd-mm-yyyy', color: '#784212' },
  ),
  sealantNotes: three(
    { name: 'Selladores Industriales Júcar, S.L.', nif: 'B46307849', nifLabel: 'CIF', street: 'C/ Botiguers, 3, P.I. Alzira', city: '46600 Alzira (Valencia)', phone: '962 414 770', family: 'Courier', amounts: PLAIN, dates: 'dd/mm/yy', color: '#000000' },
    { name: 'Siliconas y Espumas Castellón, S.L.', nif: 'B12405445', nifLabel: 'NIF', street: 'Ronda Magdalena, 91', city: '12004 Castellón de la Plana', phone: '964 239 185', family: 'Helvetica', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#c0392b' },
    { name: 'Ramón Almela Ortí', brand: 'SUMINISTROS ALMELA', nif: '19473058Q', nifLabel: 'NIF', street: 'C/ Sant Vicent, 24', city: '12540 Vila-real (Castellón)', phone: '964 521 660', family: 'Courier', amounts: BARE, dates: 'dd-mm-yyyy', color: '#000000' },
  ),
  vinylNotes: three(
    { name: 'Distribuidora de Pavimentos Flexibles, S.A.', brand: 'DIPAFLEX', nif: 'A28531846', nifLabel: 'CIF', street: 'C/ Sierra de Guadarrama, 44, P.I. San Fernando', city: '28830 San Fernando de Henares (Madrid)', phone: '916 775 201', family: 'Times', amounts: EUR_AFTER, dates: 'dd/mm/yyyy', color: '#2471a3' },
    { name: 'Vinilos y Moquetas Zaragoza, S.L.', nif: 'B50432962', nifLabel: 'NIF', street: 'Polígono Cogullada, C/ Bari 33', city: '50014 Zaragoza', phone: '976 577 032', family: 'Times', amounts: PLAIN, dates: 'long-es', color: '#6c3483' },
    { name: 'Revestimientos de Suelo Guadalquivir, S.L.', nif: 'B41163205', nifLabel: 'C.I.F.', street: 'C/ Metalurgia, 18, P.I. Store', city: '41008 Sevilla', phone: '954 358 906', family: 'Times', amounts: EUR_BEFORE, dates: 'dd-mm-yyyy', color: '#0b5345' },
  ),
  mouldingNotes: three(
    { name: 'Molduras de Escayola Ruzafa, S.L.', nif: 'B46991048', nifLabel: 'CIF', street: 'C/ Sueca, 47', city: '46006 Valencia', phone: '963 741 226', family: 'Times', amounts: EUR_AFTER, dates: 'long-es', color: '#000000' },
    { name: 'Escayolas Artísticas Toledo, S.L.', nif: 'B45140480', nifLabel: 'N.I.F.', street: 'Ctra. de Ávila, 21', city: '45005 Toledo', phone: '925 222 947', family: 'Times', amounts: PLAIN, dates: 'long-es', color: '#000000' },
    { name: 'Antonio Heredia Campos', brand: 'ESCAYOLAS HEREDIA', nif: '45691264Q', nifLabel: 'D.N.I.', street: 'C/ Alfareros, 6', city: '14006 Córdoba', phone: '957 274 513', family: 'Helvetica', amounts: EUR_AFTER, dates: 'long-es', color: '#000000' },
  ),
} satisfies Record<string, Supplier[]>;

/**
 * A fourth interior designer whose letterhead prints her NIE with a wrong control letter
 * (X4718293H; the right one is X4718293G): one of the set's hard documents.
 */
export const MISPRINTED_DESIGNER: Supplier = {
  name: 'Sofia Marchetti',
  nif: 'X4718293H',
  nifLabel: 'NIE',
  street: 'C/ Bonaire, 14, 2º',
  city: '07012 Palma (Illes Balears)',
  phone: '611 905 472',
  email: 'sofia@marchettiinteriors.es',
  family: 'Helvetica',
  amounts: EUR_AFTER,
  dates: 'dd/mm/yyyy',
  color: '#5d6d7e',
  variant: 1,
};
