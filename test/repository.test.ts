import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository explains itself: links between its files resolve, and none leads outside it. */

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['src', 'rest-facade', 'workers', 'test', 'bench', 'docs', 'schema', '.ci'];

function files(): string[] {
  const out = ['README.md', 'docker-compose.yml', 'package.json'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.(ts|md|graphql|yml|json)$/.test(entry.name) || dir === '.ci') out.push(rel);
    }
  };
  for (const dir of DIRS) if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  return out;
}

/** GitHub's anchor of a Markdown heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1])));
}

describe('the repository', () => {
  it('cites no design document or specification outside itself', () => {
    const outside: string[] = [];
    for (const file of files()) {
      if (file === path.join('test', 'repository.test.ts')) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/DESIGN \u00a7|DESIGN\.md|\.\.\/shared\/(spec|DESIGN|STYLE)/.test(line)) outside.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(outside).toEqual([]);
  });

  it('points only to docs files and headings that exist', () => {
    const broken: string[] = [];
    const anchors = new Map<string, Set<string>>();
    for (const file of files()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/\b((?:docs\/)?[\w-]+\.md|README\.md)#([\w-]+)/g)) {
        const target = m[1].includes('/') || m[1] === 'README.md' ? m[1] : path.join(path.dirname(file), m[1]);
        if (!fs.existsSync(path.join(ROOT, target))) {
          broken.push(`${file}: ${m[0]} (no such file)`);
          continue;
        }
        if (!anchors.has(target)) anchors.set(target, anchorsOf(target));
        if (!anchors.get(target)!.has(m[2])) broken.push(`${file}: ${m[0]} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only source files and folders that exist', () => {
    const missing: string[] = [];
    for (const file of files()) {
      // The layer test names files it plants in a scratch copy, on purpose.
      if (file === path.join('test', 'architecture.test.ts')) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/(?<![\w./-])((?:src|rest-facade|workers|test|bench|docs|examples)\/[\w./-]*[\w/])(?![\w*<-])/g)) {
        const named = m[1];
        if (![named, named.replace(/\.js$/, '.ts')].some((p) => fs.existsSync(path.join(ROOT, p)))) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
