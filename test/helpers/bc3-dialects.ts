/**
 * FIEBDC-3 files the way other programs write them, built in memory for the tests: each holds one
 * construct real files showed (exponents, `~Y`, DOS text without a charset, UTF-8 declared ANSI,
 * `~K` indirect costs applied the generator's way, `~T` beside a summary, control bytes in a
 * comment, measurement lines, parametric `~P`, a concept used as an item and as a breakdown). The
 * `~C` prices of roots and chapters are what the generator computed, so the tests can compare.
 */
import iconv from 'iconv-lite';

/** The bytes of records joined with CRLF, in `encoding` (an iconv name). */
export function file(records: readonly string[], encoding = 'windows-1252'): Buffer {
  return iconv.encode(`${records.join('\r\n')}\r\n`, encoding);
}

const K = '~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|0|';

/**
 * TCQ writes quantities and prices with an exponent. 0.0854700854700855 m2 rounds to 0.085 (DR
 * 3), so P1 is round(0.085 × 117.00) = 9.95 and the root 9.95 + 28.70 = 38.65.
 */
export const EXPONENTS = file([
  '~V||FIEBDC-3/2002|TCQ 2.1||ANSI|',
  K,
  '~C|OBRA##||Urbanització|3.865E+01||0|',
  '~D|OBRA##|C1\\1\\1\\|',
  '~C|C1#||Paviments|38.65||0|',
  '~D|C1#|P1\\1\\8.54700854700855E-02\\P2\\1\\1E+00\\|',
  '~C|P1|m2|Paviment|1.17E+02||0|',
  '~C|P2|ut|Vorada|2.87e1||0|',
]);

/**
 * A tree built with `~Y` (lines added to a decomposition): C2 and B2 are added to decompositions
 * that have a `~D`, C1 and part of B only by `~Y`, one `~Y` comes before its `~D`.
 * C1 = 10 × 100 = 1,000; B = 40 + 2 × 30 = 100, C2 = 5 × 100 + 1 × 10 = 510; root 1,510.
 */
export const ADDED_LINES = file([
  '~V|SOFT S.A.|FIEBDC-3/2004|Presto 8.8||ANSI|',
  K,
  '~C|R##||Obra con registros Y|1510||0|',
  '~D|R##|C1\\1\\1\\|',
  '~Y|R##|C2\\1\\1\\|',
  '~C|C1#||Capítulo 1|1000||0|',
  '~Y|C1#|A\\1\\10\\|',
  '~C|C2#||Capítulo 2|510||0|',
  '~Y|C2#|B2\\1\\1\\|',
  '~D|C2#|B\\1\\5\\|',
  '~C|A|m2|Partida A|100||0|',
  '~C|B|ud|Partida B|||',
  '~D|B|MO\\1\\1\\|',
  '~Y|B|MT\\1\\2\\|',
  '~C|B2|ud|Partida B2|10||0|',
  '~C|MO|h|Oficial|40||1|',
  '~C|MT|kg|Material|30||3|',
]);

/** A FIEBDC-3/95 file of a DOS program: code page 850 and no charset in `~V`. */
export const DOS_UNDECLARED = file(
  [
    '~V|EMPRESA|FIEBDC-3/95|PRESTO 7.0||',
    K,
    '~C|R##||Urbanización|50||0|',
    '~D|R##|01\\1\\1\\|',
    '~C|01#||Excavación|50||0|',
    '~D|01#|E1\\1\\1\\|',
    '~C|E1|m|Desagüe de pluviales|50||0|',
    '~T|E1|Desagüe de pluviales en tubería de PVC, incluso excavación y relleno.|',
  ],
  'cp850',
);

/** UTF-8 bytes in a file whose `~V` says ANSI. */
export const UTF8_AS_ANSI = file(
  [
    '~V|CYPE Ingenieros, S.A.|FIEBDC-3/2016|Arquímedes||ANSI|',
    K,
    '~C|R##||URBANIZACIÓN CALLE MAYOR|10||0|',
    '~D|R##|01\\1\\1\\|',
    '~C|01#||Señalización|10||0|',
    '~D|01#|S1\\1\\1\\|',
    '~C|S1|ud|Señal de tráfico|10||0|',
  ],
  'utf8',
);

/** The root and chapters of both indirect-costs files, priced as the generator computed them with CI 2 %. */
const INDIRECT_COSTS_CHAPTERS = [
  '~C|OBRA##||Edificio|297.13||0|',
  '~D|OBRA##|C1\\1\\1\\C2\\1\\1\\|',
  '~C|C1#||Solados|271.89||0|',
  '~D|C1#|U1\\1\\10.5\\U2\\1\\3\\|',
  '~C|C2#||Aceras|25.24||0|',
  '~D|C2#|U1\\1\\2\\|',
];

/**
 * Arquímedes with `~K` CI 2 %: item prices are direct costs and the file's totals are
 * Σ q × round(price × 1.02). U1 12.37 (its breakdowns: round(0.35 × 19.99) + round(1.05 × 5.11)
 * = 7.00 + 5.37) → 12.62; U2 45.55 → 46.46. C1 = round(10.5 × 12.62) + 3 × 46.46 = 271.89,
 * C2 = 2 × 12.62 = 25.24, root 297.13. Taking the prices as they are would give 291.28.
 */
export const INDIRECT_COSTS = file([
  '~V|CYPE Ingenieros, S.A.|FIEBDC-3/2012|ARQUIMEDES||ANSI|',
  '~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|2\\13\\6\\\\21|3\\2\\\\3\\3\\\\2\\2\\2\\2\\2\\3\\3\\2\\EUR\\||',
  ...INDIRECT_COSTS_CHAPTERS,
  '~C|U1|m2|Solado de baldosa|12.37||0|',
  '~D|U1|MO\\1\\0.35\\MT\\1\\1.05\\|',
  '~C|U2|ud|Sumidero|45.55||0|',
  '~C|MO|h|Oficial 1ª solador|19.99||1|',
  '~C|MT|m2|Baldosa cerámica|5.11||3|',
]);

/** The same budget with prices that already include the 2 % (U1 12.62, U2 46.46): nothing is added. */
export const INDIRECT_COSTS_INCLUDED = file([
  '~V|Otro programa|FIEBDC-3/2012|Otro||ANSI|',
  '~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|2|',
  ...INDIRECT_COSTS_CHAPTERS,
  '~C|U1|m2|Solado de baldosa|12.62||0|',
  '~C|U2|ud|Sumidero|46.46||0|',
]);

/** The long text of a CYPE item, longer than its `~C` summary. */
export const LONG_TEXT =
  'Solado de baldosas cerámicas de gres esmaltado, 30x30 cm, recibidas con adhesivo cementoso C1 y rejuntadas con mortero de juntas CG2.\n' +
  'Incluye replanteo, cortes y limpieza final.';

/**
 * Items with a `~C` summary and a `~T` text, measurement lines (a plain line, a line with a
 * formula type, a subtotal), a control byte (0x01) in a measurement comment, a code with a space,
 * and DEXZANJAT used as an item (decomposed, its catalogue price 3.06 above its breakdowns' 2.97)
 * and as a breakdown of CIMENTA01.
 */
export function arquimedesLike(): Buffer {
  return file([
    '~V||FIEBDC-3/2004|ARQUIMEDES||ANSI|',
    K,
    '~C|OBRA##||Obra|1967.81||0|',
    '~D|OBRA##|CAP1.2\\1\\1\\CAP1.4\\1\\1\\|',
    '~C|CAP1.2#||Drenaje|772.03||0|',
    '~D|CAP1.2#|DEXZANJAT\\\\209.85\\U1\\\\10.5\\|',
    '~C|CAP1.4#||Alumbrado|1195.78||0|',
    '~D|CAP1.4#|CIMENTA01\\\\13\\LINEAS GENERA\\\\2\\|',
    '~C|DEXZANJAT|M3|Excavación en zanja|3.06||0|',
    '~D|DEXZANJAT|PEON\\\\0.025\\URETR0101\\\\0.1\\|',
    '~C|CIMENTA01|Ud.|Cimentación de farola|90.06||0|',
    '~D|CIMENTA01|PEON\\\\1.3\\DEXZANJAT\\\\0.6\\HORM\\\\0.5\\|',
    '~C|LINEAS GENERA|m|Líneas generales de alumbrado|12.5||0|',
    '~C|U1|m2|Solado de baldosa|12.37||0|',
    `~T|U1|${LONG_TEXT.replace(/\n/g, '\r\n')}|`,
    '~C|PEON|H|Peón ordinario|12.7||1|',
    '~C|URETR0101|H.|Retroexcavadora|26.48||2|',
    '~C|HORM|m3|Hormigón HM-20|143.42||3|',
    '~M|CAP1.2#\\DEXZANJAT|1\\1\\|209.85|\\Zanja tramo 1\\1\\100\\0.6\\1.5\\\\Zanja tramo 2\u0001\\1\\133.1666\\0.6\\1.5\\1\\Subtotal\\\\\\\\\\|',
    '~M|CAP1.2#\\U1|1\\2\\|10.5|\\Planta baja\\2\\3.5\\1.5\\\\|',
    '~M|CAP1.4#\\CIMENTA01|2\\1\\|13|3\\A*B\\13\\1\\\\\\|',
  ]);
}

/** A parametric price base (Menfis): `~P` records describe concepts the reader cannot expand. */
export const PARAMETRIC = file([
  '~V||FIEBDC-3/2007|menfis 8.2.117|\\|ANSI||',
  '~K|0\\3\\3\\4\\2\\2\\2\\2\\|0\\0\\0\\0\\21\\|3\\2\\\\3\\4\\\\2\\2\\2\\3\\3\\3\\3\\2\\EUR\\|',
  '~C|BASE##||Base de precios paramétrica|0||0|',
  '~C|OEX010$|m3|Excavación paramétrica|0||0|',
  '~P|OEX010$|\\Terreno\\a\\Blando\\b\\Duro\\|',
]);
