import type { DocumentLayout } from './layout.js';
import type { TextCell } from './pdf-text.js';
import { fold } from './text-fold.js';

/**
 * Whose letterhead a document is printed on, when two tax ids stand in unlabelled blocks
 * (docs/document-extraction.md#seller-and-customer). A supplier prints its brand: a logo or
 * trade name in big letters at the top (`DETURIA`, `MADERAS ROBLEDO`, `AEM Rental`) and its own
 * web address and e-mail (`www.deturia.es`, `pedidos@maderasrobledo.es`); its block carries its
 * phone and e-mail. The customer's block carries none of them. An id is the issuer's when its
 * name is the brand's and no other id's name is.
 */

export interface IssuerCandidate {
  nif: string;
  /** The name printed next to the id (before it on its line, or in the block above it). */
  name?: string;
  /** The text of the id's block: its own line and the lines above it that line up with it. */
  block: string[];
  /** The id's block starts with the first line of the page. */
  opensPage: boolean;
}

/** Words of company names that say nothing of which company it is. */
const GENERIC_WORDS = new Set(
  (
    'de del la las los el y e en sociedad limitada anonima cooperativa laboral unipersonal ' +
    'hermanos hnos hijos grupo construcciones construccion constructora contratas obras reformas ' +
    'materiales suministros servicios instalaciones distribuciones distribuidora comercial ' +
    'industrias industrial transportes transporte excavaciones promociones inmobiliaria proyectos ' +
    'ingenieria arquitectura estudio talleres almacen almacenes empresa compania asociados ' +
    'espana espanola iberica global general integral'
  ).split(' '),
);

/** Public mail services: their domain says nothing of the sender, the mailbox's name may. */
const MAIL_SERVICES = /^(?:gmail|googlemail|hotmail|outlook|live|msn|yahoo|ymail|icloud|me|aol|gmx|proton|protonmail|telefonica|movistar|orange|vodafone|ono|terra|jazztel|correo|mail|yandex)$/;

/** Titles and words of a document's heading: printed big, but no brand. */
const TITLE = /factura|albaran|nota\s+de\s+entrega|hoja\s+de\s+entrega|ticket|abono|rectificativa|presupuesto|pedido|original|copia|duplicado|pagina/;

/** A logo or trade name is set this much larger than the page's body text… */
const BRAND_SIZE = 1.25;
/** …and is the largest print at the top of the page but for the title (within this share of it). */
const LARGEST = 0.9;

/** A phone number, an e-mail, a web address: the contact lines of a letterhead. */
const CONTACT = /(?<![a-z])(?:tel|tlf|telf|tfno|telefono|fax|movil|e-?mail)(?![a-z])|@|www\.|https?:\/\/|(?<!\d)[6789]\d{2}[\s.]?\d{2,3}[\s.]?\d{2}[\s.]?\d{2,3}(?!\d)/;

/** The letters of a text, folded: `Eléctricas Turia` → `electricasturia`. */
function letters(text: string): string {
  return fold(text).replace(/[^a-z]/g, '');
}

function distinctiveWords(name: string): string[] {
  return fold(name)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w));
}

/** A name's words, folded, legal form and little words left out. */
function nameWords(name: string): string[] {
  return fold(name)
    .replace(/,?\s+(?:s\.?\s?[la]\.?(?:\s?[lu]\.?)?|s\.?\s?coop\.?.*|c\.?\s?b\.?)\s*$/, '')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0 && !/^(?:de|del|la|las|los|el|y|e)$/.test(w));
}

/** The initials of a name's words: `Elevadores Costa Cantábrica, S.L.` → `ecc`. */
function initials(name: string): string {
  return nameWords(name).map((w) => w[0]).join('');
}

/**
 * A logo made of the first letters of the name's words, in order (`DIELCHA` for Distribuciones
 * Eléctricas Charro, `REARCHA` for Recuperaciones y Áridos Reciclados Charro): how Spanish
 * companies often make their brand. Each piece is two letters or more of a word's start, at least
 * two words give one, words may be passed over, and the pieces make the whole logo.
 */
function syllabicAcronym(logo: string, name: string): boolean {
  const words = nameWords(name).filter((w) => w.length >= 2);
  const from = (at: number, word: number, pieces: number): boolean => {
    if (at === logo.length) return pieces >= 2;
    for (let w = word; w < words.length; w++) {
      for (let len = Math.min(words[w].length, logo.length - at); len >= 2; len--) {
        if (logo.slice(at, at + len) === words[w].slice(0, len) && from(at + len, w + 1, pieces + 1)) return true;
      }
    }
    return false;
  };
  return logo.length >= 5 && from(0, 0, 0);
}

/**
 * What the page says of the brand of whoever printed it: the letters of the text set big at
 * the top of the first page (before any table), and the names of its web and e-mail domains.
 */
function brandTexts(layout: DocumentLayout): { logos: Array<{ text: string; capitals: boolean }>; domains: Domain[] } {
  const firstPage = [...layout.lines.entries()].filter(([, l]) => l.page === layout.lines[0]?.page && !l.rotated);
  const sizes = firstPage.flatMap(([, l]) => l.cells.map((c) => c.fontSize)).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const top: TextCell[] = [];
  for (const [i, line] of firstPage) {
    if (layout.tableHeaders.has(i)) break;
    top.push(...line.cells.filter((cell, j) => cell.fontSize >= BRAND_SIZE * body && !/\d/.test(cell.text) && !TITLE.test(layout.foldedCells[i][j])));
  }
  const largest = Math.max(0, ...top.map((c) => c.fontSize));
  const logos = top.filter((c) => c.fontSize >= LARGEST * largest).map((c) => ({ text: c.text, capitals: !/\p{Ll}/u.test(c.text) }));
  const names: string[] = [];
  const text = layout.foldedText();
  for (const m of text.matchAll(/([a-z0-9._-]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,}/g)) {
    const host = m[2].split('.').at(-1)!;
    names.push(MAIL_SERVICES.test(host) ? m[1] : host);
  }
  for (const m of text.matchAll(/(?:www\.|https?:\/\/(?:www\.)?)([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,}/g)) {
    names.push(m[1].split('.').at(-1)!);
  }
  const domains = names.map((name) => ({ letters: letters(name), parts: name.split(/[^a-z]+/).filter((p) => p.length > 0) }));
  return { logos, domains: domains.filter((d) => d.letters.length >= 4) };
}

/** A web or mail domain's name (`pcc-alquiler`): its letters run together, and its parts. */
interface Domain {
  letters: string;
  parts: string[];
}

/** The name is the brand's: a word of it in the logo or a domain, or the logo its initials (`ECC`). */
function brandOf(name: string, brand: ReturnType<typeof brandTexts>): boolean {
  const words = distinctiveWords(name);
  const acronym = initials(name);
  const inLogo = brand.logos.some((logo) => {
    const logoLetters = letters(logo.text);
    if (words.some((w) => logoLetters.includes(w))) return true;
    if (logo.capitals && syllabicAcronym(logoLetters, name)) return true;
    // A word of the logo set in capitals (`VPM seguridad`, `GA`) may be the name's initials, or their start (`JV`).
    return logo.text
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 2 && !/\p{Ll}/u.test(w))
      .some((w) => fold(w) === acronym || (acronym.length >= 3 && (acronym.startsWith(fold(w)) || (w.length >= 3 && acronym.includes(fold(w))))));
  });
  // A domain is the brand's when a word of the name is in it, or a part of it is the name's initials (`pcc-alquiler.com`).
  return inLogo || brand.domains.some((d) => words.some((w) => d.letters.includes(w)) || (acronym.length >= 3 && d.parts.includes(acronym)));
}

/** Whether a company name is the letterhead's brand: a word of it in the logo or a domain, or the logo its initials. */
export function isBrandName(layout: DocumentLayout, name: string): boolean {
  return brandOf(name, brandTexts(layout));
}

/**
 * The candidate whose letterhead the document is printed on, or null when nothing tells them
 * apart. The brand counts double, a contact line in the id's block once; the winner needs the
 * brand and a lead of two over every other candidate, so a phone number alone never decides.
 * When the brand does not tell, the block that opens the page and carries the contact lines is
 * the issuer's when every other id's block starts lower and carries none.
 */
export function letterheadIssuer(layout: DocumentLayout, candidates: IssuerCandidate[]): string | null {
  if (candidates.length < 2) return null;
  const brand = brandTexts(layout);
  const scored = candidates.map((c) => {
    const branded = c.name !== undefined && brandOf(c.name, brand);
    const contact = c.block.some((text) => CONTACT.test(fold(text)));
    return { nif: c.nif, branded, score: (branded ? 2 : 0) + (contact ? 1 : 0) };
  });
  scored.sort((a, b) => b.score - a.score);
  const [best, ...others] = scored;
  if (best.branded && !others.some((o) => o.branded || o.score > best.score - 2)) return best.nif;
  // The brand does not tell (none, or a word of it in two names: `Levante`): the block that opens the page with the issuer's contact lines, over a block that
  // starts lower down and carries none (a plain letterhead set in body type above the addressee).
  const heads = candidates.filter((c) => c.opensPage && c.block.some((text) => CONTACT.test(fold(text))));
  const plain = (c: IssuerCandidate) => !c.opensPage && !c.block.some((text) => CONTACT.test(fold(text)));
  return heads.length === 1 && candidates.every((c) => c === heads[0] || plain(c)) ? heads[0].nif : null;
}
