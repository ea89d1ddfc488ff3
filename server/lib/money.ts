/**
 * Money is integer cents in code and numeric(10,2) strings in the database (ADR 0003). The one
 * implementation lives in contract/money.ts (shared with the web app); the server imports it from here.
 */
export { fromCents, splitFee, toCents } from '../../contract/money.js';
