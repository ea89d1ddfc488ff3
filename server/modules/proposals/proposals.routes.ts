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
import {
  CLOSE_ROUND_JOB,
  type CloseRoundJob,
  recoverRounds,
  retryRound,
  runCloseRoundJob,
} from './round-job.js';
import { castVote, listMyVotes } from './votes.service.js';

/** Seconds one run of the closing job may take beyond the AI timeout before it counts as dead. */
const JOB_MARGIN_SECONDS = 60;

/**
 * Proposals, votes and voting rounds (spec section 7 "Proposals and votes"; issue "Community" §2-3),
 * and the job that closes rounds and has their winning chapters written.
 */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<CloseRoundJob>({
    name: CLOSE_ROUND_JOB,
    expireInSeconds: Math.ceil(app.config.ai.timeoutMs / 1000) + JOB_MARGIN_SECONDS,
    handler: (job) => runCloseRoundJob(app, job),
  });
  app.jobs.onStarted(async () => {
    const queued = await recoverRounds(app);
    if (queued > 0) app.log.info({ rounds: queued }, 'voting rounds queued at start-up');
  });

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
      // Before the body is validated: an anonymous voter hears the spec's text (section 5), whatever they sent.
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
