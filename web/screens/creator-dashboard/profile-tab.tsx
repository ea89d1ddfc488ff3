import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Profile, ZSocialLinks } from '../../../contract/auth';
import { Avatar } from '../../components/avatar';
import { ChangePhotoButton } from '../../components/photo-upload';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { ApiError, api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { authorQueries, invalidateProfiles } from '../../lib/authors';
import { showToast } from '../../lib/toast';

/**
 * The Profile tab's form as its inputs hold it (genres as comma-separated text,
 * docs/reference/people.md#dashboard).
 */
const ZProfileForm = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, { error: 'Display name is required' })
    .max(255, { error: 'Display name cannot exceed 255 characters' }),
  bio: z.string().max(5000, { error: 'Bio cannot exceed 5000 characters' }),
  genres: z.string().max(2000),
  website: ZSocialLinks.shape.website.unwrap(),
  twitter: z.string().trim().max(100),
  instagram: z.string().trim().max(100),
});
type ProfileForm = z.infer<typeof ZProfileForm>;

function formValues(profile: Profile | undefined): ProfileForm {
  return {
    displayName: profile?.displayName ?? '',
    bio: profile?.bio ?? '',
    genres: profile?.genres.join(', ') ?? '',
    website: profile?.socialLinks.website ?? '',
    twitter: profile?.socialLinks.twitter ?? '',
    instagram: profile?.socialLinks.instagram ?? '',
  };
}

/**
 * The dashboard's Profile tab, "Public Profile Settings" (docs/reference/routes.md#creator-dashboard): avatar
 * with initials, display name, @username (read-only), bio, genres and, in edit mode, social links. Edit
 * switches to the form; Save sends PUT /api/user/profile (genres split on commas, trimmed, empties dropped,
 * docs/reference/people.md#dashboard) and on success returns to read mode; Cancel restores the saved profile
 * (docs/reference/people.md#dashboard).
 */
export function ProfileTab() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const profile = useQuery(authorQueries.ownProfile());
  const [isEditing, setEditing] = useState(false);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(ZProfileForm),
    values: formValues(profile.data),
  });
  const save = useMutation({
    mutationFn: (values: ProfileForm) =>
      api.PUT('/api/user/profile', {
        body: {
          displayName: values.displayName.trim(),
          bio: values.bio.trim() || null,
          genres: values.genres
            .split(',')
            .map((g) => g.trim())
            .filter(Boolean),
          socialLinks: { website: values.website, twitter: values.twitter, instagram: values.instagram },
        },
      }),
    onSuccess: () => invalidateProfiles(queryClient),
  });
  if (profile.isPending) return <Skeleton className="h-64 w-full" />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => profile.refetch()} />;
  const p = profile.data;
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        showToast('Profile Updated', 'Your profile has been updated successfully.');
        setEditing(false);
      },
      onError: (error) =>
        showToast(
          'Update Failed',
          error instanceof ApiError && error.status < 500 ? error.serverMessage : 'Failed to update profile',
          { destructive: true },
        ),
    }),
  );
  const cancel = () => {
    form.reset(formValues(p));
    setEditing(false);
  };
  const row = (label: string, value: string) => (
    <div>
      <dt className="text-sm text-neutral-400">{label}</dt>
      <dd className="whitespace-pre-line text-white">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="profile-settings" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="profile-settings" className="text-lg font-semibold text-white">
          Public Profile Settings
        </h2>
        {isEditing ? (
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
            <Button size="sm" onClick={submit} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </div>
      <div className="flex items-center gap-3">
        <Avatar name={p.displayName ?? user.data?.username} imageUrl={p.profileImageUrl} size={64} />
        {isEditing ? <ChangePhotoButton /> : null}
      </div>
      {isEditing ? (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field label="Display Name" htmlFor="dash-name" error={errors.displayName?.message}>
            <Input id="dash-name" {...form.register('displayName')} />
          </Field>
          <p className="text-sm text-neutral-400">Username: @{user.data?.username}</p>
          <Field label="Bio" htmlFor="dash-bio" error={errors.bio?.message}>
            <Textarea id="dash-bio" rows={3} {...form.register('bio')} />
          </Field>
          <Field label="Genres (comma-separated)" htmlFor="dash-genres">
            <Input id="dash-genres" {...form.register('genres')} />
          </Field>
          <Field label="Website" htmlFor="dash-website" error={errors.website?.message}>
            <Input id="dash-website" type="url" placeholder="https://" {...form.register('website')} />
          </Field>
          <Field label="Twitter handle" htmlFor="dash-twitter">
            <Input id="dash-twitter" {...form.register('twitter')} />
          </Field>
          <Field label="Instagram handle" htmlFor="dash-instagram">
            <Input id="dash-instagram" {...form.register('instagram')} />
          </Field>
        </form>
      ) : (
        <dl className="flex flex-col gap-3">
          {row('Display Name', p.displayName || 'Not set')}
          {row('Username', `@${user.data?.username ?? ''}`)}
          {row('Bio', p.bio || 'No bio set')}
          {row('Genres', p.genres.length > 0 ? p.genres.join(', ') : 'No genres set')}
        </dl>
      )}
    </section>
  );
}
