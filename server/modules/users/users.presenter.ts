import type { CurrentUser, Profile } from '../../../contract/auth.js';
import type { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

/** The signed-in user's own account: never the password hash (STYLE rule 4). */
export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    profileImageUrl: user.profileImageUrl,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    isCreator: user.isCreator,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The editable public profile (docs/reference/data.md#entities). */
export function presentProfile(user: UserRow): Profile {
  const links = user.socialLinks ?? {};
  return {
    displayName: user.displayName,
    bio: user.bio,
    genres: user.genres,
    profileImageUrl: user.profileImageUrl,
    socialLinks: {
      ...(links.twitter ? { twitter: links.twitter } : {}),
      ...(links.instagram ? { instagram: links.instagram } : {}),
      ...(links.website ? { website: links.website } : {}),
    },
  };
}
