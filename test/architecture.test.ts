import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer map of docs/architecture.md#layers holds: dependency-cruiser checks every import
 * against .dependency-cruiser.cjs, and fails on imports planted to break each rule. The domain
 * folders use the same file roles (docs/architecture.md#file-roles).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const layers = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')).layers as {
  DOMAINS: string[];
  ALLOWED_UPWARD: Array<[string, string]>;
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: Array<{ name: string }>;
}

/** dependency-cruiser over the code of `dir`, with the repository's rules: the violations. */
async function cruise(dir: string): Promise<Violation[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLI, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'src', 'rest-facade', 'workers'],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    // The CLI exits non-zero when it finds violations; its report is still on stdout.
    if (error.stdout) return { stdout: error.stdout };
    throw new Error(`dependency-cruiser failed: ${error.stderr}`);
  });
  return JSON.parse(stdout).summary.violations as Violation[];
}

const describeViolation = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;

let scratch: string | null = null;
afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the layer map', () => {
  it('has no import that breaks it: platform, domains in order, surfaces apart, the composition root on top, no circle', async () => {
    expect((await cruise(ROOT)).map(describeViolation)).toEqual([]);
  });

  it('fails on imports planted to break each rule', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
    for (const entry of ['src', 'rest-facade', 'workers']) fs.cpSync(path.join(ROOT, entry), path.join(scratch, entry), { recursive: true });
    for (const file of ['tsconfig.json', '.dependency-cruiser.cjs', 'package.json']) fs.copyFileSync(path.join(ROOT, file), path.join(scratch, file));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    const plant = (file: string, line: string) => {
      const target = path.join(scratch!, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, `${line}\n${fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : 'export {};\n'}`);
    };
    plant('src/platform/dates.ts', "import type { Budget } from '../budgets/budget.entity.js';");
    plant('src/budgets/budget-figures.ts', "import type { DocumentType } from '../documents/document-type.js';");
    plant('src/projects/project.service.ts', "import type { Context } from 'koa';");
    plant('workers/tasks.ts', "import { handle } from '../rest-facade/handler.js';");
    plant('src/files/file.queries.ts', "import { databaseSchema } from '../orm.js';");
    plant('src/events/event-echo.ts', "import { EVENT_ECHO } from './event-type-echo.js';\nexport const ECHO = EVENT_ECHO;");
    plant('src/events/event-type-echo.ts', "import { ECHO } from './event-echo.js';\nexport const EVENT_ECHO = ECHO;");
    plant('src/reports/report.service.ts', "import { recordEvent } from '../events/event.service.js';");

    // A circle is reported once, from whichever of its modules the cruise met first.
    const found = new Set(
      (await cruise(scratch)).map((v) =>
        v.rule.name === 'no-circular' ? `no-circular: ${v.cycle!.map((c) => c.name).sort().join(' ⇄ ')}` : `${v.rule.name}: ${v.from}`,
      ),
    );
    expect([...found].sort()).toEqual(
      [
        'platform-knows-no-domain: src/platform/dates.ts',
        'domain-order:budgets: src/budgets/budget-figures.ts',
        'no-transport-in-domains: src/projects/project.service.ts',
        'surfaces-apart:workers: workers/tasks.ts',
        'root-on-top: src/files/file.queries.ts',
        'domains-below-surfaces: src/files/file.queries.ts',
        'no-circular: src/events/event-echo.ts ⇄ src/events/event-type-echo.ts',
        'known-layer: src/reports/report.service.ts',
      ].sort(),
    );
  });

  it('allows at most ten upward imports, each explained in docs/architecture.md', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8');
    expect(layers.ALLOWED_UPWARD.length).toBeLessThanOrEqual(10);
    for (const [from] of layers.ALLOWED_UPWARD) expect(doc).toContain(from);
  });

  it('lists every domain folder, and nothing else, in its order', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !['platform', 'graphql', 'migrations'].includes(e.name))
      .map((e) => e.name);
    expect([...folders].sort()).toEqual([...layers.DOMAINS].sort());
  });
});

/** Every `.ts` file under `dir`, relative to the repository. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

const ROLES = ['entity', 'queries', 'service', 'representation', 'schemas'];
const domainFiles = () => layers.DOMAINS.flatMap((domain) => sources(path.join('src', domain)));
const roleOf = (file: string) => {
  const base = path.basename(file, '.ts');
  return base.includes('.') ? base.slice(base.indexOf('.') + 1) : null;
};

describe('file roles in the domains', () => {
  it('names each file for its role, or for what it does when it plays none of the roles', () => {
    const odd = domainFiles().filter((f) => {
      const role = roleOf(f);
      return role !== null && !ROLES.includes(role);
    });
    expect(odd).toEqual([]);
  });

  it('keeps SQL in *.queries.ts', () => {
    const statement = /[`'"]\s*(select\s|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as\s*\()/i;
    const call = /\.(execute|query)\s*[<(]|\b(selectRows|executeBound)\s*[<(]/;
    const outside = domainFiles().filter((f) => {
      if (roleOf(f) === 'queries') return false;
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
      return statement.test(text) || call.test(text);
    });
    expect(outside).toEqual([]);
  });

  it('keeps entities in *.entity.ts and request validation in *.schemas.ts', () => {
    const misplaced = domainFiles().flatMap((f) => {
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
      const role = roleOf(f);
      const out: string[] = [];
      if (role !== 'entity' && /new EntitySchema\b|documentSchema</.test(text)) out.push(`entity in ${f}`);
      // Representations describe responses with zod too (the OpenAPI source); inputs are strict objects elsewhere.
      if (role !== 'schemas' && role !== 'representation' && /z\.strictObject\(/.test(text)) out.push(`input schema in ${f}`);
      return out;
    });
    expect(misplaced).toEqual([]);
  });

  it('gives every folder that owns a table its use cases in *.service.ts', () => {
    const folders = layers.DOMAINS.flatMap((domain) => [
      path.join('src', domain),
      ...fs
        .readdirSync(path.join(ROOT, 'src', domain), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => path.join('src', domain, e.name)),
    ]);
    const withoutService = folders.filter((dir) => {
      const files = fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.ts'));
      return files.some((f) => f.endsWith('.entity.ts')) && !files.some((f) => f.endsWith('.service.ts'));
    });
    expect(withoutService).toEqual([]);
  });
});
