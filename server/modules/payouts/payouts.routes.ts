import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../../contract/openapi.js';
import {
  ZBalance,
  ZOnboardingResult,
  ZPayout,
  ZPayoutAccount,
  ZPayoutList,
} from '../../../contract/payouts.js';
import { publicOrigin } from '../public/public-origin.js';
import { setPayoutHoldDays } from './balance-entries.js';
import { getPayoutAccount, type PayoutDeps, startOnboarding } from './payout-account.js';
import { getBalance, listPayouts, requestPayout } from './payouts.service.js';
import { TRANSACTIONS_FILENAME, transactionsCsv } from './transactions-csv.js';

/**
 * Payouts (docs/reference/money.md#payouts, ADR 0041): the signed-in author's balance, payout account,
 * payouts and transactions export. Every route needs a session (401 otherwise) and shows the author's
 * own data only.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  setPayoutHoldDays(app.config.payouts.holdDays);
  const deps = (): PayoutDeps => ({ db: app.db, payments: app.payments, config: app.config });

  app.get('/api/creator/balance', { schema: { response: { 200: ZBalance } } }, async (request) =>
    getBalance(deps(), request.requireUser()),
  );

  app.get(
    '/api/creator/payouts/account',
    { schema: { response: { 200: ZPayoutAccount } } },
    async (request) => getPayoutAccount(deps(), request.requireUser()),
  );

  app.post(
    '/api/creator/payouts/onboarding',
    { schema: { response: { 200: ZOnboardingResult } } },
    async (request) => startOnboarding(deps(), request.requireUser(), publicOrigin(app.config, request)),
  );

  app.get('/api/creator/payouts', { schema: { response: { 200: ZPayoutList } } }, async (request) =>
    listPayouts(app.db, request.requireUser()),
  );

  app.post('/api/creator/payouts', { schema: { response: { 200: ZPayout } } }, async (request) =>
    requestPayout(deps(), request.requireUser()),
  );

  app.get(
    '/api/creator/transactions.csv',
    { schema: { response: { 200: fileResponse('Your transactions as CSV', ['text/csv']) } } },
    async (request, reply) => {
      const csv = await transactionsCsv(app.db, request.requireUser().id);
      return reply
        .header('content-disposition', `attachment; filename="${TRANSACTIONS_FILENAME}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
