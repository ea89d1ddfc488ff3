import { z } from 'zod';

/**
 * Settings "Account" (docs/reference/people.md#settings): change email and password, signed-in sessions, data
 * export and account deletion. Password rules and messages are the sign-up ones
 * (docs/reference/limits.md#accounts).
 */
const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, { error: 'Current password is required' })
  .max(255, { error: 'Password cannot exceed 255 characters' });

/** PUT /api/account/email. */
export const ZChangeEmailRequest = z.object({
  currentPassword,
  email: z
    .email({ error: 'Invalid email address' })
    .max(255, { error: 'Email cannot exceed 255 characters' }),
});
export type ChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** PUT /api/account/password. */
export const ZChangePasswordRequest = z.object({
  currentPassword,
  newPassword: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, { error: 'Password must be at least 6 characters' })
    .max(255, { error: 'Password cannot exceed 255 characters' }),
});
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The answer to an email or password change: how many other sessions were signed out. */
export const ZSignedOut = z.object({ signedOut: z.number().int() });
export type SignedOut = z.infer<typeof ZSignedOut>;

/** One signed-in session of the user (GET /api/account/sessions). `id` is opaque. */
export const ZAccountSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessions = z.array(ZAccountSession);

/** The words a user types to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'DELETE MY ACCOUNT';

/** DELETE /api/account: typed confirmation and the current password. */
export const ZDeleteAccountRequest = z.object({
  currentPassword,
  confirmation: z.literal(DELETE_CONFIRMATION, {
    error: `Type ${DELETE_CONFIRMATION} to confirm`,
  }),
});
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** Rows of one kind in the export, as stored (dates as ISO strings; no password hash, no secrets). */
const ZExportRows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/account/export: everything stored about the signed-in user, one JSON object offered as a
 * download (`Content-Disposition: attachment`). `format` names the layout's version
 * ("storyloom-account-export/1"); every other key is a list of the user's rows of one kind.
 */
export const ZAccountExport = z
  .object({
    format: z.string(),
    exportedAt: z.string(),
    profile: z.record(z.string(), z.unknown()),
    sessions: ZAccountSessions,
    stories: ZExportRows,
    chapters: ZExportRows,
    characters: ZExportRows,
    subscriptionTiers: ZExportRows,
    bookmarks: ZExportRows,
    readingProgress: ZExportRows,
    storyReads: ZExportRows,
    ageVerifications: ZExportRows,
    proposals: ZExportRows,
    votes: ZExportRows,
    ratings: ZExportRows,
    /** The author's posts (docs/reference/people.md#posts). */
    posts: ZExportRows,
    /** The user's poll votes: post id, option id, when (the option's label is the author's text). */
    pollVotes: ZExportRows,
    chatMessages: ZExportRows,
    directMessages: ZExportRows,
    blockedUsers: ZExportRows,
    subscriptions: ZExportRows,
    /** The authors the user follows: author id, username, followedAt. */
    follows: ZExportRows,
    /** How many follow the user: a number only (the followers are other people). */
    followerCount: z.number().int(),
    paymentsMade: ZExportRows,
    paymentsReceived: ZExportRows,
    contentPurchases: ZExportRows,
    earnings: ZExportRows,
    notifications: ZExportRows,
    notificationPreferences: ZExportRows,
    pushSubscriptions: ZExportRows,
    images: ZExportRows,
    aiGenerations: ZExportRows,
  })
  .meta({ description: 'All of my data, one JSON file (a download)' });
export type AccountExport = z.infer<typeof ZAccountExport>;
