/**
 * The nested query of issue 6 the web app's project overview sends: the statement-count test,
 * the limits test and `bench/graphql.ts` all use this one text.
 */
export const WEB_APP_QUERY = `{ projects(first: 20) { nodes { costSummary { deliveredCost } invoices(first: 50) { nodes {
  provider { name invoicesCount } deliveryNotes { lines { budgetItem { code } } } } } } } }`;
