import { corpusOf } from './test/helpers/corpus/sets.js';
for (const d of await corpusOf(process.env.SET as any)) if (d.layout.includes(process.env.L!)) console.log(d.id, JSON.stringify((d.expected as any).provider_name));
