/**
 * FIEBDC-3 files built in memory for the reader and writer tests and the benchmark: well-formed
 * edge cases (nesting, reuse, charsets, line ends, records spanning lines, computed prices) and
 * malformed ones. Each is the bytes a program would have written.
 */
import iconv from 'iconv-lite';
import { readSample } from './shared-fixtures.js';

export type Charset = 'ANSI' | '850' | '437' | 'UTF-8';

const ENCODINGS: Record<Charset, string> = { ANSI: 'windows-1252', '850': 'cp850', '437': 'cp437', 'UTF-8': 'utf8' };

export interface FileOptions {
  /** JUEGO_CARACTERES written in `~V` (and the encoding of the bytes); null writes the field empty. */
  charset?: Charset | null;
  eol?: '\r\n' | '\n';
  /** `~K` record; a plain 2002 one by default. */
  k?: string | null;
  /** Leave out the `~V` record. */
  noV?: boolean;
}

/** A file of the given records (without `~V`/`~K`, which are added), encoded as its `~V` says. */
export function bc3(records: readonly string[], options: FileOptions = {}): Buffer {
  const charset = options.charset === undefined ? 'ANSI' : options.charset;
  const eol = options.eol ?? '\r\n';
  const head = [
    ...(options.noV ? [] : [`~V|Test|FIEBDC-3/2002|Generator||${charset ?? ''}|`]),
    ...(options.k === null ? [] : [options.k ?? '~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|0|']),
  ];
  return iconv.encode([...head, ...records].join(eol) + eol, ENCODINGS[charset ?? 'ANSI']);
}

/** The records of a small priced budget: root → 2 chapters → 3 items, one priced by breakdowns. */
export const SMALL = [
  '~C|OBRA##||Reforma de vivienda|0||0|',
  '~D|OBRA##|01\\1\\1\\02\\1\\1\\|',
  '~C|01#||Demoliciones|0||0|',
  '~D|01#|DEM01\\1\\12.5\\DEM02\\1\\3\\|',
  '~C|DEM01|m2|Demolición de tabique|4.50||0|',
  '~C|DEM02|ud|Retirada de sanitario|18||0|',
  '~C|02#||Albañilería|0||0|',
  '~D|02#|ALB01\\1\\20\\|',
  '~C|ALB01|m2|Fábrica de ladrillo|||',
  '~D|ALB01|MO01\\1\\0.45\\MT01\\1\\33\\MQ01\\1\\0.015\\|',
  '~C|MO01|h|Oficial 1ª albañil|21.5||1|',
  '~C|MT01|ud|Ladrillo hueco doble|0.16||3|',
  '~C|MQ01|h|Hormigonera|3.33||2|',
];

/** Root → chapter → sub-chapter → sub-sub-chapter → item: chapters nested three deep. */
export const NESTED = [
  '~C|R##||Edificio|||0|',
  '~D|R##|1\\1\\1\\|',
  '~C|1#||Estructura|||0|',
  '~D|1#|1.1\\1\\1\\|',
  '~C|1.1#||Hormigón|||0|',
  '~D|1.1#|1.1.1\\1\\1\\P0\\1\\2\\|',
  '~C|1.1.1#||Pilares|||0|',
  '~D|1.1.1#|P1\\1\\4\\|',
  '~C|P1|m3|Hormigón en pilares|100.00||0|',
  '~C|P0|m3|Hormigón de limpieza|50.00||0|',
];

/** The same concept (PINT) listed in two chapters with different quantities. */
export const REUSED = [
  '~C|R##||Obra|||0|',
  '~D|R##|A\\1\\1\\B\\1\\1\\|',
  '~C|A#||Planta baja|||0|',
  '~D|A#|PINT\\1\\10\\|',
  '~C|B#||Planta primera|||0|',
  '~D|B#|PINT\\1\\7.5\\|',
  '~C|PINT|m2|Pintura plástica|3.20||0|',
];

/** Accented Spanish text, for the charset cases. */
export const ACCENTED = [
  '~C|R##||Año de construcción|||0|',
  '~D|R##|C1\\1\\1\\|',
  '~C|C1#||Cimentación|||0|',
  '~D|C1#|ZAP\\1\\2\\|',
  '~C|ZAP|m³|Zapata nº 3, hormigón armado|80||0|',
  '~T|ZAP|Excavación y hormigonado de zapata, nº de orden 3º; señalización incluida.|',
];

/** The small budget with `~X`, `~L`, `~G`, `~E` and `~R` records between the others. */
export function withOtherRecords(): string[] {
  return [
    '~X||INFORMACION_GENERADOR\\Parámetros\\\\|',
    '~L||MS\\Medidas\\CT\\Características\\|',
    ...SMALL.slice(0, 4),
    '~X|DEM01|INFORMACION_GENERADOR\\0100\\\\|',
    '~L|DEM01|MS\\Texto del pliego|',
    '~G|DEM01|foto.jpg\\|',
    '~E|ACME|Constructora|ACME S.L.||B12345678\\|',
    '~R|DEM01|0\\re170101\\r\\0.1\\|',
    ...SMALL.slice(4),
  ];
}

/** The small budget with every record broken over several lines, the way CYPE writes `~D`. */
export function spanningLines(eol: string): string[] {
  return SMALL.map((r) => r.replace(/\|(?=[^|]*\|$)/, `${eol}|`).replace(/\\(?=[A-Z])/g, `${eol}\\`));
}

/** A budget whose items have no price: they cost what their breakdowns add up to. */
export const UNPRICED = [
  '~C|R##||Obra|||0|',
  '~D|R##|C\\1\\1\\|',
  '~C|C#||Capítulo|||0|',
  '~D|C#|U1\\1\\10\\U2\\1\\1\\|',
  '~C|U1|m2|Solado||||',
  '~D|U1|MO\\1\\0.333\\MT\\1\\1.05\\%MAUX\\1\\0.03\\|',
  '~C|U2|ud|Puerta|0||0|',
  '~D|U2|MO\\1\\2.5\\MT\\2\\1\\|',
  '~C|MO|h|Oficial|19.99||1|',
  '~C|MT|m2|Baldosa|12.45||3|',
  '~C|%MAUX|%|Medios auxiliares|0||0|',
];

/** Records of malformed files, each with the problem the reader must name. */
export const MALFORMED = {
  unknownConcept: ['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Capítulo|||0|', '~D|C#|GHOST\\1\\2\\|'],
  badPrice: ['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Capítulo|||0|', '~D|C#|P\\1\\2\\|', '~C|P|m|Tubo|12,50||0|'],
  badQuantity: ['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Capítulo|||0|', '~D|C#|P\\1\\dos\\|', '~C|P|m|Tubo|12.50||0|'],
  cycle: [
    '~C|R##||Obra|||0|',
    '~D|R##|C\\1\\1\\|',
    '~C|C#||Capítulo|||0|',
    '~D|C#|A\\1\\1\\|',
    '~C|A|ud|Compuesto A|||0|',
    '~D|A|B\\1\\2\\|',
    '~C|B|ud|Compuesto B|||0|',
    '~D|B|A\\1\\1\\|',
  ],
  noRoot: ['~C|C#||Capítulo|||0|', '~D|C#|P\\1\\2\\|', '~C|P|m|Tubo|12.50||0|'],
};

/** Bytes that are no text at all (a zip header and binary noise). */
export function binaryGarbage(): Buffer {
  const bytes = Buffer.alloc(512);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 37 + 11) % 256;
  bytes.write('PK\u0003\u0004', 0, 'latin1');
  return bytes;
}

/**
 * A budget of about `concepts` concepts, as a price-database export would be: 3 breakdown concepts
 * per item drawn from a shared pool, 10 chapters of 10 sub-chapters, `~T` texts and `~M` totals.
 */
export function largeBc3(concepts = 10_000): Buffer {
  const pool = Math.floor(concepts / 4);
  const items = concepts - pool - 111;
  const records: string[] = ['~C|BIG##||Presupuesto grande|||0|'];
  records.push(`~D|BIG##|${Array.from({ length: 10 }, (_, c) => `C${c}\\1\\1\\`).join('')}|`);
  for (let b = 0; b < pool; b++) {
    records.push(`~C|B${b}|${['h', 'kg', 'm2'][b % 3]}|Recurso básico número ${b} de construcción|${(b % 997) + 0.37}||${(b % 3) + 1}|`);
  }
  for (let c = 0; c < 10; c++) {
    records.push(`~C|C${c}#||Capítulo ${c}|||0|`, `~D|C${c}#|${Array.from({ length: 10 }, (_, s) => `C${c}.${s}\\1\\1\\`).join('')}|`);
    for (let s = 0; s < 10; s++) {
      const chapter = `C${c}.${s}`;
      const per = Math.ceil(items / 100);
      const own = Array.from({ length: per }, (_, i) => (c * 10 + s) * per + i).filter((i) => i < items);
      records.push(`~C|${chapter}#||Subcapítulo ${chapter}|||0|`);
      records.push(`~D|${chapter}#|${own.map((i) => `U${i}\\1\\${(i % 50) + 1.25}\\`).join('')}|`);
      own.forEach((i, n) => {
        const parts = [0, 1, 2].map((k) => `B${(i * 3 + k) % pool}\\1\\${(k + 1) * 0.125}\\`).join('');
        records.push(
          `~C|U${i}|m2|Unidad de obra ${i}, ejecución completa|||0|`,
          `~T|U${i}|Unidad de obra ${i}: suministro, colocación y limpieza final. Incluye medios auxiliares.|`,
          `~D|U${i}|${parts}%\\1\\0.02\\|`,
          `~M|${chapter}\\U${i}|${c + 1}\\${s + 1}\\${n + 1}\\|${(i % 50) + 1.25}||`,
        );
      });
    }
  }
  records.push('~C|%|%|Costes directos complementarios|0||0|');
  return bc3(records);
}

/**
 * Bytes of a real sample file, kept beside the repository: read it inside
 * `describeSamples('bc3', …)` (./shared-fixtures.ts), which skips the tests where it is absent.
 */
export function sample(name: string): Buffer {
  return readSample('bc3', name);
}
