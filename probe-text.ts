import { readPdfText } from './src/document-imports/extraction/pdf-text.js';
import { corpusOf } from './test/helpers/corpus/sets.js';
const set = process.env.SET as any;
const ids = (process.env.IDS ?? '').split(',');
for (const d of await corpusOf(set)) {
  if (!ids.includes(d.id)) continue;
  const t = await readPdfText(d.bytes);
  console.log(`\n######## ${d.id}`);
  for (const p of t.pages) for (const l of p.lines) console.log(`${p.number}:${l.baseline.toFixed(0).padStart(4)} | ` + l.cells.map((c) => `[${c.x.toFixed(0)}-${c.right.toFixed(0)} ${c.fontSize.toFixed(0)}] ${c.text}`).join('  '));
}
