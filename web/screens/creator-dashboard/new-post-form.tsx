import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POST_AUDIENCES,
  POST_BODY_MAX,
  POST_TITLE_MAX,
} from '../../../contract/posts';
import { Button, iconButtonClass } from '../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { useCreatorTiers } from '../../lib/creator';
import { useCreatePost } from '../../lib/posts';
import { showErrorToast, showToast } from '../../lib/toast';

/**
 * The composer as its inputs hold it (docs/reference/people.md#posts, contract/posts.ts ZCreatePost): a
 * title, a body, the audience, the tier for audience 'tier', and a poll of 2 to 6 options when turned on.
 * The server checks the request again and names the field of any refusal.
 */
const ZPostForm = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: 'A title is required' })
      .max(POST_TITLE_MAX, { error: `A title cannot exceed ${POST_TITLE_MAX} characters` }),
    body: z.string().max(POST_BODY_MAX, { error: 'The post is too long' }),
    audience: z.enum(POST_AUDIENCES),
    tierId: z.string(),
    hasPoll: z.boolean(),
    options: z.array(z.object({ label: z.string().trim().max(120, { error: 'At most 120 characters' }) })),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'tier' && value.tierId === '') {
      ctx.addIssue({ code: 'custom', path: ['tierId'], message: 'Choose the tier this post is for' });
    }
    if (!value.hasPoll) return;
    value.options.forEach((option, i) => {
      if (option.label === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'label'],
          message: 'Write this option or remove it',
        });
      }
    });
  });
type PostForm = z.input<typeof ZPostForm>;

const AUDIENCE_LABELS: Record<(typeof POST_AUDIENCES)[number], string> = {
  public: 'Everyone',
  followers: 'Followers and subscribers',
  subscribers: 'All subscribers',
  tier: 'Subscribers of a tier and up',
};

const EMPTY: PostForm = {
  title: '',
  body: '',
  audience: 'public',
  tierId: '',
  hasPoll: false,
  options: [{ label: '' }, { label: '' }],
};

/** "body.poll.options.1" (a server field path) as this form's field name, when it has one. */
function formField(serverField: string | undefined): Path<PostForm> | null {
  const path = serverField?.replace(/^body\./, '') ?? '';
  const option = /^poll\.options\.(\d+)$/.exec(path);
  if (option) return `options.${Number(option[1])}.label`;
  return ['title', 'body', 'audience', 'tierId'].includes(path) ? (path as Path<PostForm>) : null;
}

/**
 * "New post" (creator dashboard, docs/reference/people.md#posts): title, text, audience (a tier from the
 * author's own tiers), and an optional poll whose options are added and removed between 2 and 6. Errors
 * show at their fields, the server's too; a published post clears the form.
 */
export function NewPostForm() {
  const tiers = useCreatorTiers();
  const create = useCreatePost();
  const form = useForm<PostForm, unknown, z.output<typeof ZPostForm>>({
    resolver: zodResolver(ZPostForm),
    defaultValues: EMPTY,
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  const audience = form.watch('audience');
  const hasPoll = form.watch('hasPoll');
  const invalid = (name: string, error: unknown) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};

  const submit = form.handleSubmit((values) => {
    const body = {
      title: values.title,
      body: values.body,
      audience: values.audience,
      ...(values.audience === 'tier' ? { tierId: Number(values.tierId) } : {}),
      ...(values.hasPoll ? { poll: { options: values.options.map((o) => o.label) } } : {}),
    };
    create.mutate(body, {
      onSuccess: (post) => {
        showToast('Post published', `“${post.title}” is on your author page.`);
        form.reset(EMPTY);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? formField(error.field) : null;
        if (field && error instanceof ApiError) form.setError(field, { message: error.serverMessage });
        else showErrorToast(error, 'Post not published', 'Something went wrong. Please try again.');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-post-heading" className="flex flex-col gap-4">
      <h2 id="new-post-heading" className="text-lg font-semibold text-white">
        New post
      </h2>
      <Field label="Title" htmlFor="post-title" error={errors.title?.message}>
        <Input
          id="post-title"
          maxLength={POST_TITLE_MAX}
          {...invalid('post-title', errors.title)}
          {...form.register('title')}
        />
      </Field>
      <Field
        label="Text"
        htmlFor="post-body"
        error={errors.body?.message}
        hint="Blank lines start new paragraphs."
      >
        <Textarea id="post-body" rows={5} {...invalid('post-body', errors.body)} {...form.register('body')} />
      </Field>
      <Field label="Who can read it" htmlFor="post-audience" error={errors.audience?.message}>
        <Select id="post-audience" {...form.register('audience')}>
          {POST_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {AUDIENCE_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {audience === 'tier' ? (
        <Field
          label="Tier"
          htmlFor="post-tierId"
          error={errors.tierId?.message}
          hint={tiers.data?.length === 0 ? 'Create a tier first, in the Tiers tab.' : undefined}
        >
          <Select id="post-tierId" {...invalid('post-tierId', errors.tierId)} {...form.register('tierId')}>
            <option value="">{tiers.isPending ? 'Loading tiers...' : 'Choose a tier'}</option>
            {tiers.data?.map((tier) => (
              <option key={tier.id} value={String(tier.id)}>
                {tier.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-200">
        <input
          type="checkbox"
          className="h-5 w-5 accent-[var(--color-accent)]"
          {...form.register('hasPoll')}
        />
        Add a poll
      </label>
      {hasPoll ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-neutral-200">
            Poll options ({POLL_OPTIONS_MIN}–{POLL_OPTIONS_MAX})
          </legend>
          {options.fields.map((field, i) => {
            const error = errors.options?.[i]?.label?.message;
            return (
              <div key={field.id} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={`Option ${i + 1}`}
                    maxLength={120}
                    {...invalid(`post-option-${i}`, error)}
                    {...form.register(`options.${i}.label`)}
                  />
                  {options.fields.length > POLL_OPTIONS_MIN ? (
                    <button
                      type="button"
                      className={iconButtonClass}
                      aria-label={`Remove option ${i + 1}`}
                      onClick={() => options.remove(i)}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </button>
                  ) : null}
                </div>
                {error ? (
                  <p id={`post-option-${i}-error`} role="alert" className="text-sm text-red-400">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          {options.fields.length < POLL_OPTIONS_MAX ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => options.append({ label: '' })}
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> Add option
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Publishing...' : 'Publish post'}
      </Button>
    </form>
  );
}
