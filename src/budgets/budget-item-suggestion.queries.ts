import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { executeBound, textArray } from '../platform/db/sql.js';

/** A line the suggestion is asked about: its place among the lines, its description and unit. */
export interface AskedLine {
  ord: number;
  description: string;
  unit: string;
}

/**
 * The best item of the project's budgets for each asked line, in one statement (the rule is
 * ./budget-item-suggestion.ts's); lines with no item get no row.
 */
export async function selectSuggestedItems(
  em: EntityManager,
  actor: Pick<Actor, 'organizationId' | 'livemode'>,
  projectId: string,
  asked: AskedLine[],
  threshold: number,
  preferred: readonly string[] = [],
): Promise<Array<{ ord: number; id: string }>> {
  const rows = await executeBound(
    em,
    `with lines as materialized (
       select l.ord, f_budget_text(l.description) as text, f_budget_numbers(l.description) as numbers,
              f_budget_unit(l.unit) as unit
       from json_to_recordset(?::json) as l(ord integer, description text, unit text)
     ), candidates as materialized (
       select i.id, i.position, i.description_norm, i.description_numbers, i.unit_norm,
              b.status = 'accepted' as accepted, b.created_at as budget_created_at, b.id as budget_id
       from budget_items i
       join budgets b on b.id = i.budget_id
       where b.organization_id = ? and b.livemode = ? and b.project_id = ? and b.status <> 'archived'
     )
     select l.ord, best.id
     from lines l
     cross join lateral (
       select ranked.id
       from (
         select c.id, c.description_numbers
         from candidates c
         where c.unit_norm = l.unit and similarity(c.description_norm, l.text) >= ?
         order by c.id = any(?::text[]) desc, c.accepted desc, c.budget_created_at desc, c.budget_id desc,
                  similarity(c.description_norm, l.text) desc, c.position
         offset 0 -- keeps the numbers check below out of the sort: it runs on candidates in order, until one fits
       ) ranked
       where f_multiset_within(l.numbers, ranked.description_numbers)
          or f_multiset_within(ranked.description_numbers, l.numbers)
       limit 1
     ) best`,
    [JSON.stringify(asked), actor.organizationId, actor.livemode, projectId, threshold, textArray(preferred)],
  );
  return rows.map((row) => ({ ord: row.ord as number, id: row.id as string }));
}
