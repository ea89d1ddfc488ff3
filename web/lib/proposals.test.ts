import { describe, expect, it } from 'vitest';
import type { Proposal, ProposalsWithVotes, VotingRound } from '../../contract/proposals';
import { applyProposalFrame, sortProposals } from './proposals';

const round: VotingRound = {
  chapterId: 2,
  storyId: 1,
  state: 'open',
  opensAt: '2026-11-20T10:00:00.000Z',
  closesAt: '2026-11-21T10:00:00.000Z',
  winnerProposalId: null,
  resultChapterId: null,
  failureReason: null,
};

function proposal(id: number, voteCount: number, extra: Partial<Proposal> = {}): Proposal {
  return {
    id,
    chapterId: 2,
    storyId: 1,
    title: `Idea ${id}`,
    content: 'x'.repeat(40),
    createdAt: `2026-11-20T10:0${id}:00.000Z`,
    voteCount,
    hasVoted: false,
    proposer: { username: 'ada', displayName: 'Ada' },
    isVetoed: false,
    ...extra,
  };
}
const order = (list: Proposal[]) => list.map((p) => p.id);

describe('sortProposals', () => {
  it('puts most votes first, the earlier idea first on a tie, vetoed ideas last', () => {
    const list = [proposal(1, 2), proposal(2, 5), proposal(3, 5), proposal(4, 9, { isVetoed: true })];
    expect(order(sortProposals(list))).toEqual([2, 3, 1, 4]);
  });
});

describe('applyProposalFrame', () => {
  const data: ProposalsWithVotes = { round, proposals: [proposal(1, 2), proposal(2, 1)] };

  it('sets live tallies and re-sorts', () => {
    const frame = { type: 'votes_changed' as const, chapterId: 2, proposals: [{ id: 2, voteCount: 3 }] };
    const result = applyProposalFrame(data, 2, frame);
    expect(result.stale).toBe(false);
    expect(result.data!.proposals.map((p) => [p.id, p.voteCount])).toEqual([
      [2, 3],
      [1, 2],
    ]);
  });

  it('asks for a refetch when a tally names an idea not loaded yet', () => {
    const frame = { type: 'votes_changed' as const, chapterId: 2, proposals: [{ id: 3, voteCount: 0 }] };
    expect(applyProposalFrame(data, 2, frame).stale).toBe(true);
  });

  it('replaces the round on round_changed', () => {
    const closed = { ...round, state: 'writing' as const, winnerProposalId: 1 };
    const result = applyProposalFrame(data, 2, { type: 'round_changed', round: closed });
    expect(result.data!.round.state).toBe('writing');
  });

  it('ignores frames about other chapters and other frame types', () => {
    const other = { type: 'votes_changed' as const, chapterId: 9, proposals: [{ id: 1, voteCount: 7 }] };
    expect(applyProposalFrame(data, 2, other)).toEqual({ data, stale: false });
    expect(
      applyProposalFrame(data, 2, { type: 'round_changed', round: { ...round, chapterId: 9 } }).data,
    ).toBe(data);
    expect(applyProposalFrame(data, 2, { type: 'joined', storyId: 1, chapterId: 2 }).data).toBe(data);
  });
});
