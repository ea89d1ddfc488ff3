import type { ErrorCode } from '../../contract/errors.js';

/** HTTP status for each error code: the one table the error handler reads. */
export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  ACCESS_DENIED: 403,
  CONTENT_LOCKED: 403,
  STORY_HAS_NO_CHAPTERS: 400,
  NOT_FOUND: 404,
  STORY_NOT_FOUND: 404,
  CHAPTER_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMPORT_EMPTY: 422,
  IMPORT_UNSUPPORTED_TYPE: 415,
  IMPORT_BINARY: 422,
  IMPORT_CORRUPT: 422,
  IMPORT_UNSAFE_ARCHIVE: 422,
  IMPORT_NO_TEXT: 422,
  IMPORT_TOO_COMPLEX: 413,
  IMPORT_TIMEOUT: 422,
  SERVER_BUSY: 503,
  DATABASE_UNAVAILABLE: 503,
  CROSS_SITE_REQUEST: 403,
  CHAPTER_ORDER_TAKEN: 409,
  MESSAGE_NOT_FOUND: 404,
  PROPOSAL_NOT_FOUND: 404,
  PROPOSALS_CLOSED: 409,
  PROPOSAL_LIMIT_REACHED: 409,
  VOTING_CLOSED: 409,
  ALREADY_VOTED: 409,
  ROUND_NOT_FAILED: 409,
  AI_RATE_LIMITED: 429,
  AI_BUDGET_EXHAUSTED: 429,
  AI_PROVIDER_ERROR: 502,
  AI_PROVIDER_TIMEOUT: 503,
  PRICE_MISMATCH: 409,
  ALREADY_PURCHASED: 409,
  NOT_FOR_SALE: 409,
  TIP_JAR_DISABLED: 409,
  CANNOT_PAY_YOURSELF: 409,
  TIER_NOT_FOUND: 404,
  SUBSCRIPTION_NOT_FOUND: 404,
  SUBSCRIPTION_NOT_RESUMABLE: 409,
  SUBSCRIPTION_NOT_CHANGEABLE: 409,
  SAME_TIER: 400,
  ANNUAL_NOT_OFFERED: 409,
  GIFT_NOT_FOUND: 404,
  GIFT_ALREADY_REDEEMED: 409,
  GIFT_RECIPIENT_SUBSCRIBED: 409,
  CANNOT_GIFT_SELF: 400,
  PAYOUT_ACCOUNT_NOT_READY: 409,
  PAYOUT_BELOW_MINIMUM: 409,
  PAYMENT_NOT_FOUND: 404,
  NOT_REFUNDABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYMENT_PROVIDER_ERROR: 502,
  WEBHOOK_SIGNATURE_INVALID: 400,
  MESSAGING_BLOCKED: 403,
  SUBSCRIBERS_ONLY: 403,
  NOTIFICATION_NOT_FOUND: 404,
  PUSH_ENDPOINT_TAKEN: 409,
  WRONG_PASSWORD: 403,
  RESET_TOKEN_INVALID: 400,
  VERIFY_TOKEN_INVALID: 400,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_ALREADY_VERIFIED: 409,
  INVALID_UNSUBSCRIBE_TOKEN: 400,
  IMAGE_INVALID: 415,
  RATING_NOT_ALLOWED: 403,
  CANNOT_INVITE_YOURSELF: 400,
  CANNOT_FOLLOW_SELF: 400,
  COLLABORATOR_EXISTS: 409,
  COLLABORATION_NOT_FOUND: 404,
  POST_NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
};

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: 'Unauthorized',
  ACCESS_DENIED: 'Access Denied',
  CONTENT_LOCKED: 'Subscribe to this author or purchase this story to continue reading.',
  STORY_HAS_NO_CHAPTERS: 'Add at least one chapter before publishing.',
  NOT_FOUND: 'Not found',
  STORY_NOT_FOUND: 'Story not found',
  CHAPTER_NOT_FOUND: 'Chapter not found',
  USER_NOT_FOUND: 'User not found',
  AI_PROVIDER_ERROR: 'The AI writer failed to answer. Please try again.',
  AI_PROVIDER_TIMEOUT: 'The AI writer took too long to answer. Please try again.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  SERVER_BUSY: 'The server is busy. Please try again in a moment.',
  DATABASE_UNAVAILABLE: 'Storyloom cannot reach its database just now. Please try again in a moment.',
  MESSAGE_NOT_FOUND: 'Message not found',
  PROPOSAL_NOT_FOUND: 'Proposal not found',
  VOTING_CLOSED: 'Voting has closed for this chapter.',
  ALREADY_VOTED: 'You have already voted on this proposal.',
  ROUND_NOT_FAILED: 'Only a voting round whose chapter could not be written can be retried.',
  ALREADY_PURCHASED: 'You already have access to this content.',
  NOT_FOR_SALE: 'This content is not for sale.',
  TIP_JAR_DISABLED: 'This author does not take tips.',
  CANNOT_PAY_YOURSELF: 'You cannot pay for your own content.',
  TIER_NOT_FOUND: 'Subscription tier not found',
  SUBSCRIPTION_NOT_FOUND: 'Subscription not found',
  SUBSCRIPTION_NOT_RESUMABLE:
    'Only a subscription that is cancelling and still in its paid period can be resumed; subscribe again instead.',
  SUBSCRIPTION_NOT_CHANGEABLE:
    'Only an active paid subscription can change tier; a trial or a gift keeps its tier until it ends.',
  SAME_TIER: 'You are already subscribed to this tier.',
  ANNUAL_NOT_OFFERED: 'This tier is billed monthly only.',
  GIFT_NOT_FOUND: 'No gift has this code. Check it and try again.',
  GIFT_ALREADY_REDEEMED: 'This gift code was already redeemed.',
  GIFT_RECIPIENT_SUBSCRIBED: 'They already subscribe to this author, so a gift would be wasted.',
  CANNOT_GIFT_SELF: 'You cannot send a gift to yourself; subscribe instead.',
  PAYOUT_ACCOUNT_NOT_READY: 'Set up payouts first: your payout account is not ready.',
  PAYOUT_BELOW_MINIMUM: 'Your available balance is below the minimum payout.',
  PAYMENT_NOT_FOUND: 'Payment not found',
  NOT_REFUNDABLE: 'Only a completed demo payment can be refunded here; refund Stripe payments in Stripe.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used for a different request.',
  PAYMENT_PROVIDER_ERROR: 'The payment provider failed to answer. Please try again.',
  WEBHOOK_SIGNATURE_INVALID: 'Webhook signature verification failed.',
  MESSAGING_BLOCKED: 'You cannot message this user.',
  SUBSCRIBERS_ONLY: 'This author accepts messages from subscribers only.',
  NOTIFICATION_NOT_FOUND: 'Notification not found',
  PUSH_ENDPOINT_TAKEN:
    "This browser's push subscription belongs to another account. Turn notifications off and on again to subscribe anew.",
  WRONG_PASSWORD: 'Current password is incorrect',
  RESET_TOKEN_INVALID: 'This reset link has expired or was already used. Ask for a new one.',
  VERIFY_TOKEN_INVALID: 'This verification link has expired or was already used. Ask for a new one.',
  EMAIL_NOT_VERIFIED:
    'Verify your email to send messages: open the link we emailed you, or ask for a new one.',
  EMAIL_ALREADY_VERIFIED: 'Your email is already verified.',
  INVALID_UNSUBSCRIBE_TOKEN: 'This unsubscribe link is not valid. Change your email choices in Settings.',
  IMAGE_INVALID: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
  RATING_NOT_ALLOWED: 'Read at least one chapter before rating this story.',
  CANNOT_INVITE_YOURSELF: 'You own this story already; invite someone else.',
  CANNOT_FOLLOW_SELF: 'You cannot follow yourself.',
  COLLABORATOR_EXISTS: 'This person is already invited to or collaborating on this story.',
  COLLABORATION_NOT_FOUND: 'This invitation or collaboration does not exist.',
  POST_NOT_FOUND: 'Post not found',
  CROSS_SITE_REQUEST: 'This request came from another site and was refused. Reload Storyloom and try again.',
};

/**
 * The one application error. Throw it from services and policies; the error handler turns it into
 * `{ code, message, field? }` with the status from `statusByCode`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { field?: string; headers?: Record<string, string>; cause?: unknown },
  ) {
    super(
      message ?? defaultMessages[code] ?? code,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.field = options?.field;
    this.headers = options?.headers;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}
