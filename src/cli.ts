import { parseArgs } from 'node:util';
import { loadConfig } from './platform/config.js';
import { openDatabase, withMigrationLock } from './platform/db/database.js';
import { createOrm } from './orm.js';
import { migrate } from './platform/db/orm.js';
import { createUser } from './people/memberships/invitation.service.js';
import { createKeyForOrganization, createOrganization, setOrganizationTaxId } from './organizations/organization.service.js';
import { AppError } from './platform/errors.js';

const USAGE = `Usage:
  npm run --silent cli -- create-org --name "Acme" --email ops@acme.example
  npm run --silent cli -- create-key --org org_… --mode test|live --scopes read:projects,write:projects
  npm run --silent cli -- create-user --org org_… --email ana@acme.example --role owner [--name "Ana"] [--password …]
  npm run --silent cli -- update-org --org org_… --tax-id B12345674   (the organization's own NIF/CIF; '' clears it)`;

const COMMANDS = new Set(['create-org', 'create-key', 'create-user', 'update-org']);

/**
 * Bootstrap CLI. Works whether or not the server runs (it attaches to the running embedded
 * PostgreSQL, or starts it for the duration). Prints exactly one JSON object on stdout.
 */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (!COMMANDS.has(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      org: { type: 'string' },
      mode: { type: 'string' },
      scopes: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'tax-id': { type: 'string' },
    },
    strict: true,
  });

  const config = loadConfig();
  const db = await openDatabase(config);
  const orm = await createOrm(db.url, { poolMax: 2 });
  try {
    await withMigrationLock(db.url, () => migrate(orm, db.url));
    const em = orm.em.fork();
    const result =
      command === 'create-org'
        ? await createOrganization(em, { name: values.name ?? '', email: values.email ?? '' })
        : command === 'create-key'
          ? await createKeyForOrganization(em, {
              organizationId: values.org ?? '',
              mode: values.mode ?? '',
              scopes: (values.scopes ?? '').split(',').map((s) => s.trim()).filter(Boolean),
            })
          : command === 'update-org'
            ? await setOrganizationTaxId(em, { organizationId: values.org ?? '', taxId: values['tax-id'] as string })
            : // Without --password: an invitation whose one-time link is printed, not e-mailed.
              await createUser(em, {
                organization_id: values.org ?? '',
                email: values.email ?? '',
                role: values.role ?? '',
                ...(values.name !== undefined ? { name: values.name } : {}),
                ...(values.password !== undefined ? { password: values.password } : {}),
            });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      process.stderr.write(`${JSON.stringify({ error: { code: error.code, message: error.message, details: error.details } })}\n`);
      return 1;
    }
    throw error;
  } finally {
    await orm.close();
    await db.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(1);
  },
);
