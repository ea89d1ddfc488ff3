import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCastVoteRequest,
  ZCreateProposalRequest,
  ZMyVote,
  ZProposal,
  ZProposalsWithVotes,
  ZProposalVotes,
  ZUserVote,
  ZVote,
  ZVotingRound,
} from '../../../contract/proposals.js';
import { ZIdParams } from '../../../contract/stories.js';
import { AppError } from '../../lib/errors.js';
import {
  createProposal,
  getProposalVotes,
  getUserVote,
  listProposalsWithVotes,
  vetoProposal,
} from './proposals.service.js';
import { retryRound } from './round-job.js';
import { castVote, listMyVotes } from './votes.service.js';

/**
 * Proposals, votes and voting rounds (docs/reference/routes.md#api-proposals,
 * docs/reference/community.md#proposals, docs/reference/community.md#winning-chapter). The job that closes
 * rounds and has their winning chapters written is declared in server/jobs.ts.
 */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = { public: true };

  app.get(
    '/api/chapters/:id/proposals-with-votes',
    { config: publicRoute, schema: { params: ZIdParams, response: { 200: ZProposalsWithVotes } } },
    (request) => listProposalsWithVotes(app.db, request.user, request.params.id),
  );

  app.get(
    '/api/proposals/:id/votes',
    { config: publicRoute, schema: { params: ZIdParams, response: { 200: ZProposalVotes } } },
    (request) => getProposalVotes(app.db, request.user, request.params.id),
  );

  app.get(
    '/api/proposals/:id/user-vote',
    { config: publicRoute, schema: { params: ZIdParams, response: { 200: ZUserVote } } },
    (request) => getUserVote(app.db, request.user, request.params.id),
  );

  app.post(
    '/api/branch-proposals',
    { schema: { body: ZCreateProposalRequest, response: { 201: ZProposal } } },
    async (request, reply) =>
      reply.code(201).send(await createProposal(app, request.requireUser(), request.body)),
  );

  app.post(
    '/api/votes',
    {
      // Before the body is validated: an anonymous voter hears the text of docs/reference/texts.md#proposals,
      // whatever they sent.
      preValidation: async (request) => {
        if (!request.user) throw new AppError('UNAUTHENTICATED', 'You need to log in to vote on proposals.');
      },
      schema: { body: ZCastVoteRequest, response: { 201: ZVote } },
    },
    async (request, reply) =>
      reply.code(201).send(await castVote(app, request.user, request.body.proposalId)),
  );

  app.post(
    '/api/proposals/:id/veto',
    { schema: { params: ZIdParams, response: { 200: ZProposal } } },
    (request) => vetoProposal(app, request.requireUser(), request.params.id),
  );

  app.post(
    '/api/chapters/:id/voting-round/retry',
    { schema: { params: ZIdParams, response: { 200: ZVotingRound } } },
    (request) => retryRound(app, request.requireUser(), request.params.id),
  );

  app.get('/api/user/votes', { schema: { response: { 200: z.array(ZMyVote) } } }, (request) =>
    listMyVotes(app.db, request.requireUser()),
  );
};
