import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST } from 'graphql';
import { durationHistogram, secondsSince } from '../platform/metrics/metrics.js';
import type { GraphQLContext } from './context.js';

/**
 * `graphql_operation_duration_seconds` (docs/operations.md#metrics): every GraphQL operation by
 * name, type (`query`, `mutation`) and outcome — `success`, `error` (it ran and answered with
 * errors), `rejected` (it never ran: a syntax or validation error, an unknown operation, a
 * missing caller, a query over the limits) — with its duration from the request to the answer.
 */
const operations = durationHistogram('graphql_operation_duration_seconds', 'GraphQL operations by name, type and outcome, with their duration in seconds.', [
  'operation',
  'type',
  'outcome',
]);

/**
 * Operation names come from clients: one that is not a GraphQL name, or one past the first
 * MAX_NAMES this process has seen, is counted as `other`, so that no client can make the series
 * grow without end.
 */
const MAX_NAMES = 200;
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const names = new Set<string>();

function nameLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (names.has(name)) return name;
  if (!NAME.test(name) || names.size >= MAX_NAMES) return 'other';
  names.add(name);
  return name;
}

export function operationMetricsPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ request }) {
      const started = process.hrtime.bigint();
      let type = 'unknown';
      let name = request.operationName;
      let executed = false;
      let errors = false;
      return {
        // Parsed but not yet valid: the type and name a rejected operation is counted under.
        async validationDidStart({ document }) {
          const operation = getOperationAST(document, request.operationName);
          type = operation?.operation ?? 'unknown';
          name = operation?.name?.value ?? name;
        },
        async didResolveOperation({ operation, operationName }) {
          type = operation?.operation ?? 'unknown';
          name = operationName ?? undefined;
        },
        async executionDidStart() {
          executed = true;
        },
        async didEncounterErrors() {
          errors = true;
        },
        async willSendResponse() {
          const outcome = !executed ? 'rejected' : errors ? 'error' : 'success';
          operations.observe({ operation: nameLabel(name), type, outcome }, secondsSince(started));
        },
      };
    },
  };
}
