import { toast as sonner } from 'sonner';

/**
 * The one toast: a title and an optional message, one at a time (spec section 8: "Toasts only one at
 * a time"). `destructive` styles it as an error.
 */
export function showToast(title: string, description?: string, options?: { destructive?: boolean }): void {
  sonner.dismiss();
  if (options?.destructive) sonner.error(title, { description });
  else sonner(title, { description });
}
