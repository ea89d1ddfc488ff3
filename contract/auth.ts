import { z } from 'zod';
import { imageReference } from './images.js';

/** docs/reference/limits.md#accounts: login rules and messages, word for word. */
export const ZLoginRequest = z.object({
  email: z
    .email({ error: 'Invalid email address' })
    .max(255, { error: 'Email cannot exceed 255 characters' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(255, { error: 'Password cannot exceed 255 characters' }),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

const optionalName = z
  .string()
  .trim()
  .max(100, { error: 'Name cannot exceed 100 characters' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** docs/reference/limits.md#accounts: signup rules and messages, word for word. */
export const ZSignupRequest = z.object({
  email: z
    .email({ error: 'Invalid email address' })
    .max(255, { error: 'Email cannot exceed 255 characters' }),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, { error: 'Password must be at least 6 characters' })
    .max(255, { error: 'Password cannot exceed 255 characters' }),
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .min(3, { error: 'Username must be at least 3 characters' })
    .max(50, { error: 'Username cannot exceed 50 characters' })
    .regex(/^[A-Za-z0-9_-]+$/, {
      error: 'Username can only contain letters, numbers, underscores, and hyphens',
    }),
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, { error: 'Display name is required' })
    .max(255, { error: 'Display name cannot exceed 255 characters' }),
  firstName: optionalName,
  lastName: optionalName,
});
export type SignupRequest = z.input<typeof ZSignupRequest>;

/** POST /api/auth/forgot-password (docs/reference/people.md#email). */
export const ZForgotPasswordRequest = z.object({
  email: z
    .email({ error: 'Invalid email address' })
    .max(255, { error: 'Email cannot exceed 255 characters' }),
});
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** A token from an email link: base64url of 32 bytes (43 characters). */
const emailToken = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'The link is incomplete' });

/** POST /api/auth/reset-password: the password follows the sign-up rules (docs/reference/limits.md#accounts). */
export const ZResetPasswordRequest = z.object({
  token: emailToken,
  password: ZSignupRequest.shape.password,
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** POST /api/auth/verify-email. */
export const ZVerifyEmailRequest = z.object({ token: emailToken });
export type VerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** The one answer of POST /api/auth/forgot-password, whether or not the account exists. */
export const ZForgotPasswordAccepted = z.object({ ok: z.literal(true), message: z.string() });

/** GET /api/auth/user: the signed-in user's own account. */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  isCreator: z.boolean(),
  /** When the current email was verified (ISO); null: unverified (docs/reference/people.md#email). */
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

/** A profile image: an http(s) URL or an uploaded image of at most 256 KB (contract/images.ts). */
const imageUrl = imageReference({ allowInlineSvg: false, label: 'Image' });

/** PATCH /api/auth/profile (docs/reference/routes.md#api-auth). */
export const ZPatchProfileRequest = z.object({
  profileImageUrl: imageUrl.pipe(z.string({ error: 'Image URL is required' })),
});

const handle = z.string().trim().max(100).optional();
export const ZSocialLinks = z.object({
  twitter: handle,
  instagram: handle,
  website: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), {
      error: 'Website must start with http:// or https://',
    })
    .optional(),
});

/** GET|PUT /api/user/profile. */
export const ZProfile = z.object({
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  genres: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  socialLinks: z.object({
    twitter: z.string().optional(),
    instagram: z.string().optional(),
    website: z.string().optional(),
  }),
});
export type Profile = z.infer<typeof ZProfile>;

export const ZUpdateProfileRequest = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, { error: 'Display name is required' })
    .max(255, { error: 'Display name cannot exceed 255 characters' })
    .optional(),
  bio: z.string().max(5000, { error: 'Bio cannot exceed 5000 characters' }).nullable().optional(),
  genres: z.array(z.string().trim().min(1).max(100)).max(30).optional(),
  profileImageUrl: imageUrl.nullable().optional(),
  socialLinks: ZSocialLinks.optional(),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZOk = z.object({ ok: z.literal(true) });
