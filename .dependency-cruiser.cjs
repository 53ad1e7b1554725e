/**
 * The layer map of docs/architecture.md#layers, as rules: `npm test` runs them
 * (test/architecture.test.ts) and fails on any import that breaks the map.
 *
 *   composition root   src/app.ts, main.ts, cli.ts, start.ts, lifecycle.ts, orm.ts, migrations/
 *   surfaces           rest-facade/, src/graphql/, workers/   (apart from each other)
 *   domains            src/<domain>/, each using only the domains below it in DOMAINS
 *   platform           src/platform/: knows no domain
 *
 * Imports run down only. Type-only imports count: a type is a dependency too.
 */

/** The domains, bottom to top: a domain may import those before it, never those after it. */
const DOMAINS = [
  'files',
  'events',
  'api-keys',
  'organizations',
  'people',
  'projects',
  'providers',
  'budgets',
  'commitments',
  'documents',
  'certifications',
  'cost-reports',
  'document-imports',
  'webhooks',
];

/** Upward imports the map allows, each explained in docs/architecture.md#allowed-upward-imports. */
const ALLOWED_UPWARD = [];

const ROOT = '^src/(app|main|cli|start|lifecycle|orm)[.]ts$|^src/migrations/';
const PLATFORM = '^src/platform/';
const DOMAIN = `^src/(${DOMAINS.join('|')})/`;
const SURFACES = { rest: '^rest-facade/', graphql: '^src/graphql/', workers: '^workers/' };
/** Packages of the surfaces' transports: no domain or platform module imports them. */
const TRANSPORT = '(^|/)node_modules/(@types/)?(koa|koa-[^/]+|@koa/[^/]+|koa__router|graphql|graphql-[^/]+|@apollo/[^/]+|@graphql-tools/[^/]+|dataloader)/';

const except = ALLOWED_UPWARD.length ? { pathNot: ALLOWED_UPWARD.map(([from]) => `^${from}$`) } : {};

function domainOrder() {
  return DOMAINS.slice(0, -1).map((domain, i) => ({
    name: `domain-order:${domain}`,
    comment: `${domain} may use only the domains below it: ${DOMAINS.slice(0, i).join(', ') || 'none'} (docs/architecture.md#layers)`,
    severity: 'error',
    from: { path: `^src/${domain}/`, ...except },
    to: { path: `^src/(${DOMAINS.slice(i + 1).join('|')})/` },
  }));
}

function surfacesApart() {
  return Object.entries(SURFACES).map(([name, path]) => ({
    name: `surfaces-apart:${name}`,
    comment: 'a surface translates to service calls; it does not use another surface (docs/architecture.md#layers)',
    severity: 'error',
    from: { path },
    to: { path: Object.entries(SURFACES).filter(([other]) => other !== name).map(([, p]) => p).join('|') },
  }));
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import circle has no bottom: split the module or move what both need down',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-knows-no-domain',
      comment: 'src/platform/ imports only src/platform/ and packages (docs/architecture.md#layers)',
      severity: 'error',
      from: { path: PLATFORM },
      to: { path: '^(src/|rest-facade/|workers/)', pathNot: PLATFORM },
    },
    ...domainOrder(),
    {
      name: 'domains-below-surfaces',
      comment: 'domains and the platform never import a surface (REST, GraphQL, workers) or the composition root',
      severity: 'error',
      from: { path: `${PLATFORM}|${DOMAIN}` },
      to: { path: `${Object.values(SURFACES).join('|')}|${ROOT}` },
    },
    {
      name: 'no-transport-in-domains',
      comment: 'no Koa, GraphQL or DataLoader below the surfaces: a domain folder holds no transport code',
      severity: 'error',
      from: { path: `${PLATFORM}|${DOMAIN}` },
      to: { path: TRANSPORT },
    },
    ...surfacesApart(),
    {
      name: 'root-on-top',
      comment: 'only the composition root knows the composition root',
      severity: 'error',
      from: { pathNot: ROOT },
      to: { path: ROOT },
    },
    {
      name: 'known-layer',
      comment: 'every module sits in a layer of the map: add a new domain to DOMAINS in its place',
      severity: 'error',
      from: { path: '^src/', pathNot: `${ROOT}|${PLATFORM}|${DOMAIN}|${SURFACES.graphql}` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^schema/generated/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};

/** The map's lists, for test/architecture.test.ts (not enumerable: the configuration's schema allows no other keys). */
Object.defineProperty(module.exports, 'layers', { value: { DOMAINS, ALLOWED_UPWARD }, enumerable: false });
