import { readPdfText, readImageText } from './src/document-imports/extraction/pdf-text.js';
import { stopOcr } from './src/document-imports/extraction/ocr.js';
import { corpusOf } from './test/helpers/corpus/sets.js';
import { variantOf } from './test/helpers/corpus/variants.js';
const set = process.env.SET as any;
const ids = (process.env.IDS ?? '').split(',');
for (const d of await corpusOf(set)) {
  if (!ids.includes(d.id)) continue;
  const v = await variantOf(d, (process.env.V ?? 'scan-200') as any);
  const t = v.contentType === 'application/pdf' ? await readPdfText(v.bytes, { maxOcrPages: 4 }) : await readImageText(v.bytes);
  console.log(`\n######## ${d.id}`);
  for (const p of t.pages) for (const l of p.lines) console.log(`${p.number}:${l.baseline.toFixed(0).padStart(4)} | ` + l.cells.map((c) => `[${c.x.toFixed(0)}-${c.right.toFixed(0)} ${(c.confidence * 100).toFixed(0)}/${(c.digitConfidence * 100).toFixed(0)}] ${c.text}`).join('  '));
}
await stopOcr();
