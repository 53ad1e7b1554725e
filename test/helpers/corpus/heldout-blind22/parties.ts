import { validNif } from './kit.js';

/**
 * The customers and suppliers of the twenty-second blind set: maritime and port works and
 * agricultural buildings (docs/document-extraction.md#measuring-it). Every tax id goes through
 * `validNif`, so a wrong control character stops the generator.
 */

export interface Party {
  /** The legal name, as the truth expects it, and its tax id. */
  name: string;
  nif: string;
  /** Street, then postcode and town, as printed on two lines; a telephone and a mail address. */
  street: string;
  city: string;
  email?: string;
  phone?: string;
  /** A trade name or brand printed above the legal name. */
  brand?: string;
  /** A professional's activity line. */
  activity?: string;
  /** The registry line at the page foot. */
  registry?: string;
}

function party(p: Party): Party {
  return { ...p, nif: validNif(p.nif) };
}

export const CUSTOMERS = {
  port: party({ name: 'Obras Portuarias del Atlántico, S.A.', nif: 'A15402878', street: 'Avenida da Mariña, 14', city: '15001 A Coruña' }),
  agri: party({ name: 'Construcciones y Regadíos Almanzora, S.L.', nif: 'B04872354', street: 'Carretera de Níjar, km 4', city: '04120 Almería' }),
  ute: party({ name: 'UTE Dique de Abrigo Puerto de Motril', nif: 'U70512363', street: 'Recinto Portuario, edificio de servicios', city: '18613 Motril (Granada)' }),
};

export const PILING = [
  party({ name: 'Pilotajes Marítimos del Cantábrico, S.L.', nif: 'B39276514', street: 'Polígono de Raos, parcela 12', city: '39011 Santander', phone: '942 350 118', registry: 'Inscrita en el Registro Mercantil de Cantabria, tomo 1.204, folio 88, hoja S-21.774' }),
  party({ name: 'Cimentaciones Offshore Bahía, S.L.U.', nif: 'B11482031', street: 'Muelle de la Cabezuela, s/n', city: '11510 Puerto Real (Cádiz)', phone: '956 471 220', registry: 'R.M. de Cádiz, tomo 2.311, folio 140, hoja CA-40.118' }),
  party({ name: 'Pontonas y Grúas Flotantes, S.A.', nif: 'A28476315', street: 'Calle de Orense, 32, 4.º', city: '28020 Madrid', phone: '915 562 904', registry: 'Registro Mercantil de Madrid, tomo 9.870, folio 12, hoja M-158.402' }),
];

export const HYDROGRAPHERS = [
  party({ name: 'Marta Iglesias Pazos', nif: '34128765P', street: 'Rúa do Vilar, 22, 2.º', city: '15705 Santiago de Compostela', phone: '659 204 117', activity: 'Ingeniera técnica en topografía · Hidrografía y batimetría', email: 'marta.iglesias@hidrografia.gal' }),
  party({ name: 'Luca Bianchi Ferrante', nif: 'X4128736Y', street: 'Calle Muelle de Levante, 3', city: '12100 El Grao de Castellón', phone: '684 119 530', activity: 'Hidrógrafo · Levantamientos multihaz', email: 'lbianchi@batimetrias.es' }),
  party({ name: 'Batimetrías y Levantamientos Costeros, S.L.P.', nif: 'B36218451', street: 'Avenida de Beiramar, 41', city: '36202 Vigo', phone: '986 223 871', registry: 'Registro Mercantil de Pontevedra, tomo 3.902, folio 61, hoja PO-55.310' }),
];

export const DIVERS = [
  party({ name: 'Inspeccions Submarines del Port, S.L.', nif: 'B43917269', street: 'Moll de Costa, s/n, nau 4', city: '43004 Tarragona', phone: '977 245 610', registry: 'Registre Mercantil de Tarragona, tom 2.870, foli 51, full T-44.902' }),
  party({ name: 'Bussejadors Professionals del Delta, SCCL', nif: 'F43128578', street: 'Port de l’Ampolla, local 7', city: '43895 L’Ampolla', phone: '977 460 318' }),
  party({ name: 'Protecció Catòdica Marina, S.L.U.', nif: 'B08294712', street: 'Carrer de la Marina, 118', city: '08005 Barcelona', phone: '933 097 442', registry: 'Registre Mercantil de Barcelona, tom 45.118, foli 190, full B-480.225' }),
];

export const BOATS = [
  party({ name: 'Naviera de Servicios Portuarios Ría de Arousa, S.L.', nif: 'B15390743', street: 'Porto de Vilagarcía, peirao comercial', city: '36600 Vilagarcía de Arousa', phone: '986 508 214', registry: 'R.M. de A Coruña, tomo 3.112, folio 77, hoja C-39.405' }),
  party({ name: 'Gabarras y Remolques del Sur, S.L.', nif: 'B11374824', street: 'Muelle Pesquero, nave 3', city: '11201 Algeciras', phone: '956 602 731', registry: 'Registro Mercantil de Cádiz, tomo 1.998, folio 33, hoja CA-31.644' }),
  party({ name: 'Embarcaciones Auxiliares Cervera, C.B.', nif: 'E30417281', street: 'Muelle de Santiago, 5', city: '30202 Cartagena', phone: '968 120 447' }),
];

export const ARMOUR = [
  party({ name: 'Prefabricados Portuarios del Noroeste, S.L.', nif: 'B27341858', street: 'Polígono O Ceao, rúa das Pontes 9', city: '27003 Lugo', phone: '982 209 145', registry: 'REG. MERC. LUGO, TOMO 611, FOLIO 30, HOJA LU-18.207' }),
  party({ name: 'Hormigones y Bloques Marítimos, S. Coop.', nif: 'F15284631', street: 'Lugar de Sabón, 17', city: '15142 Arteixo', phone: '981 600 352' }),
  party({ name: 'José Antonio Vidal Roca', nif: '52384716P', street: 'Calle Mayor, 44', city: '30870 Mazarrón', phone: '626 418 093', brand: 'TRANSPORTES VIDAL' }),
];

export const PONTOONS = [
  party({ name: 'Pantalanes y Marinas del Mediterráneo, S.L.', nif: 'B12637047', street: 'Polígono El Serrallo, calle B, 6', city: '12100 Castellón de la Plana', phone: '964 283 510', brand: 'MARINPONT', registry: 'Pantalanes y Marinas del Mediterráneo, S.L. · CIF B12637047 · R.M. de Castellón, tomo 1.655, folio 98, hoja CS-27.301' }),
  party({ name: 'Muelles Flotantes Atlántico, S.L.', nif: 'B36745123', street: 'Avenida de Orillamar, 88', city: '36207 Vigo', phone: '986 375 016', brand: 'FLOATDOCK', registry: 'Registro Mercantil de Pontevedra, tomo 4.118, folio 201, hoja PO-61.092' }),
  party({ name: 'Náutica Estructural Balear, S.L.L.', nif: 'B07642853', street: 'Moll Vell, edifici 2', city: '07012 Palma', phone: '971 724 389', brand: 'NEB MARINAS', registry: 'Registro Mercantil de Mallorca, tomo 2.741, folio 14, hoja PM-70.118' }),
];

export const NAVAIDS = [
  party({ name: 'Balizamientos Marítimos Levante, S.L.', nif: 'B46718235', street: 'Camino del Canal, 19', city: '46024 Valencia', phone: '963 672 118', registry: 'R.M. Valencia, tomo 8.602, libro 5.890, folio 41, hoja V-120.775' }),
  party({ name: 'Señales Marítimas del Norte, S.L.U.', nif: 'B48261739', street: 'Muelle de Zorrozaurre, 21', city: '48014 Bilbao', phone: '944 761 205', registry: 'R.M. Bizkaia, tomo 5.310, folio 77, hoja BI-58.440' }),
  party({ name: 'Ayudas a la Navegación Costa de la Luz, S.L.', nif: 'B21384052', street: 'Avenida Francisco Montenegro, 11', city: '21001 Huelva', phone: '959 257 631', registry: 'R.M. Huelva, tomo 1.402, folio 190, hoja H-22.018' }),
];

export const PONDS = [
  party({ name: 'Urmael Balsas de Riego, S.L.', nif: 'B01472836', street: 'Jundiz industrialdea, Lermandabide 14', city: '01015 Vitoria-Gasteiz', phone: '945 290 117', registry: 'Arabako Merkataritza Erregistroa / R.M. de Álava, tomo 1.522, folio 60, hoja VI-14.902' }),
  party({ name: 'Arabako Nekazal Lanak, S. Coop.', nif: 'F01328574', street: 'Errioxa bidea, 3', city: '01300 Laguardia', phone: '945 600 284' }),
  party({ name: 'Geomintzak Iparralde, S.L.', nif: 'B20631545', street: 'Usabal industrialdea, 7 pab.', city: '20400 Tolosa', phone: '943 652 803', registry: 'Gipuzkoako Merkataritza Erregistroa / R.M. de Gipuzkoa, tomo 2.904, folio 118, hoja SS-40.375' }),
];

export const GREENHOUSE = [
  party({ name: 'Climatización de Invernaderos del Poniente, S.L.', nif: 'B04519633', street: 'Paraje Loma de la Mezquita, 34', city: '04700 El Ejido (Almería)', phone: '950 481 662', registry: 'Registro Mercantil de Almería, tomo 1.780, folio 22, hoja AL-41.906' }),
  party({ name: 'Fertirrigación Campo de Níjar, S. Coop. And.', nif: 'F04637187', street: 'Calle Real, 112', city: '04117 San Isidro de Níjar', phone: '950 366 207' }),
  party({ name: 'Agrotecnia Mediterránea, S.L.', nif: 'B30527840', street: 'Polígono Oeste, calle Uruguay, parcela 21/7', city: '30820 Alcantarilla (Murcia)', phone: '968 893 154', registry: 'Registro Mercantil de Murcia, tomo 3.307, folio 9, hoja MU-88.215' }),
];

export const STEELWORK = [
  party({ name: 'Calderería Naval Inox del Grao, S.L.L.', nif: 'B46831590', street: 'Calle Ingeniero Manuel Soto, 9', city: '46024 Valencia', phone: '963 306 471', registry: 'R.M. Valencia, tomo 9.114, folio 70, hoja V-139.602' }),
  party({ name: 'Francisco Javier Ortega Rubio', nif: '76348215Z', street: 'Calle Trille, 27, bajo', city: '11012 Cádiz', phone: '655 902 318', brand: 'INOX ORTEGA', activity: 'Cerrajería y calderería naval' }),
  party({ name: 'Aceros Navales Quintas, S.L.', nif: 'B36581940', street: 'Avenida de Ourense, 140', city: '36900 Marín (Pontevedra)', phone: '986 882 705', registry: 'R.M. de Pontevedra, tomo 3.655, folio 172, hoja PO-49.811' }),
];

export const FIXINGS = [
  party({ name: 'Tornillería Naval Inoxidable, S.L.', nif: 'B48572010', street: 'Polígono Ugaldeguren I, parcela 8', city: '48170 Zamudio (Bizkaia)', phone: '944 521 730', registry: 'R.M. Bizkaia, tomo 5.902, folio 3, hoja BI-71.206' }),
  party({ name: 'Suministros Navales del Estrecho, S.L.', nif: 'B11840378', street: 'Polígono Cortijo Real, calle 4, nave 12', city: '11206 Algeciras', phone: '956 578 302' }),
  party({ name: 'Ferretería Marítima Coruñesa, S.L.', nif: 'B15628472', street: 'Avenida del Ejército, 30', city: '15006 A Coruña', phone: '981 294 660' }),
];

export const ANODES = [
  party({ name: 'Ánodos Marinos del Cantábrico, S.L.', nif: 'B39561428', street: 'Barrio La Venta, 56', city: '39600 Maliaño (Cantabria)', phone: '942 261 504' }),
  party({ name: 'Corrosión Control Levante, S.L.U.', nif: 'B30284715', street: 'Polígono Cabezo Beaza, avenida Bruselas 61', city: '30353 Cartagena', phone: '968 321 990' }),
  party({ name: 'Rafael Moreno Lucena', nif: '44612873A', street: 'Calle Rábida, 17', city: '21001 Huelva', phone: '639 417 288', brand: 'CATÓDIC SUR' }),
];

export const DIVING = [
  party({ name: 'Suministros de Buceo Profesional Atlántico, S.L.', nif: 'B36492874', street: 'Calle Jacinto Benavente, 64', city: '36202 Vigo', phone: '986 430 975' }),
  party({ name: 'Aire y Buceo Mar Menor, S. Coop.', nif: 'F30418271', street: 'Puerto Deportivo Tomás Maestre, local 3', city: '30380 La Manga del Mar Menor', phone: '968 140 662' }),
  party({ name: 'Andrés Cabrera Pineda', nif: '48172635D', street: 'Calle Pescadores, 9', city: '04630 Garrucha (Almería)', phone: '607 553 120', brand: 'BUCEO CABRERA' }),
];

export const DRIP = [
  party({ name: 'Riegos Localizados del Poniente, S.L.', nif: 'B04295317', street: 'Carretera de Málaga, 301', city: '04710 Santa María del Águila', phone: '950 580 214', registry: 'Registro Mercantil de Almería, tomo 1.655, folio 117, hoja AL-38.770' }),
  party({ name: 'Hidroagrícola Campo de Cartagena, S.L.', nif: 'B30615827', street: 'Carretera de La Palma, km 3', city: '30593 La Palma (Cartagena)', phone: '968 551 407', registry: 'Registro Mercantil de Murcia, tomo 3.512, folio 66, hoja MU-95.331' }),
  party({ name: 'Agrorriego Almanzora, S.L.U.', nif: 'B04718268', street: 'Polígono El Real, calle 2', city: '04600 Huércal-Overa', phone: '950 134 598', registry: 'Registro Mercantil de Almería, tomo 1.901, folio 40, hoja AL-45.503' }),
];

export const NETTING = [
  party({ name: 'Mallas y Sombreos Agrícolas, S.L.', nif: 'B04615787', street: 'Camino de los Pescadores, 12', city: '04740 Roquetas de Mar', phone: '950 322 846' }),
  party({ name: 'Textil Agrícola Roquetas, S.L.', nif: 'B04862710', street: 'Avenida Carlos III, 455', city: '04720 Aguadulce', phone: '950 347 119' }),
  party({ name: 'Mallas del Campo de Dalías, S. Coop. And.', nif: 'F04271839', street: 'Calle Arenal, 8', city: '04750 Dalías', phone: '950 494 027' }),
];

export const TIMBER = [
  party({ name: 'Maderas Tropicales para Obra Marítima, S.L.', nif: 'B20734612', street: 'Herrera kaia, pabellón 6', city: '20110 Pasaia (Gipuzkoa)', phone: '943 398 214', brand: 'AZOBÉ PASAIA' }),
  party({ name: 'Maderas Duras del Guadalquivir, S.L.', nif: 'B41527383', street: 'Avenida de la Raza, 26', city: '41012 Sevilla', phone: '954 236 810', brand: 'MADUGUA' }),
  party({ name: 'Maderas Navales Cantábricas, S.L.', nif: 'B33406125', street: 'Muelle de Fomento, nave 2', city: '33201 Gijón', phone: '985 342 077', brand: 'MANACAN' }),
];
