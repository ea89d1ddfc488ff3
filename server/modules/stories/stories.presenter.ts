import type { CollaboratorRole } from '../../../contract/collaborators.js';
import type { ContentWarning } from '../../../contract/content-warnings.js';
import type { Story } from '../../../contract/stories.js';
import type { StoryStatus } from '../../../contract/story-status.js';
import { DEFAULT_CONTENT_PRICE_CENTS, fromCents } from '../../lib/money.js';
import type { SessionUser } from '../../lib/session-user.js';
import { effectiveAccessLevel } from '../access/access.policy.js';
import { coverUrlOf, uploadedCoverOf } from '../images/cover.js';
import { imageUrlFor } from '../images/listed-image.js';
import type { StoryCardRow } from './story-card.query.js';

/** A premium story without a price of its own sells at the one default (ADR 0003), as an API string. */
const DEFAULT_CONTENT_PRICE = fromCents(DEFAULT_CONTENT_PRICE_CENTS);

/**
 * Shapes a story card (docs/reference/data.md#entities). Earnings are shown to the author only. Inline
 * cover and avatar images become URLs of their own (`/api/stories/{id}/cover?v=…`), so a card stays
 * a few KB however large its images; an uploaded cover is its middle size's URL plus its sizes
 * (`coverImages`, docs/reference/stories.md#covers). The default chapter notes go to the story's team only
 * (the author and accepted collaborators), null for everyone else.
 */
export function presentStory(row: StoryCardRow, viewer: SessionUser | null): Story {
  const s = row.story;
  // One rule with the read policy (ADR 0014): a public story flagged premium is shown as premium.
  const accessLevel = effectiveAccessLevel(s);
  const isPremium = s.isPremium || accessLevel === 'premium';
  const coverImages = uploadedCoverOf(s);
  const onTeam =
    !!viewer && (viewer.id === s.authorId || row.collaborators.some((c) => c.userId === viewer.id));
  return {
    id: s.id,
    title: s.title,
    summary: s.summary,
    genre: s.genre,
    tags: s.tags,
    // The column's CHECK allows only CONTENT_WARNINGS keys (docs/reference/stories.md#warnings).
    warnings: s.warnings as ContentWarning[],
    setting: s.setting,
    openingLine: s.openingLine,
    // An uploaded cover's URL is content-addressed: no version needed (docs/reference/stories.md#covers).
    coverUrl: coverImages
      ? coverUrlOf(coverImages)
      : imageUrlFor(s.coverUrl, `/api/stories/${s.id}/cover`, s.updatedAt.getTime()),
    coverImages,
    author: {
      displayName: row.authorDisplayName ?? row.authorUsername ?? 'Unknown',
      username: row.authorUsername ?? 'unknown',
      profileImageUrl: imageUrlFor(
        row.authorProfileImageUrl,
        `/api/users/${s.authorId}/avatar`,
        row.authorImageVersion,
      ),
    },
    authorId: s.authorId,
    collaborators: row.collaborators.map((c) => ({
      username: c.username ?? 'unknown',
      displayName: c.displayName || c.username || 'Unknown',
      profileImageUrl: imageUrlFor(c.image, `/api/users/${c.userId}/avatar`, c.imageVersion),
      role: c.role as CollaboratorRole,
    })),
    price: isPremium ? (s.individualPrice ?? DEFAULT_CONTENT_PRICE) : null,
    isPremium,
    isPublished: s.isPublished,
    isAdultContent: s.isAdultContent,
    accessLevel,
    requiredTierId: s.requiredTierId,
    individualPrice: s.individualPrice,
    previewLength: s.previewLength,
    freeChapters: s.freeChapters,
    communityVotingEnabled: s.communityVotingEnabled,
    // The column's CHECK allows only STORY_STATUSES (docs/reference/stories.md#status).
    status: s.status as StoryStatus,
    releaseSchedule: s.releaseSchedule,
    // The default notes are the team's working settings (docs/reference/stories.md#notes).
    defaultNoteBefore: onTeam ? s.defaultNoteBefore : null,
    defaultNoteAfter: onTeam ? s.defaultNoteAfter : null,
    chapters: row.chapterCount,
    wordCount: row.wordCount,
    stats: {
      totalViews: row.totalViews,
      averageRating: row.averageRating,
      ratingCount: row.ratingCount,
      earnings: viewer?.id === s.authorId ? row.earnings : '0.00',
    },
    updatedAt: s.updatedAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
  };
}

/** A trending item: a story card plus the author fields flat (docs/reference/data.md#entities). */
export function presentTrending(row: StoryCardRow, viewer: SessionUser | null) {
  const story = presentStory(row, viewer);
  return {
    ...story,
    authorUsername: story.author.username,
    authorDisplayName: story.author.displayName,
    authorProfileImageUrl: story.author.profileImageUrl,
  };
}
