import pg from 'pg';
import { newId } from '../../src/platform/ids.js';

/**
 * A realistic construction dataset written straight into the database in a few bulk statements
 * (creating a thousand documents through the API would take minutes): projects, providers, per
 * project an accepted budget (two chapters, one item per material, the first priced by
 * breakdowns) and a draft alternative, and `invoicesPerProject` invoices, each matched with one
 * delivery note of the same project and provider whose lines add up to the invoice's subtotal and
 * are charged to the accepted budget's items. Used by the statement-count test and by
 * `bench/graphql.ts`. Nothing here is a rule of the service: the data is shaped as the services
 * would have left it (budget totals, statuses, sums, reconciliation).
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
  budgetIds: string[];
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

  // Per project: an accepted budget (markup 15 %) with one item per material, and a draft.
  const budgets: Array<Record<string, unknown>> = [];
  const chapters: Array<Record<string, unknown>> = [];
  const items: Array<Record<string, unknown>> = [];
  const breakdowns: Array<Record<string, unknown>> = [];
  const acceptedItems = new Map<string, string[]>();
  projects.forEach((project, p) => {
    for (const [b, status] of (['accepted', 'draft'] as const).entries()) {
      const budgetId = newId('budget');
      const chapterIds = [newId('budgetChapter'), newId('budgetChapter')];
      chapterIds.forEach((id, c) => chapters.push({ id, budget_id: budgetId, position: c, code: `0${c + 1}`, title: ['Estructura', 'Albañilería'][c] }));
      let cost = 0;
      let sale = 0;
      const ids = MATERIALS.map(([description, unit, price], k) => {
        const id = newId('budgetItem');
        const quantity = 50 + ((p * 13 + k * 29) % 400) + (b === 1 ? 10 : 0);
        const salePrice = Math.floor((price * 115 + 50) / 100);
        cost += quantity * price;
        sale += quantity * salePrice;
        items.push({
          id,
          budget_id: budgetId,
          chapter_id: chapterIds[k < 4 ? 0 : 1],
          position: k,
          code: `0${k < 4 ? 1 : 2}.0${(k % 4) + 1}`,
          description,
          unit,
          quantity,
          cost_price: price,
          sale_price: salePrice,
          cost_total: quantity * price,
          sale_total: quantity * salePrice,
        });
        return id;
      });
      // The first item (7,850 per m3) is priced by its breakdowns: 0.5 h × 21.50 + 1 m3 × 67.75.
      breakdowns.push(
        { id: newId('budgetBreakdown'), budget_id: budgetId, item_id: ids[0], position: 0, code: 'MO001', description: 'Oficial 1ª', unit: 'h', quantity: 0.5, cost_price: 2150, cost_total: 1075, kind: 'labor' },
        { id: newId('budgetBreakdown'), budget_id: budgetId, item_id: ids[0], position: 1, code: 'MT001', description: 'Hormigón HA-25 en central', unit: 'm3', quantity: 1, cost_price: 6775, cost_total: 6775, kind: 'material' },
      );
      if (status === 'accepted') acceptedItems.set(project.id as string, ids);
      budgets.push({
        id: budgetId,
        project_id: project.id,
        name: status === 'accepted' ? 'Presupuesto de ejecución material' : 'Alternativa con bloque de hormigón',
        status,
        cost_amount: cost,
        sale_amount: sale,
        items_count: MATERIALS.length,
        created_at: at(50 + p * 2 + b),
        accepted_at: status === 'accepted' ? at(60 + p * 2) : null,
      });
    }
  });

  const invoices: Array<Record<string, unknown>> = [];
  const notes: Array<Record<string, unknown>> = [];
  const lines: Array<Record<string, unknown>> = [];
  const links: Array<{ invoice_id: string; delivery_note_id: string; created_at: string }> = [];
  const invoiceItems: Array<{ invoice_id: string; budget_item_id: string; created_at: string }> = [];
  let minute = 1_000;
  projects.forEach((project, p) => {
    for (let k = 0; k < options.invoicesPerProject; k++) {
      const provider = providers[(p + k) % providers.length];
      const noteId = newId('deliveryNote');
      let subtotal = 0;
      const noteItems = new Set<string>();
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
          budget_item_id: acceptedItems.get(project.id as string)![(k + l) % MATERIALS.length],
        });
        noteItems.add(lines[lines.length - 1].budget_item_id as string);
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
      // Matching charges the invoice to the budget items of the note's lines.
      for (const itemId of noteItems) {
        invoiceItems.push({ invoice_id: invoiceId, budget_item_id: itemId, created_at: created });
      }
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
    await bulkInsert(client, 'budgets', {
      id: col(budgets, 'text', (r) => r.id),
      organization_id: same(budgets, 'text', org),
      livemode: same(budgets, 'boolean', livemode),
      project_id: col(budgets, 'text', (r) => r.project_id),
      name: col(budgets, 'text', (r) => r.name),
      status: col(budgets, 'text', (r) => r.status),
      currency: same(budgets, 'text', 'EUR'),
      markup_percentage: same(budgets, 'numeric', '15.000'),
      cost_amount: col(budgets, 'bigint', (r) => r.cost_amount),
      sale_amount: col(budgets, 'bigint', (r) => r.sale_amount),
      chapters_count: same(budgets, 'int', 2),
      items_count: col(budgets, 'int', (r) => r.items_count),
      created_at: col(budgets, 'timestamptz', (r) => r.created_at),
      updated_at: col(budgets, 'timestamptz', (r) => r.created_at),
      accepted_at: col(budgets, 'timestamptz', (r) => r.accepted_at),
    });
    await bulkInsert(client, 'budget_chapters', {
      id: col(chapters, 'text', (r) => r.id),
      organization_id: same(chapters, 'text', org),
      livemode: same(chapters, 'boolean', livemode),
      budget_id: col(chapters, 'text', (r) => r.budget_id),
      position: col(chapters, 'int', (r) => r.position),
      code: col(chapters, 'text', (r) => r.code),
      title: col(chapters, 'text', (r) => r.title),
    });
    await bulkInsert(client, 'budget_items', {
      id: col(items, 'text', (r) => r.id),
      organization_id: same(items, 'text', org),
      livemode: same(items, 'boolean', livemode),
      budget_id: col(items, 'text', (r) => r.budget_id),
      chapter_id: col(items, 'text', (r) => r.chapter_id),
      position: col(items, 'int', (r) => r.position),
      code: col(items, 'text', (r) => r.code),
      description: col(items, 'text', (r) => r.description),
      unit: col(items, 'text', (r) => r.unit),
      quantity: col(items, 'numeric', (r) => r.quantity),
      cost_price: col(items, 'bigint', (r) => r.cost_price),
      sale_price: col(items, 'bigint', (r) => r.sale_price),
      cost_total: col(items, 'bigint', (r) => r.cost_total),
      sale_total: col(items, 'bigint', (r) => r.sale_total),
    });
    await bulkInsert(client, 'budget_breakdowns', {
      id: col(breakdowns, 'text', (r) => r.id),
      organization_id: same(breakdowns, 'text', org),
      livemode: same(breakdowns, 'boolean', livemode),
      budget_id: col(breakdowns, 'text', (r) => r.budget_id),
      item_id: col(breakdowns, 'text', (r) => r.item_id),
      position: col(breakdowns, 'int', (r) => r.position),
      code: col(breakdowns, 'text', (r) => r.code),
      description: col(breakdowns, 'text', (r) => r.description),
      unit: col(breakdowns, 'text', (r) => r.unit),
      quantity: col(breakdowns, 'numeric', (r) => r.quantity),
      cost_price: col(breakdowns, 'bigint', (r) => r.cost_price),
      cost_total: col(breakdowns, 'bigint', (r) => r.cost_total),
      kind: col(breakdowns, 'text', (r) => r.kind),
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
    await bulkInsert(client, 'invoice_budget_items', {
      invoice_id: col(invoiceItems, 'text', (r) => r.invoice_id),
      budget_item_id: col(invoiceItems, 'text', (r) => r.budget_item_id),
      created_at: col(invoiceItems, 'timestamptz', (r) => r.created_at),
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
    budgetIds: budgets.map((b) => b.id as string),
    providerIds: providers.map((p) => p.id),
    invoiceIds: invoices.map((i) => i.id as string),
    deliveryNoteIds: notes.map((n) => n.id as string),
  };
}
