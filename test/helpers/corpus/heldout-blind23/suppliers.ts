/** The three suppliers that print each layout, and those of the hard documents. */
import { company, type Party, person } from './parties.js';

type Three = [Party, Party, Party];

export const SUPPLIERS: Record<string, Three> = {
  lifts: [
    company('Ascensores Torreblanca, S.L.', 'B', '12', ['Pol. Ind. El Collet, C/ Mestre Falcó, 9', '12004 Castelló de la Plana', '964 25 71 30', 'facturacion@ascensorestorreblanca.es', 'Instalación y mantenimiento de ascensores y montacargas']),
    company('Elevación y Montacargas del Duero, S.A.', 'A', '47', ['C/ Metal, 22 — Pol. San Cristóbal', '47012 Valladolid', '983 39 20 64', 'admon@elevaduero.com', 'Ascensores · Plataformas · Montacargas de obra']),
    company('Zaldibar Igogailuak, S.L.', 'B', '48', ['Errekalde Kalea, 4', '48250 Zaldibar (Bizkaia)', '946 82 13 57', 'fakturak@zaldibarigo.eus', 'Ascensores y elevadores industriales']),
  ],
  fire: [
    company('Protección Contra Incendios Alhambra, S.L.', 'B', '18', ['C/ Pintor Manuel Maldonado, 6', '18007 Granada', '958 13 40 26', 'pci@pcialhambra.es', 'Empresa instaladora y mantenedora de PCI']),
    company('Extintores y Rociadores Miramar, S.L.', 'B', '29', ['Avda. Velázquez, 301, nave 4', '29004 Málaga', '952 17 85 09', 'oficina@extintoresmiramar.com', 'Extintores · Rociadores · Detección']),
    company('Ignífugos Cantábrico, S.A.', 'A', '39', ['Pol. Ind. Raos, parcela 14', '39011 Santander', '942 33 26 81', 'facturas@ignifugoscantabrico.es', 'Protección pasiva y activa contra incendios']),
  ],
  solar: [
    company('Fotovoltaica Campiña Sur, S.L.', 'B', '14', ['C/ Ingeniero Torres Quevedo, 18', '14013 Córdoba', '957 42 05 16', 'facturas@fvcampinasur.es', 'Instalaciones fotovoltaicas de autoconsumo']),
    company('Solartec Instalaciones Bardenas, S.L.', 'B', '31', ['Ctra. de Ejea, km 2', '31500 Tudela (Navarra)', '948 82 60 44', 'admin@solartecbardenas.com', 'Energía solar fotovoltaica y térmica']),
    company('Energía Solar Levantina, Coop. V.', 'F', '46', ['C/ dels Furs, 31', '46701 Gandia (València)', '962 87 31 19', 'cooperativa@eslevantina.coop', 'Cooperativa instaladora de energías renovables']),
  ],
  crane: [
    company('Grúas Torre Hermanos Quiroga, S.L.', 'B', '27', ['Pol. Ind. O Ceao, rúa da Industria, 40', '27003 Lugo', '982 20 94 37', 'alquiler@gruasquiroga.es', 'Alquiler de grúas torre, montaje y mantenimiento']),
    company('Andamios y Elevación Meseta, S.A.', 'A', '45', ['C/ Río Jarama, 97', '45007 Toledo', '925 24 18 63', 'alquileres@andamiosmeseta.es', 'Andamios, plataformas y grúas en alquiler']),
    company('Alquileres Tajuña Grúas y Andamios, S.L.', 'B', '19', ['Avda. del Vado, 12', '19005 Guadalajara', '949 21 56 02', 'facturacion@tajunagruas.com', 'Alquiler de maquinaria de elevación']),
  ],
  waterproofing: [
    company('Impermeabilizaciones Sierra Espuña, S.L.', 'B', '30', ['C/ Mayor, 88', '30850 Totana (Murcia)', '968 42 17 90', 'oficina@impsierraespuna.es', 'Impermeabilización de cubiertas, terrazas y cimentaciones']),
    company('Cubiertas y Tela Asfáltica Guadiana, S.L.', 'B', '06', ['Avda. de Elvas, 55', '06006 Badajoz', '924 27 33 48', 'guadiana@cubiertasguadiana.es', 'Láminas asfálticas, cubiertas y aislamientos']),
    company('Membranas Técnicas Pirineo, S.L.L.', 'B', '22', ['C/ Ramiro el Monje, 3', '22700 Jaca (Huesca)', '974 36 28 15', 'info@membranaspirineo.com', 'Membranas EPDM, PVC y poliurea proyectada']),
  ],
  geotech: [
    person('Marta Villalobos Recio', 'Geóloga colegiada nº 4.512 (ICOG)', ['C/ Bretón de los Herreros, 19, 3º D', '28003 Madrid', '655 30 41 87', 'mvillalobos.geologia@gmail.com', 'Geología y geotecnia']),
    company('Geotecnia y Sondeos Moncayo, S.L.', 'B', '50', ['Pol. Malpica, C/ E, nave 27', '50016 Zaragoza', '976 57 20 68', 'laboratorio@sondeosmoncayo.es', 'Sondeos · Ensayos de laboratorio · Estudios geotécnicos']),
    person('Íñigo Arrieta Zubiaurre', 'Ingeniero de Caminos, C. y P. — colegiado nº 27.904', ['C/ Prim, 12, 1º izda.', '20006 Donostia', '688 12 95 40', 'arrieta.geotecnia@proton.me', 'Ingeniería geotécnica']),
  ],
  curtainwall: [
    company('Muros Cortina Levante Glass, S.L.', 'B', '46', ['Pol. Fuente del Jarro, C/ Ciudad de Sevilla, 31', '46988 Paterna (València)', '961 34 82 70', 'obras@levanteglass.es', 'Muro cortina · Fachadas ventiladas · Lucernarios']),
    company('Fachadas Acristaladas Nervión, S.A.', 'A', '48', ['Ribera de Deusto, 70', '48014 Bilbao', '944 75 03 29', 'administracion@fanervion.com', 'Fachadas acristaladas y carpintería de aluminio']),
    company('Cristalería Arquitectónica Tormes, S.L.', 'B', '37', ['C/ Río Duero, 14 — Pol. Los Villares', '37184 Villares de la Reina (Salamanca)', '923 22 47 61', 'facturas@cristaleriatormes.es', 'Vidrio arquitectónico y muro cortina']),
  ],
  landscape: [
    company('Viveros y Jardines El Albaicín, S.L.', 'B', '18', ['Camino de Ronda, 190', '18003 Granada', '958 27 09 33', 'viveros@jardinesalbaicin.es', 'Jardinería, paisajismo y riego de espacios públicos']),
    company('Paisajismo y Riegos Ribera del Júcar, S.L.', 'B', '02', ['Avda. de la Mancha, 41', '02006 Albacete', '967 19 62 85', 'admin@riegosjucar.es', 'Paisajismo · Riego automático · Mantenimiento de zonas verdes']),
    company('Jardinería Pública Montes de Oca, S.L.', 'B', '09', ['C/ Vitoria, 233', '09007 Burgos', '947 48 20 16', 'facturacion@jpmontesdeoca.es', 'Parques, jardines y arbolado urbano']),
  ],
  signage: [
    company('Señalizaciones Viales Meseta Norte, S.A.', 'A', '24', ['Pol. Ind. Trobajo, C/ La Forja, 8', '24010 León', '987 84 16 27', 'facturas@svmesetanorte.es', 'Señalización vertical, marcas viales y balizamiento']),
    company('Marcas Viales del Sureste, S.L.', 'B', '30', ['Ctra. de Alicante, km 6', '30163 Cobatillas (Murcia)', '968 86 02 75', 'oficina@marcasvialessureste.com', 'Pintura vial y señalización']),
    company('Balizamientos y Señales Galaicas, S.L.', 'B', '15', ['Pol. de Sabón, parcela 42', '15142 Arteixo (A Coruña)', '981 60 38 14', 'administracion@bsgalaicas.gal', 'Balizamiento, señalización y seguridad vial']),
  ],
  asbestos: [
    company('Desamiantados Ebro Medio, S.L.', 'B', '50', ['C/ Miguel Servet, 188', '50013 Zaragoza', '976 59 44 12', 'rera@desamiantadosebro.es', 'Retirada de amianto — inscrita en el RERA nº 50/0317']),
    company('Retirada de Amianto Bahía de Cádiz, S.L.', 'B', '11', ['Pol. Tres Caminos, C/ Ronda, 5', '11510 Puerto Real (Cádiz)', '956 47 11 30', 'info@amiantobahia.es', 'Retirada de fibrocemento — RERA nº 11/0452']),
    company('Descontaminació Industrial Llobregat, S.L.', 'B', '08', ['C/ de la Indústria, 61', '08940 Cornellà de Llobregat (Barcelona)', '933 77 58 20', 'factures@dillobregat.cat', 'Desamiantat i descontaminació — RERA nº 08/1129']),
  ],
  concrete: [
    company('Hormigones La Sagra, S.A.', 'A', '45', ['Ctra. de Toledo, km 28 — Planta de Illescas', '45200 Illescas (Toledo)', '925 51 02 77', 'planta.illescas@hormigoneslasagra.es', 'Hormigón preparado']),
    company('Hormigones y Áridos Valle del Nalón, S.L.', 'B', '33', ['Barrio La Florida, s/n', '33900 Langreo (Asturias)', '985 69 14 08', 'expediciones@hanalon.es', 'Hormigones y áridos']),
    company('Prefabricados y Hormigones Campo de Cartagena, S.L.', 'B', '30', ['Ctra. de La Palma, km 3', '30300 Cartagena (Murcia)', '968 16 93 52', 'pedidos@phcartagena.es', 'Hormigón preparado y prefabricados']),
  ],
  rebar: [
    company('Ferralla Industrial Henares, S.L.', 'B', '28', ['C/ Torneros, 14 — Pol. Los Frailes', '28814 Daganzo de Arriba (Madrid)', '918 84 37 20', 'expedicion@ferrallahenares.es', 'Ferralla armada y acero corrugado']),
    company('Aceros Corrugados del Bierzo, S.A.', 'A', '24', ['Avda. de Galicia, 402', '24400 Ponferrada (León)', '987 41 72 06', 'ventas@acorbierzo.com', 'Almacén de hierros y ferralla']),
    company('Ferrallas Baix Camp, S.L.', 'B', '43', ['Polígon Agro-Reus, C/ Metal·lúrgia, 9', '43206 Reus (Tarragona)', '977 32 80 51', 'comandes@ferrallesbaixcamp.cat', 'Ferralla i malla electrosoldada']),
  ],
  insulation: [
    company('Aislamientos Térmicos Sierra de Gata, S.L.', 'B', '10', ['Avda. de Extremadura, 17', '10800 Coria (Cáceres)', '927 50 31 84', 'almacen@aislamientosgata.es', 'Aislamiento térmico y acústico']),
    company('Paneles Aislantes Navarra, S.A.', 'A', '31', ['Pol. Ind. Landaben, calle F, 6', '31012 Pamplona', '948 19 66 30', 'logistica@panelesnavarra.com', 'Fabricación de paneles aislantes']),
    company('Distribuciones Aislantes Mar Menor, S.L.', 'B', '30', ['C/ Alcalde Julián Andújar, 23', '30700 Torre-Pacheco (Murcia)', '968 58 42 19', 'pedidos@aislantesmarmenor.es', 'Distribución de aislamientos y placa de yeso']),
  ],
  paint: [
    company('Pinturas Industriales Albufera, S.L.', 'B', '46', ['C/ Sequia de Rovella, 3', '46470 Catarroja (València)', '961 26 07 55', 'comercial@pinturasalbufera.es', 'Pinturas, barnices y recubrimientos técnicos']),
    company('Recubrimientos Técnicos Gredos, S.L.', 'B', '37', ['Ctra. de Ávila, 29', '37800 Alba de Tormes (Salamanca)', '923 30 12 49', 'ventas@rtgredos.es', 'Recubrimientos epoxi y poliuretano']),
    company('Pinturas y Barnices Costa da Morte, S.L.', 'B', '15', ['Rúa do Porto, 22', '15100 Carballo (A Coruña)', '981 70 45 18', 'almacen@pbcostadamorte.gal', 'Pinturas decorativas e industriais']),
  ],
  cable: [
    company('Cables y Conductores Tajo Medio, S.L.', 'B', '45', ['C/ Jarama, 132 — Pol. Santa María de Benquerencia', '45007 Toledo', '925 23 90 61', 'almacen@cctajomedio.es', 'Material eléctrico para obra e industria']),
    company('Material Eléctrico Vinalopó, S.A.', 'A', '03', ['Avda. de la Libertad, 86', '03600 Elda (Alicante)', '965 38 12 47', 'pedidos@mevinalopo.com', 'Distribución de material eléctrico']),
    company('Distribuciones Eléctricas Ría de Vigo, S.L.', 'B', '36', ['Rúa Coruña, 40', '36211 Vigo (Pontevedra)', '986 29 74 03', 'expedicion@deriadevigo.es', 'Cable, mecanismos e iluminación']),
  ],
  tiles: [
    company('Cerámicas Castellón Plana Baixa, S.A.', 'A', '12', ['Ctra. Vila-real–Onda, km 4,5', '12540 Vila-real (Castellón)', '964 53 21 88', 'expediciones@ceramicasplanabaixa.es', 'Pavimento y revestimiento cerámico']),
    company('Azulejos y Pavimentos Manchegos, S.L.', 'B', '16', ['Avda. de la Música Española, 7', '16004 Cuenca', '969 23 48 15', 'tienda@azpamanchegos.es', 'Almacén de cerámica y materiales']),
    company('Gres y Porcelánicos La Safor, S.L.', 'B', '46', ['Camí del Grau, 54', '46730 Grau de Gandia (València)', '962 84 57 30', 'comercial@gresafor.es', 'Gres porcelánico y adhesivos']),
  ],
};

/** The suppliers of the hard documents. */
export const HARD_SUPPLIERS = {
  fire: company('Sistemas PCI Montesa, S.L.', 'B', '46', ['C/ Músico Penella, 11', '46800 Xàtiva (València)', '962 27 60 38', 'facturacion@pcimontesa.es', 'Instalación y mantenimiento de sistemas contra incendios']),
  landscape: company('Riegos y Zonas Verdes Alcarria, S.L.', 'B', '19', ['C/ Francisco Aritio, 60', '19004 Guadalajara', '949 24 70 81', 'administracion@zvalcarria.es', 'Zonas verdes, riego y mantenimiento de parques']),
  rebar: company('Encofrados y Ferralla Alto Aragón, S.L.', 'B', '22', ['Pol. Sepes, C/ Río Vero, 2', '22006 Huesca', '974 21 86 40', 'obras@encofradosaltoaragon.es', 'Alquiler de encofrados · Ferralla elaborada']),
};
