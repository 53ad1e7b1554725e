import type { CorpusDocument } from '../types.js';
import { feesInvoice, FEES, limeInvoice, LIME } from './invoices-forge-lime-fees.js';
import { BUYERS, pct } from './kit.js';
import { TILE, tileNote } from './notes-slate-tile-reclaimed.js';

/**
 * The three documents of the tenth blind set whose right outcome is review
 * (docs/document-extraction.md#measuring-it): each is printed by a regular layout, with one
 * thing on it that does not add up.
 */

/** An archaeologist's invoice that prints `Retención IRPF 15 %` but withholds 7 % of its base (the total deducts what is printed). */
function irpfRateNotItsAmount(): Promise<CorpusDocument> {
  return feesInvoice(
    FEES[0],
    {
      number: '2026/031',
      issue: '2026-09-14',
      buyer: BUYERS.duero,
      site: 'Expediente 37/2026/PC - Casa de las Conchas, patio',
      lines: [
        { description: 'Seguimiento arqueológico de la excavación del patio (9 jornadas)', qty: '1', unit: 'ud', price: 126000 },
        { description: 'Documentación gráfica y fotogramétrica de restos aparecidos', qty: '1', unit: 'ud', price: 58500 },
      ],
    },
    {
      id: 'blind10-hard-fees-irpf-rate',
      why: 'IRPF printed as 15 % but the amount withheld is 7 % of the base; the total deducts that amount',
      figures: (f) => {
        const irpf = pct(f.base, 7);
        return { ...f, irpf, total: f.base + f.vat - irpf };
      },
    },
  );
}

/** A lime-render invoice whose `TOTAL FACTURA` in the foot box repeats the base: the VAT beside it is not added. */
function totalWithoutVat(): Promise<CorpusDocument> {
  return limeInvoice(
    LIME[2],
    {
      number: 'F2600212',
      issue: '2026-12-11',
      due: '2027-01-10',
      buyer: BUYERS.arcos,
      site: 'Casa de los Pisa, Granada - patio y galerías',
      lines: [
        { description: 'Revoco de cal en galerías del patio', qty: '142.00', unit: 'm²', price: 3980 },
        { description: 'Estuco planchado a fuego en zócalos', qty: '38.00', unit: 'm²', price: 7250 },
        { description: 'Reintegración de yeserías con mortero de cal y yeso', qty: '12.50', unit: 'm²', price: 14800 },
      ],
    },
    {
      id: 'blind10-hard-lime-total-is-base',
      why: 'the total in the foot box equals the base: the 21 % VAT printed beside it is not added',
      figures: (f) => ({ ...f, total: f.base }),
    },
  );
}

/** A hydraulic-tile note whose second line prints 34,80 as its price but is valued at 38,40 (two digits swapped). */
function linePriceSwapped(): Promise<CorpusDocument> {
  return tileNote(
    TILE[1],
    {
      number: 'A-26-1342',
      date: '2026-10-01',
      buyer: BUYERS.teruel,
      site: 'Casino Mercantil de Teruel, vestíbulo',
      lines: [
        { code: 'BV-212', description: 'Mosaico hidráulico Damero nº 212', qty: '46.40', unit: 'm²', price: 5760 },
        { code: 'BV-LIS', description: 'Baldosa lisa hueso 20x20', qty: '31.20', unit: 'm²', price: 3840 },
        { code: 'EMB', description: 'Palé y embalaje', qty: '3', unit: 'ud', price: 1800 },
      ],
    },
    { id: 'blind10-hard-tile-price-swapped', why: 'the second line prints a price of 34,80 but its amount is 31,20 × 38,40: the line does not close', printedPrice: 3480 },
  );
}

export function hardDocuments(): Promise<CorpusDocument[]> {
  return Promise.all([irpfRateNotItsAmount(), totalWithoutVat(), linePriceSwapped()]);
}
