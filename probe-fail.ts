import { extractDocument } from './src/document-imports/extraction/extraction.js';
import { stopOcr } from './src/document-imports/extraction/ocr.js';
import { corpusOf, perLayout } from './test/helpers/corpus/sets.js';
import { onePage } from './test/helpers/corpus/variants.js';
import { wrongFields, sameLine } from './test/helpers/corpus/score.js';
import { variantOf } from './test/helpers/corpus/variants.js';
const set = process.env.SET as any;
const only = process.env.ONLY;
const variant = process.env.V as any;
const all0 = await corpusOf(set);
const list = process.env.FIRST ? perLayout(variant === 'photo' ? all0.filter(onePage) : all0, 1) : all0;
for (const d of list) {
  if (only && !d.id.includes(only) && !d.layout.includes(only)) continue;
  const input = variant ? await variantOf(d, variant) : { bytes: d.bytes, contentType: 'application/pdf' as const };
  const e = await extractDocument(input.bytes, input.contentType as any, d.kind);
  const wrong = e.complete ? wrongFields(d, e) : [];
  const exp = d.expected as any;
  const lines = (e.fields as any).line_items?.value;
  const badLines = exp.line_items && lines ? exp.line_items.filter((l: any, i: number) => !sameLine(lines[i], l)).length : 0;
  if (d.expectComplete !== false && e.complete && wrong.length === 0 && !badLines && !only) continue;
  console.log(`\n== ${d.id} (${d.layout}) expectComplete=${d.expectComplete !== false} complete=${e.complete} wrong=${wrong.join(',')} badLines=${badLines}`);
  console.log('  problems:', e.problems.join(' | '));
  for (const [k, f] of Object.entries(e.fields as any)) {
    if (k === 'line_items') continue;
    const v = (f as any)?.value;
    const ev = exp[k];
    if (JSON.stringify(v) !== JSON.stringify(ev)) console.log(`  ${k}: got ${JSON.stringify(v)} (conf ${(f as any)?.confidence}) expected ${JSON.stringify(ev)}`);
  }
  for (const k of Object.keys(exp)) if (!(k in (e.fields as any)) && k !== 'line_items') console.log(`  ${k}: MISSING expected ${JSON.stringify(exp[k])}`);
  if (badLines) exp.line_items.forEach((l: any, i: number) => { if (!sameLine(lines[i], l)) console.log(`   line ${i}: got ${JSON.stringify(lines[i])}\n           exp ${JSON.stringify(l)}`); });
}
await stopOcr();
