import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { createLimiter } from '../lib/rate-limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shared counters behind every request limit (README "Security"). */
export interface Limits {
  /** Sign-in attempts per client address; a successful one is given back, so only failures stay. */
  loginAttemptsByIp: RateLimiterDrizzle;
  /** Consecutive failed sign-ins per account (a day's window; cleared by a successful sign-in). */
  loginFailuresByAccount: RateLimiterDrizzle;
  /** One sign-in attempt per progressive-delay window for an account past its failure threshold. */
  loginDelayByAccount: RateLimiterDrizzle;
  /** Failed sign-ins per device cookie; past the limit the device is no longer trusted. */
  loginFailuresByDevice: RateLimiterDrizzle;
  /** Sign-up attempts per client address. */
  signupsByIp: RateLimiterDrizzle;
  /** Manuscript previews (uploads parsed) per user. */
  importPreviewsByUser: RateLimiterDrizzle;
  /** Requests to unknown routes per client address (fastify/demo: the 404 handler is rate limited). */
  notFoundByIp: RateLimiterDrizzle;
  /** Stories created or imported per user. */
  storiesByUser: RateLimiterDrizzle;
  /** Chapter creations, edits and deletions per user. */
  chapterWritesByUser: RateLimiterDrizzle;
  /**
   * Chat slow mode: one message per user and chapter per `chatSlowModeMs` (docs/reference/community.md#chat);
   * null when CHAT_SLOW_MODE_MS is 0 (a limiter with no window would never forget).
   */
  chatMessagesByUserAndChapter: RateLimiterDrizzle | null;
  /** Direct messages sent per user (docs/reference/people.md#messages): DM_RATE_MAX per minute. */
  directMessagesByUser: RateLimiterDrizzle;
  /**
   * EPUB exports per user, or per address when signed out (docs/reference/platform.md#formats): 10 per
   * minute.
   */
  epubExportsByClient: RateLimiterDrizzle;
  /**
   * Recaps and answers per user without an AI endpoint (docs/reference/reading.md#companion): the AI studio's
   * rate limit (AI_RATE_LIMIT_MAX per AI_RATE_LIMIT_WINDOW_MS); with one, the generation ledger limits them.
   */
  companionRequestsByUser: RateLimiterDrizzle;
  /** "Forgot password?" requests per client address (RATE_LIMIT_AUTH_MAX per window; 429 past it). */
  passwordResetsByIp: RateLimiterDrizzle;
  /**
   * Reset emails per email address: 3 per hour; past it the request still answers 202 but sends nothing
   * (docs/reference/people.md#email), so the answer never tells whether the account exists.
   */
  passwordResetsByEmail: RateLimiterDrizzle;
  /** "Resend" verification emails per user: 3 per hour. */
  verificationResendsByUser: RateLimiterDrizzle;
  /** Collaboration invitations sent per story owner (docs/reference/stories.md#collaborators): 30 per hour. */
  collaboratorInvitesByUser: RateLimiterDrizzle;
  /** Posts published per author (docs/reference/people.md#posts): POST_RATE_MAX per hour. */
  postsByUser: RateLimiterDrizzle;
  /**
   * Follows and unfollows per user (docs/reference/people.md#follows): FOLLOW_RATE_MAX per hour, so
   * follow/unfollow spam cannot flood authors.
   */
  followChangesByUser: RateLimiterDrizzle;
  /** Gifts bought or redeemed per user (docs/reference/money.md#gifts): GIFT_RATE_MAX per hour. */
  giftsByUser: RateLimiterDrizzle;
}

/** Direct messages one user may send per minute: a conversation's pace, not a mass mailing. */
export const DM_RATE_MAX = 30;

/** Posts one author may publish per hour: each notifies every follower, so a burst would flood them. */
export const POST_RATE_MAX = 10;

/** Gifts one user may buy or redeem per hour: generous for a person, a wall for code guessing. */
export const GIFT_RATE_MAX = 20;

/** Follows plus unfollows one user may make per hour: far more than a reader browsing authors needs. */
export const FOLLOW_RATE_MAX = 60;

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** Decorates `app.limits` with the database-backed limiters configured in `app.config`. */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const { db, config } = app;
  const auth = { points: config.authRateMax, windowMs: config.authRateWindowMs };
  app.decorate('limits', {
    loginAttemptsByIp: createLimiter(db, { name: 'login-ip', ...auth }),
    loginFailuresByAccount: createLimiter(db, {
      name: 'login-account-fail',
      points: config.authRateMax,
      windowMs: DAY_MS,
    }),
    // The window is set per attempt (customDuration): the progressive delay.
    loginDelayByAccount: createLimiter(db, { name: 'login-account-delay', points: 1, windowMs: 1000 }),
    loginFailuresByDevice: createLimiter(db, { name: 'login-device-fail', ...auth }),
    signupsByIp: createLimiter(db, { name: 'signup-ip', ...auth }),
    importPreviewsByUser: createLimiter(db, { name: 'import-preview', points: 30, windowMs: 60_000 }),
    notFoundByIp: createLimiter(db, { name: 'not-found-ip', points: 300, windowMs: 60_000 }),
    storiesByUser: createLimiter(db, {
      name: 'story-create',
      points: config.storyRateMax,
      windowMs: config.storyRateWindowMs,
    }),
    chapterWritesByUser: createLimiter(db, {
      name: 'chapter-write',
      points: config.chapterRateMax,
      windowMs: config.chapterRateWindowMs,
    }),
    chatMessagesByUserAndChapter:
      config.chatSlowModeMs > 0
        ? createLimiter(db, { name: 'chat-slow-mode', points: 1, windowMs: config.chatSlowModeMs })
        : null,
    directMessagesByUser: createLimiter(db, { name: 'dm-send', points: DM_RATE_MAX, windowMs: 60_000 }),
    epubExportsByClient: createLimiter(db, { name: 'epub-export', points: 10, windowMs: 60_000 }),
    companionRequestsByUser: createLimiter(db, {
      name: 'companion',
      points: config.ai.rateLimitMax,
      windowMs: config.ai.rateLimitWindowMs,
    }),
    passwordResetsByIp: createLimiter(db, { name: 'password-reset-ip', ...auth }),
    passwordResetsByEmail: createLimiter(db, {
      name: 'password-reset-email',
      points: 3,
      windowMs: 60 * 60_000,
    }),
    verificationResendsByUser: createLimiter(db, {
      name: 'verify-resend',
      points: 3,
      windowMs: 60 * 60_000,
    }),
    collaboratorInvitesByUser: createLimiter(db, {
      name: 'collaborator-invite',
      points: 30,
      windowMs: 60 * 60_000,
    }),
    postsByUser: createLimiter(db, { name: 'post-create', points: POST_RATE_MAX, windowMs: 60 * 60_000 }),
    followChangesByUser: createLimiter(db, {
      name: 'follow-change',
      points: FOLLOW_RATE_MAX,
      windowMs: 60 * 60_000,
    }),
    giftsByUser: createLimiter(db, { name: 'gift', points: GIFT_RATE_MAX, windowMs: 60 * 60_000 }),
  } satisfies Limits);
});
