import type { VotingRoundState } from '../../../contract/proposals';

/** docs/reference/limits.md#proposals: proposal text preview, 200 characters. */
export const PROPOSAL_PREVIEW_CHARS = 200;

/** The first 200 characters of an idea on one line, with "…" when there is more. */
export function proposalPreview(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > PROPOSAL_PREVIEW_CHARS ? `${text.slice(0, PROPOSAL_PREVIEW_CHARS).trimEnd()}…` : text;
}

/** Why a chapter takes no new ideas in round state `state`, or null when it does. */
export function closedForIdeasReason(state: VotingRoundState): string | null {
  switch (state) {
    case 'open':
    case 'not_started':
      return null;
    case 'disabled':
      return 'The author has switched community voting off for this story.';
    case 'not_latest':
      return "Ideas can only follow the story's latest chapter.";
    default:
      return 'Voting has closed for this chapter.';
  }
}

/**
 * The time left until `closesAt`, for the countdown: "2d 3h", "3h 12m", "4m 05s", "42s"; null once
 * it has passed.
 */
export function formatCountdown(closesAt: string, now: number): string | null {
  const ms = Date.parse(closesAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${String(secs).padStart(2, '0')}s`;
  return `${secs}s`;
}

/** "1 idea", "3 ideas". */
export function ideaCount(count: number): string {
  return `${count} ${count === 1 ? 'idea' : 'ideas'}`;
}

/** "1 vote", "3 votes". */
export function voteCount(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}
