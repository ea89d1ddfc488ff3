import { APICallError, RetryError } from 'ai';
import { AppError } from '../../lib/errors.js';

/**
 * Turns whatever a generation threw into the AppError the client sees (docs/reference/limits.md#ai):
 * our own timeout → 503 AI_PROVIDER_TIMEOUT; an HTTP error, an unreachable endpoint, a refusal or an
 * answer that fails its schema → 502 AI_PROVIDER_ERROR. AppErrors pass through. The provider's own
 * message is logged by the caller, never shown (it may echo the prompt or the key's account).
 */
export function toAiError(error: unknown, timedOut: boolean): AppError {
  if (error instanceof AppError) return error;
  if (timedOut) return new AppError('AI_PROVIDER_TIMEOUT');
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined) {
    const status = cause.statusCode;
    return new AppError(
      'AI_PROVIDER_ERROR',
      status === 429
        ? 'The AI writer is busy right now. Please try again in a minute.'
        : `The AI writer failed to answer (HTTP ${status}). Please try again.`,
    );
  }
  return new AppError('AI_PROVIDER_ERROR');
}
