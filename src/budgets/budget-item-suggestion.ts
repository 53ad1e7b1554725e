import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { isId } from '../platform/ids.js';
import { selectSuggestedItems } from './budget-item-suggestion.queries.js';

/** Minimum pg_trgm `similarity` between normalized descriptions for a suggestion (docs/budgets.md#budget-item-suggestion). */
export const SUGGESTION_THRESHOLD = 0.45;

/** What the suggestion reads of a delivery-note line. */
export interface SuggestionLine {
  description: string;
  unit: string | null;
}

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * The budget item to suggest for each delivery-note line, or null (docs/budgets.md#budget-item-suggestion), for any number of
 * lines in one SQL statement. The rule:
 *
 * 1. Candidates are the items of the project's budgets (same organization and mode) whose
 *    budget is not archived.
 * 2. The units must match after normalization (`f_budget_unit`: m2/m²/mt2, m3/m³, ud/u/un/uds…,
 *    case and dots ignored).
 * 3. The descriptions, normalized by `f_budget_text` (lower case, `f_unaccent`, punctuation such
 *    as `/`, `-`, `,` as spaces, letters and digits split apart, articles dropped), must have a
 *    pg_trgm `similarity` of at least 0.45.
 * 4. Their numbers must agree: the numbers of one description (`f_budget_numbers`: grades,
 *    sizes, diameters) must all appear in the other, as a multiset. Trigrams alone rate
 *    "HA-30/B/20/IIa" 0.8 similar to "HA-25/B/20/IIa"; a different grade or size is another
 *    product. A line may add numbers the item does not state ("Acero B 500 S Ø12" fits
 *    "Acero B 500 S"), and the reverse.
 * 5. Among the items that pass, `preferred` items come first (the lines of the commitment a
 *    delivery note names: docs/commitments.md#documents-and-commitments), then the budget decides
 *    (accepted budgets, then the newest), and within it the most similar description; ties go to
 *    the item that comes first in the budget.
 *
 * Lines with an empty description or unit get null.
 */
export async function suggestBudgetItems(
  em: EntityManager,
  actor: Tenant,
  projectId: string,
  lines: SuggestionLine[],
  preferred: readonly string[] = [],
): Promise<Array<string | null>> {
  const suggestions: Array<string | null> = lines.map(() => null);
  const asked = lines
    .map((line, ord) => ({ ord, description: line.description?.trim() ?? '', unit: line.unit?.trim() ?? '' }))
    .filter((line) => line.description !== '' && line.unit !== '');
  if (asked.length === 0 || !isId('project', projectId)) return suggestions;
  const rows = await selectSuggestedItems(em, actor, projectId, asked, SUGGESTION_THRESHOLD, preferred);
  for (const row of rows) suggestions[row.ord] = row.id;
  return suggestions;
}
