/** A minimal XML writer: elements, escaped text, two-space indentation. UTF-8, XML 1.0. */

export interface XmlNode {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: XmlNode[];
}

export function el(name: string, ...children: (XmlNode | null)[]): XmlNode {
  return { name, children: children.filter((c): c is XmlNode => c !== null) };
}

/**
 * A text element. `max` is the schema's maxLength, counted in characters (code points) of the
 * text before escaping: longer text is cut there, as the schema allows no more.
 */
export function text(name: string, value: string, max?: number): XmlNode {
  // Characters XML 1.0 cannot carry at all (controls other than tab and line ends, lone surrogates, U+FFFE/F).
  const clean = value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu, '');
  const chars = [...clean];
  return { name, text: max !== undefined && chars.length > max ? chars.slice(0, max).join('') : clean };
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"'\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' })[c]!);
}

function serialize(node: XmlNode, indent: string): string {
  const attributes = Object.entries(node.attributes ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (node.text !== undefined) return `${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`;
  const children = (node.children ?? []).map((c) => serialize(c, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${children}\n${indent}</${node.name}>`;
}

/** The document: declaration, `root`, final line end. */
export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root, '')}\n`;
}
