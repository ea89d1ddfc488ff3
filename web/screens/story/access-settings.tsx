import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { fromCents, toCents } from '../../../contract/money';
import type { Story } from '../../../contract/stories';
import { AccessFields, type AccessForm } from '../../components/access-fields';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../components/ui/states';
import { invalidateAccess } from '../../lib/access';
import {
  type AccessFormInput,
  type AccessFormValues,
  accessRequest,
  ZAccessForm,
} from '../../lib/access-form';
import { api } from '../../lib/api';
import { storyKeys } from '../../lib/stories';
import { showToast } from '../../lib/toast';

/**
 * The access form's values for the story's current access settings (docs/reference/access.md#levels): shared
 * by this Manage-tab section and the edit screen (/edit-story/{id}).
 */
export function accessValuesOf(story: Story): AccessFormInput {
  return {
    accessLevel: story.accessLevel,
    individualPrice: story.individualPrice ? fromCents(toCents(story.individualPrice)) : '',
    requiredTierId: story.requiredTierId ? String(story.requiredTierId) : '',
    freeChapters: story.freeChapters ?? 1,
    previewLength: story.previewLength,
    isAdultContent: story.isAdultContent,
  };
}

/**
 * The Manage tab's access settings (docs/reference/access.md#adult): the same fields as /create, saved with
 * PATCH /api/stories/{id}; readers' locks and previews follow at once.
 * @throws nothing: a refused save toasts the server's reason
 */
export function AccessSettings({ story }: { story: Story }) {
  const queryClient = useQueryClient();
  const form = useForm<AccessFormInput, unknown, AccessFormValues>({
    resolver: zodResolver(ZAccessForm),
    values: accessValuesOf(story),
  });
  const save = useMutation({
    mutationFn: (values: AccessFormValues) =>
      api.PATCH('/api/stories/{id}', { params: { path: { id: story.id } }, body: accessRequest(values) }),
    onSuccess: (updated) => {
      queryClient.setQueryData(storyKeys.story(updated.id), updated);
      return invalidateAccess(queryClient);
    },
  });
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => showToast('Story Updated', 'Access settings saved.'),
      onError: (error) => showToast('Error', errorMessage(error), { destructive: true }),
    });
  });
  return (
    <section
      aria-labelledby="access-settings"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-panel/40 p-4"
    >
      <h2 id="access-settings" className="font-semibold text-white">
        Access &amp; Pricing
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <AccessFields form={form as AccessForm} idPrefix="manage" />
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving...' : 'Save Access Settings'}
        </Button>
      </form>
    </section>
  );
}
