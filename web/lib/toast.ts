import { toast as sonner } from 'sonner';
import { ApiError } from './api';

/**
 * The one toast: a title and an optional message, one at a time (spec section 8: "Toasts only one at
 * a time"). `destructive` styles it as an error.
 */
export function showToast(title: string, description?: string, options?: { destructive?: boolean }): void {
  sonner.dismiss();
  if (options?.destructive) sonner.error(title, { description });
  else sonner(title, { description });
}

/**
 * The error toast of a failed action: `title` and the spec's `fallback` text (section 8), except when
 * a limit refused it (429) or a field was invalid (400), where the server's own message says what to
 * do (for a limit, when to try again).
 */
export function showErrorToast(error: unknown, title: string, fallback: string): void {
  const isActionable = error instanceof ApiError && (error.status === 429 || error.status === 400);
  showToast(title, isActionable ? error.serverMessage : fallback, { destructive: true });
}
