import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A small element tree over fast-xml-parser: element names without their namespace prefix
 * (Facturae producers use `fe:`, `fac:`, `ns2:` or none), text kept exactly as written (no
 * number conversion: `0012` stays `0012`, `59.750000` keeps its decimals).
 */
export interface XmlElement {
  /** Local name, prefix removed. */
  name: string;
  prefix: string | null;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, trimmed. */
  text: string;
  parent: XmlElement | null;
}

export class XmlError extends Error {}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The document element of an XML text. Throws XmlError when the text is not well-formed XML. */
export function parseXml(text: string): XmlElement {
  if (/<!DOCTYPE/i.test(text)) {
    // Facturae has no DTD; refusing DOCTYPE also refuses entity-expansion tricks.
    throw new XmlError('the XML declares a DOCTYPE, which a Facturae file never has');
  }
  // The validator is the parser's own (deprecated there in favour of a separate package that
  // does the same): the parser alone accepts unclosed tags and trailing garbage.
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new XmlError(`malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const nodes = parser.parse(text) as OrderedNode[];
  const roots = nodes.map((n) => toElement(n, null)).filter((e): e is XmlElement => e !== null);
  if (roots.length !== 1) throw new XmlError(`malformed XML: ${roots.length} document elements`);
  return roots[0];
}

function toElement(node: OrderedNode, parent: XmlElement | null): XmlElement | null {
  const qualified = Object.keys(node).find((k) => k !== ':@');
  if (!qualified || qualified === '#text' || qualified.startsWith('?') || qualified === '#comment') return null;
  const colon = qualified.indexOf(':');
  const element: XmlElement = {
    name: colon >= 0 ? qualified.slice(colon + 1) : qualified,
    prefix: colon >= 0 ? qualified.slice(0, colon) : null,
    attributes: { ...(node[':@'] ?? {}) },
    children: [],
    text: '',
    parent,
  };
  const texts: string[] = [];
  for (const child of (node[qualified] as OrderedNode[]) ?? []) {
    if ('#text' in child) texts.push(String(child['#text']));
    const e = toElement(child, element);
    if (e) element.children.push(e);
  }
  element.text = texts.join('').trim();
  return element;
}

export function child(element: XmlElement | null | undefined, name: string): XmlElement | null {
  return element?.children.find((c) => c.name === name) ?? null;
}

export function childrenNamed(element: XmlElement | null | undefined, name: string): XmlElement[] {
  return element?.children.filter((c) => c.name === name) ?? [];
}

/** The element at a path of local names, e.g. `at(invoice, 'InvoiceTotals', 'InvoiceTotal')`. */
export function at(element: XmlElement | null | undefined, ...names: string[]): XmlElement | null {
  let current: XmlElement | null = element ?? null;
  for (const name of names) current = child(current, name);
  return current;
}

/** The text at a path, or null when the element is absent or empty. */
export function textAt(element: XmlElement | null | undefined, ...names: string[]): string | null {
  const e = at(element, ...names);
  return e && e.text !== '' ? e.text : null;
}

/** Depth-first search for the first element with a local name. */
export function findFirst(element: XmlElement, name: string): XmlElement | null {
  if (element.name === name) return element;
  for (const c of element.children) {
    const found = findFirst(c, name);
    if (found) return found;
  }
  return null;
}

/** Every text under an element, for searching legal notes. */
export function allText(element: XmlElement): string {
  return [element.text, ...element.children.map(allText)].filter(Boolean).join(' ');
}

/** The namespace URI an element's prefix is bound to, looking up through its ancestors. */
export function namespaceOf(element: XmlElement): string | null {
  const attribute = element.prefix ? `xmlns:${element.prefix}` : 'xmlns';
  for (let e: XmlElement | null = element; e; e = e.parent) {
    if (attribute in e.attributes) return e.attributes[attribute];
  }
  return null;
}
