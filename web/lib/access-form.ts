import { z } from 'zod';
import {
  fromCents,
  MAX_CONTENT_PRICE_CENTS,
  MIN_CONTENT_PRICE_CENTS,
  parseAmount,
} from '../../contract/money';
import { ACCESS_LEVELS, type AccessLevel } from '../../contract/stories';

/** How each access level is offered to the author (docs/reference/access.md#levels). */
export const ACCESS_LABELS: Record<AccessLevel, { label: string; text: string }> = {
  public: { label: 'Public', text: 'Anyone can read it for free.' },
  subscribers: { label: 'Subscribers', text: 'Only your subscribers can read it.' },
  tier_specific: { label: 'Tier', text: 'Subscribers of a chosen tier or a pricier one.' },
  premium: { label: 'Premium', text: 'Readers buy the story once.' },
};

const whole = (label: string) =>
  z.number({ error: `${label} must be a number` }).int({ error: `${label} must be a whole number` });

/**
 * A story's access settings as the inputs hold them (docs/reference/routes.md#create,
 * docs/reference/limits.md#stories, docs/reference/access.md#levels): access level, price text (premium: at
 * least 0.99, 2 decimals), required tier (tier_specific), free chapters, preview length and the adult flag.
 * Shared by /create and the story's Manage tab.
 */
export const accessFormShape = {
  accessLevel: z.enum(ACCESS_LEVELS),
  individualPrice: z.string(),
  requiredTierId: z.string(),
  freeChapters: whole('Free chapters').min(0, { error: 'Free chapters cannot be negative' }),
  previewLength: whole('Preview length').min(0, { error: 'Preview length cannot be negative' }),
  isAdultContent: z.boolean(),
};

/** The cross-field rules of the access settings: a premium price, a tier for tier_specific. */
export function checkAccess(
  form: { accessLevel: AccessLevel; individualPrice: string; requiredTierId: string },
  ctx: z.RefinementCtx,
): void {
  if (form.accessLevel === 'premium') {
    const cents = parseAmount(form.individualPrice);
    if (cents === null || form.individualPrice.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['individualPrice'],
        message: 'Price must have at most 2 decimals',
      });
    } else if (cents < MIN_CONTENT_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['individualPrice'], message: 'Price must be at least $0.99' });
    } else if (cents > MAX_CONTENT_PRICE_CENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['individualPrice'],
        message: `Price cannot exceed $${fromCents(MAX_CONTENT_PRICE_CENTS)}`,
      });
    }
  }
  if (form.accessLevel === 'tier_specific' && !form.requiredTierId) {
    ctx.addIssue({ code: 'custom', path: ['requiredTierId'], message: 'Choose the tier readers need' });
  }
}

/**
 * The request fields of the access settings (POST /api/stories and PATCH /api/stories/{id}): the price
 * as a normalised decimal string only for premium, the tier only for tier_specific.
 */
export function accessRequest(values: {
  accessLevel: AccessLevel;
  individualPrice: string;
  requiredTierId: string;
  freeChapters: number;
  previewLength: number;
  isAdultContent: boolean;
}) {
  const isPremium = values.accessLevel === 'premium';
  const cents = isPremium ? parseAmount(values.individualPrice) : null;
  return {
    accessLevel: values.accessLevel,
    isPremium,
    individualPrice: cents === null ? null : fromCents(cents),
    requiredTierId: values.accessLevel === 'tier_specific' ? Number(values.requiredTierId) : null,
    freeChapters: values.freeChapters,
    previewLength: values.previewLength,
    isAdultContent: values.isAdultContent,
  };
}

const ZAccessForm = z.object(accessFormShape).superRefine(checkAccess);
export type AccessFormInput = z.input<typeof ZAccessForm>;
export type AccessFormValues = z.output<typeof ZAccessForm>;
export { ZAccessForm };
