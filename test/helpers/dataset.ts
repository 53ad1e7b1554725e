import pg from 'pg';
import { newId } from '../../src/shared/ids.js';

/**
 * A realistic construction dataset written straight into the database in a few bulk statements
 * (creating a thousand documents through the API would take minutes): projects, providers, and
 * per project `invoicesPerProject` invoices, each matched with one delivery note of the same
 * project and provider whose lines add up to the invoice's subtotal. Used by the statement-count
 * test and by `bench/graphql.ts`. Nothing here is a rule of the service: the data is shaped as
 * the services would have left it (statuses, sums, reconciliation).
 */
export interface DatasetOptions {
  organizationId: string;
  livemode?: boolean;
  projects: number;
  invoicesPerProject: number;
  providers?: number;
  linesPerNote?: number;
}

export interface Dataset {
  projectIds: string[];
  providerIds: string[];
  invoiceIds: string[];
  deliveryNoteIds: string[];
}

const MATERIALS = [
  ['Hormigón HA-25/B/20/IIa', 'm3', 7850],
  ['Acero B 500 S en barras corrugadas', 'kg', 112],
  ['Ladrillo cerámico hueco doble 24x11,5x8', 'ud', 38],
  ['Mortero de cemento M-7,5', 'm3', 9420],
  ['Excavación en zanja con medios mecánicos', 'm3', 1890],
  ['Bloque de hormigón 40x20x20', 'ud', 96],
  ['Placa de yeso laminado 13 mm', 'm2', 612],
  ['Tubo PVC saneamiento 160 mm', 'm', 1475],
] as const;

const CATEGORIES = ['materiales', 'subcontrata', 'maquinaria', 'servicios', 'otros'] as const;

/** Inserts rows given as column arrays with one `insert … select * from unnest(…)`. */
async function bulkInsert(client: pg.Client, table: string, columns: Record<string, [string, unknown[]]>): Promise<void> {
  const names = Object.keys(columns);
  const casts = names.map((n, i) => `$${i + 1}::${columns[n][0]}[]`);
  await client.query(
    `insert into ${table} (${names.join(', ')}) select * from unnest(${casts.join(', ')})`,
    names.map((n) => columns[n][1]),
  );
}

export async function seedDataset(databaseUrl: string, options: DatasetOptions): Promise<Dataset> {
  const livemode = options.livemode ?? false;
  const providerCount = options.providers ?? 10;
  const linesPerNote = options.linesPerNote ?? 3;
  const org = options.organizationId;
  const base = Date.UTC(2026, 0, 5);
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

  const providers = Array.from({ length: providerCount }, (_, k) => ({
    id: newId('provider'),
    name: `Suministros ${['Norte', 'Levante', 'Ebro', 'Tajo', 'Duero', 'Sur'][k % 6]} ${k + 1} S.L.`,
    nif: `ESB${String(10_000_000 + k * 7919).padStart(8, '0')}`,
    category: CATEGORIES[k % CATEGORIES.length],
    created_at: at(k),
  }));
  const projects = Array.from({ length: options.projects }, (_, k) => ({
    id: newId('project'),
    name: `Obra ${k + 1}: ${['Edificio de 24 viviendas', 'Nave industrial', 'Reforma colegio', 'Urbanización'][k % 4]}`,
    status: k % 5 === 4 ? 'finished' : 'in_progress',
    created_at: at(100 + k),
  }));

  const invoices: Array<Record<string, unknown>> = [];
  const notes: Array<Record<string, unknown>> = [];
  const lines: Array<Record<string, unknown>> = [];
  const links: Array<{ invoice_id: string; delivery_note_id: string; created_at: string }> = [];
  let minute = 1_000;
  projects.forEach((project, p) => {
    for (let k = 0; k < options.invoicesPerProject; k++) {
      const provider = providers[(p + k) % providers.length];
      const noteId = newId('deliveryNote');
      let subtotal = 0;
      for (let l = 0; l < linesPerNote; l++) {
        const [description, unit, price] = MATERIALS[(k + l) % MATERIALS.length];
        const quantity = 1 + ((k * 7 + l * 3) % 40);
        const lineSubtotal = quantity * price;
        subtotal += lineSubtotal;
        lines.push({
          id: newId('deliveryNoteLine'),
          delivery_note_id: noteId,
          position: l,
          description,
          quantity,
          unit,
          unit_price: price,
          subtotal: lineSubtotal,
        });
      }
      const day = new Date(Date.UTC(2026, 0, 1) + ((k * 3 + p) % 300) * 86_400_000).toISOString().slice(0, 10);
      const created = at(minute++);
      notes.push({
        id: noteId,
        project_id: project.id,
        provider_id: provider.id,
        delivery_note_number: `ALB-${p + 1}-${k + 1}`,
        delivery_date: day,
        subtotal_amount: subtotal,
        created_at: created,
      });
      const invoiceId = newId('invoice');
      const status = k % 4 === 0 ? 'paid' : k % 9 === 5 ? 'cancelled' : 'pending';
      invoices.push({
        id: invoiceId,
        project_id: project.id,
        provider_id: provider.id,
        invoice_number: `F-${p + 1}-${k + 1}`,
        issue_date: day,
        status,
        paid_at: status === 'paid' ? day : null,
        subtotal_amount: subtotal,
        tax_amount: Math.round(subtotal * 0.21),
        total_amount: subtotal + Math.round(subtotal * 0.21),
        created_at: created,
      });
      links.push({ invoice_id: invoiceId, delivery_note_id: noteId, created_at: created });
    }
  });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const col = <R>(rows: R[], type: string, read: (r: R) => unknown): [string, unknown[]] => [type, rows.map(read)];
    const same = <R>(rows: R[], type: string, value: unknown): [string, unknown[]] => [type, rows.map(() => value)];
    await bulkInsert(client, 'providers', {
      id: col(providers, 'text', (r) => r.id),
      organization_id: same(providers, 'text', org),
      livemode: same(providers, 'boolean', livemode),
      name: col(providers, 'text', (r) => r.name),
      nif: col(providers, 'text', (r) => r.nif),
      category: col(providers, 'text', (r) => r.category),
      created_at: col(providers, 'timestamptz', (r) => r.created_at),
      updated_at: col(providers, 'timestamptz', (r) => r.created_at),
    });
    await bulkInsert(client, 'projects', {
      id: col(projects, 'text', (r) => r.id),
      organization_id: same(projects, 'text', org),
      livemode: same(projects, 'boolean', livemode),
      name: col(projects, 'text', (r) => r.name),
      status: col(projects, 'text', (r) => r.status),
      address: same(projects, 'text', 'Calle Mayor 1, Zaragoza'),
      client_name: same(projects, 'text', 'Promociones Ebro S.A.'),
      created_at: col(projects, 'timestamptz', (r) => r.created_at),
      updated_at: col(projects, 'timestamptz', (r) => r.created_at),
    });
    await bulkInsert(client, 'invoices', {
      id: col(invoices, 'text', (r) => r.id),
      organization_id: same(invoices, 'text', org),
      livemode: same(invoices, 'boolean', livemode),
      project_id: col(invoices, 'text', (r) => r.project_id),
      provider_id: col(invoices, 'text', (r) => r.provider_id),
      invoice_number: col(invoices, 'text', (r) => r.invoice_number),
      issue_date: col(invoices, 'date', (r) => r.issue_date),
      status: col(invoices, 'text', (r) => r.status),
      paid_at: col(invoices, 'date', (r) => r.paid_at),
      subtotal_amount: col(invoices, 'bigint', (r) => r.subtotal_amount),
      tax_amount: col(invoices, 'bigint', (r) => r.tax_amount),
      total_amount: col(invoices, 'bigint', (r) => r.total_amount),
      currency: same(invoices, 'text', 'EUR'),
      reconciliation_status: same(invoices, 'text', 'matched'),
      created_at: col(invoices, 'timestamptz', (r) => r.created_at),
      updated_at: col(invoices, 'timestamptz', (r) => r.created_at),
    });
    await bulkInsert(client, 'delivery_notes', {
      id: col(notes, 'text', (r) => r.id),
      organization_id: same(notes, 'text', org),
      livemode: same(notes, 'boolean', livemode),
      project_id: col(notes, 'text', (r) => r.project_id),
      provider_id: col(notes, 'text', (r) => r.provider_id),
      delivery_note_number: col(notes, 'text', (r) => r.delivery_note_number),
      delivery_date: col(notes, 'date', (r) => r.delivery_date),
      subtotal_amount: col(notes, 'bigint', (r) => r.subtotal_amount),
      reconciliation_status: same(notes, 'text', 'matched'),
      created_at: col(notes, 'timestamptz', (r) => r.created_at),
      updated_at: col(notes, 'timestamptz', (r) => r.created_at),
    });
    await bulkInsert(client, 'delivery_note_lines', {
      id: col(lines, 'text', (r) => r.id),
      delivery_note_id: col(lines, 'text', (r) => r.delivery_note_id),
      organization_id: same(lines, 'text', org),
      livemode: same(lines, 'boolean', livemode),
      position: col(lines, 'int', (r) => r.position),
      description: col(lines, 'text', (r) => r.description),
      quantity: col(lines, 'numeric', (r) => r.quantity),
      unit: col(lines, 'text', (r) => r.unit),
      unit_price: col(lines, 'bigint', (r) => r.unit_price),
      subtotal: col(lines, 'bigint', (r) => r.subtotal),
      budget_item_id: col(lines, 'text', (r) => r.budget_item_id ?? null),
      budget_item_suggested: same(lines, 'boolean', false),
    });
    await bulkInsert(client, 'invoice_delivery_notes', {
      invoice_id: col(links, 'text', (r) => r.invoice_id),
      delivery_note_id: col(links, 'text', (r) => r.delivery_note_id),
      organization_id: same(links, 'text', org),
      livemode: same(links, 'boolean', livemode),
      created_at: col(links, 'timestamptz', (r) => r.created_at),
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
  return {
    projectIds: projects.map((p) => p.id),
    providerIds: providers.map((p) => p.id),
    invoiceIds: invoices.map((i) => i.id as string),
    deliveryNoteIds: notes.map((n) => n.id as string),
  };
}
