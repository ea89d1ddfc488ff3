import { z } from 'zod';
import { ZId } from './stories.js';

/** docs/reference/limits.md#proposals: proposal title 1 to 100 characters, idea 30 to 500. */
export const PROPOSAL_TITLE_MAX = 100;
export const PROPOSAL_IDEA_MIN = 30;
export const PROPOSAL_IDEA_MAX = 500;

/**
 * A chapter's voting round, as readers see it: `not_started` (no proposal yet), `open` (proposals and
 * votes until `closesAt`), `writing` (closed; the AI is writing the winner), `completed` (the new
 * chapter is `resultChapterId`), `no_votes` (closed without a chapter), `failed` (writing failed; the
 * author may retry), `disabled` (the author switched community voting off), `not_latest` (proposals
 * target only the story's latest chapter).
 */
export const VOTING_ROUND_STATES = [
  'not_started',
  'open',
  'writing',
  'completed',
  'no_votes',
  'failed',
  'disabled',
  'not_latest',
] as const;
export const ZVotingRoundState = z.enum(VOTING_ROUND_STATES);
export type VotingRoundState = z.infer<typeof ZVotingRoundState>;

export const ZVotingRound = z.object({
  chapterId: z.number().int(),
  storyId: z.number().int(),
  state: ZVotingRoundState,
  /** ISO times; null before the round opens. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  winnerProposalId: z.number().int().nullable(),
  resultChapterId: z.number().int().nullable(),
  /** Why writing failed (shown to the author), null otherwise. */
  failureReason: z.string().nullable(),
});
export type VotingRound = z.infer<typeof ZVotingRound>;

/** plus the proposer and, for the story's author, the veto flag. */
export const ZProposal = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  storyId: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  voteCount: z.number().int(),
  hasVoted: z.boolean(),
  proposer: z.object({ username: z.string(), displayName: z.string() }),
  isVetoed: z.boolean(),
});
export type Proposal = z.infer<typeof ZProposal>;

/** GET /api/chapters/{id}/proposals-with-votes: the round and its proposals, most votes first. */
export const ZProposalsWithVotes = z.object({ round: ZVotingRound, proposals: z.array(ZProposal) });
export type ProposalsWithVotes = z.infer<typeof ZProposalsWithVotes>;

/**
 * POST /api/branch-proposals (docs/reference/limits.md#proposals, docs/reference/routes.md#api-proposals).
 */
export const ZCreateProposalRequest = z.object({
  chapterId: ZId,
  storyId: ZId,
  title: z
    .string()
    .trim()
    .min(1, { error: 'Title is required' })
    .max(PROPOSAL_TITLE_MAX, { error: 'Title too long' }),
  content: z
    .string()
    .trim()
    .min(PROPOSAL_IDEA_MIN, { error: 'Idea must be at least 30 characters' })
    .max(PROPOSAL_IDEA_MAX, { error: 'Idea too long - keep it concise' }),
});

/** POST /api/votes (docs/reference/routes.md#api-proposals). */
export const ZCastVoteRequest = z.object({ proposalId: ZId });

export const ZVote = z.object({
  id: z.number().int(),
  proposalId: z.number().int(),
  createdAt: z.string(),
  /** The proposal's tally after this vote. */
  voteCount: z.number().int(),
});

/** GET /api/proposals/{id}/votes: the tally (voters are counted, not named). */
export const ZProposalVotes = z.object({ proposalId: z.number().int(), voteCount: z.number().int() });

/** GET /api/proposals/{id}/user-vote. */
export const ZUserVote = z.object({
  hasVoted: z.boolean(),
  vote: z.object({ id: z.number().int(), createdAt: z.string() }).nullable(),
});

/** One item of GET /api/user/votes ("My Votes" on /profile). */
export const ZMyVote = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  proposal: z.object({ id: z.number().int(), title: z.string(), chapterId: z.number().int() }),
  story: z.object({ id: z.number().int(), title: z.string() }),
  round: ZVotingRound,
  isWinner: z.boolean(),
});
export type MyVote = z.infer<typeof ZMyVote>;
