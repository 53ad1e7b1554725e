import { BigIntType } from '@mikro-orm/core';

/**
 * Column types the entities share. Money is integer cents in a `bigint` column, read back as a
 * JS number: every amount the API accepts is within ±10^13 (docs/api-conventions.md#money), far
 * below 2^53, so the number is exact.
 */
export const money = { type: new BigIntType('number'), columnType: 'bigint' } as const;

/** Timestamps with milliseconds, as the API writes them. */
export const timestamp = { type: 'Date', columnType: 'timestamptz(3)' } as const;
export const nullableTimestamp = { ...timestamp, nullable: true } as const;
