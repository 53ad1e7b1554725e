import { validateXML } from 'xmllint-wasm';
import { readSample } from './shared-fixtures.js';

const XMLDSIG_URL = 'http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd';

/**
 * The official Facturae 3.2.2 schema's complaints about `xml` (none: valid). The schema is a
 * shared sample (`facturae/schema/`): call this inside `describeSamples`. xmllint-wasm does no
 * network I/O, so the schema's import of XML-DSig is pointed, in memory only, at the local copy.
 */
export async function facturaeSchemaErrors(xml: string): Promise<string[]> {
  const xsd = readSample('facturae', 'schema/Facturaev3_2_2.xsd').toString('utf8');
  if (!xsd.includes(`schemaLocation="${XMLDSIG_URL}"`)) throw new Error('the Facturae schema no longer imports XML-DSig from its W3C address');
  const result = await validateXML({
    xml: [{ fileName: 'certification.xml', contents: xml }],
    schema: [{ fileName: 'Facturaev3_2_2.xsd', contents: xsd.replace(XMLDSIG_URL, 'xmldsig-core-schema.xsd') }],
    preload: [{ fileName: 'xmldsig-core-schema.xsd', contents: readSample('facturae', 'schema/xmldsig-core-schema.xsd') }],
  });
  return result.errors.map((e) => e.rawMessage);
}
