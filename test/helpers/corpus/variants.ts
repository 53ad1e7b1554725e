import type { ExtractionContentType } from '../../../src/document-imports/extraction/extraction.js';
import { phonePhoto, scannedImage, scannedPdf } from './scan.js';
import type { CorpusDocument } from './types.js';

/**
 * The same documents as a site sends them on paper: scanned (a PDF of page images at 150 to 300
 * dpi, slightly askew, with grain and JPEG compression, or one image file) or photographed with a
 * phone (perspective, uneven light, EXIF orientation). Deterministic for a document id.
 */

export type VariantKind = 'scan-200' | 'scan-150-jpeg' | 'scan-300-png' | 'photo';

export interface Variant {
  kind: VariantKind;
  contentType: ExtractionContentType;
  bytes: Uint8Array;
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A number in [-1, 1] from a seed: the skew of a scan, the side of a photo. */
function signed(seed: number): number {
  return ((seed % 2001) - 1000) / 1000;
}

export async function variantOf(doc: CorpusDocument, kind: VariantKind): Promise<Variant> {
  const seed = seedOf(`${doc.id}:${kind}`);
  switch (kind) {
    case 'scan-200':
      return {
        kind,
        contentType: 'application/pdf',
        bytes: await scannedPdf(doc.bytes, { dpi: 200, rotateDegrees: 1.5 * signed(seed), noise: 0.5, jpegQuality: 75, seed }),
      };
    case 'scan-150-jpeg':
      return {
        kind,
        contentType: 'image/jpeg',
        bytes: await scannedImage(doc.bytes, { dpi: 150, rotateDegrees: 3 * signed(seed), noise: 0.6, jpegQuality: 70, seed, format: 'jpeg' }),
      };
    case 'scan-300-png':
      return {
        kind,
        contentType: 'image/png',
        bytes: await scannedImage(doc.bytes, { dpi: 300, rotateDegrees: 1 * signed(seed), noise: 0.3, seed, format: 'png' }),
      };
    case 'photo':
      return {
        kind,
        contentType: 'image/jpeg',
        bytes: await phonePhoto(doc.bytes, { seed, perspective: 0.5, light: 0.5, orientation: seed % 2 ? 6 : 1 }),
      };
  }
}

/** Image variants show the first page only: documents of one page are the ones they are scored on. */
export function onePage(doc: CorpusDocument): boolean {
  const text = new TextDecoder('latin1').decode(doc.bytes);
  return (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length === 1;
}
