/**
 * Stable error codes shared by server and web. The server maps each code to an HTTP status in
 * `server/lib/errors.ts`; the web app may branch on `code` (never on message text).
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'ACCESS_DENIED',
  'CONTENT_LOCKED',
  'STORY_HAS_NO_CHAPTERS',
  'NOT_FOUND',
  'STORY_NOT_FOUND',
  'CHAPTER_NOT_FOUND',
  'USER_NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IMPORT_EMPTY',
  'IMPORT_UNSUPPORTED_TYPE',
  'IMPORT_BINARY',
  'IMPORT_CORRUPT',
  'IMPORT_UNSAFE_ARCHIVE',
  'IMPORT_NO_TEXT',
  'IMPORT_TOO_COMPLEX',
  'IMPORT_TIMEOUT',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  'CROSS_SITE_REQUEST',
  'CHAPTER_ORDER_TAKEN',
  'MESSAGE_NOT_FOUND',
  'PROPOSAL_NOT_FOUND',
  'PROPOSALS_CLOSED',
  'PROPOSAL_LIMIT_REACHED',
  'VOTING_CLOSED',
  'ALREADY_VOTED',
  'ROUND_NOT_FAILED',
  'AI_RATE_LIMITED',
  'AI_BUDGET_EXHAUSTED',
  'AI_PROVIDER_ERROR',
  'AI_PROVIDER_TIMEOUT',
  'PRICE_MISMATCH',
  'ALREADY_PURCHASED',
  'NOT_FOR_SALE',
  'TIP_JAR_DISABLED',
  'CANNOT_PAY_YOURSELF',
  'TIER_NOT_FOUND',
  'SUBSCRIPTION_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'NOT_REFUNDABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_PROVIDER_ERROR',
  'WEBHOOK_SIGNATURE_INVALID',
  'MESSAGING_BLOCKED',
  'SUBSCRIBERS_ONLY',
  'NOTIFICATION_NOT_FOUND',
  'PUSH_ENDPOINT_TAKEN',
  'WRONG_PASSWORD',
  'RESET_TOKEN_INVALID',
  'VERIFY_TOKEN_INVALID',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'IMAGE_INVALID',
  'RATING_NOT_ALLOWED',
  'CANNOT_INVITE_YOURSELF',
  'COLLABORATOR_EXISTS',
  'COLLABORATION_NOT_FOUND',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The JSON body of every error response: `{ code, message, field? }`. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Dotted path of the offending request field, for validation errors (e.g. `body.chapters.0.title`). */
  field?: string;
}
