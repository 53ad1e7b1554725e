/**
 * ISO 4217 currency codes, from the ICU data Node ships (`Intl.supportedValuesOf('currency')`),
 * so the list follows the standard without a hand-kept copy here.
 */
export const CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export const DEFAULT_CURRENCY = 'EUR';
