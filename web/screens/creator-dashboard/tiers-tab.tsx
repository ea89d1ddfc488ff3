import { Crown, Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CreatorTier } from '../../../contract/subscriptions';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { useCreatorTiers, useDeleteTier, useSaveTier } from '../../lib/creator';
import { formatDate } from '../../lib/dates';
import { useMoveSubscribers } from '../../lib/memberships';
import { formatAmount, formatCents } from '../../lib/money';
import { showToast } from '../../lib/toast';
import { TierFormDialog } from './tier-form-dialog';

/**
 * The move's confirmation (contract/subscriptions.ts `ZMoveSubscribersRequest`: at least 30 days' notice,
 * each subscriber told at once).
 */
export function moveNotice(tier: CreatorTier): string {
  const who =
    tier.subscribersOnOtherPrices === 1 ? '1 subscriber' : `${tier.subscribersOnOtherPrices} subscribers`;
  return `${who} of ${tier.name} will pay ${formatAmount(tier.price)} per month from their first renewal after 30 days' notice. Each is told today, in the app and by email.`;
}

/**
 * "Subscription Tiers" (docs/reference/routes.md#creator-dashboard, dashboard Tiers tab and /creator/tiers):
 * each tier with its price per month, Active/Inactive badge, description, benefit chips and subscriber count,
 * with Edit, Deactivate/Activate and Delete; "Add Tier", and "Create Your First Tier" under "No subscription
 * tiers created yet". A tier's yearly price and trial are listed; when some subscribers pay an older price,
 * "N subscribers pay an older price" with "Move them to $X.XX", confirmed with the 30 days' notice
 * (POST /api/creator/subscription-tiers/{id}/move-subscribers).
 */
export function TiersTab() {
  const tiers = useCreatorTiers();
  const save = useSaveTier();
  const remove = useDeleteTier();
  const [editing, setEditing] = useState<CreatorTier | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  const [toDelete, setToDelete] = useState<CreatorTier | null>(null);
  const [toMove, setToMove] = useState<CreatorTier | null>(null);
  const move = useMoveSubscribers();
  const openForm = (tier: CreatorTier | null) => {
    setEditing(tier);
    setFormOpen(true);
  };
  const toggleActive = (tier: CreatorTier) =>
    save.mutate(
      { id: tier.id, body: { isActive: !tier.isActive } },
      {
        onSuccess: () => showToast(tier.isActive ? 'Tier deactivated' : 'Tier activated', tier.name),
        onError: (error) => showToast('Error', errorMessage(error), { destructive: true }),
      },
    );

  return (
    <section aria-labelledby="tiers-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="tiers-heading" className="text-lg font-semibold text-white">
          Subscription Tiers
        </h2>
        <Button size="sm" onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add Tier
        </Button>
      </div>
      {tiers.isPending ? (
        <ListSkeleton rows={2} label="Loading tiers..." />
      ) : tiers.isError ? (
        <ErrorState error={tiers.error} onRetry={() => tiers.refetch()} />
      ) : tiers.data.length === 0 ? (
        <EmptyState
          title="No subscription tiers created yet"
          description="Tiers let readers support you monthly and read your subscriber-only stories."
          icon={<Crown className="h-10 w-10" />}
          headingLevel={3}
        >
          <Button onClick={() => openForm(null)}>Create Your First Tier</Button>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {tiers.data.map((tier) => (
            <li key={tier.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-panel p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={`tier-${tier.id}`} className="font-semibold text-white">
                  {tier.name}
                </h3>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${tier.isActive ? 'bg-emerald-500/20 text-emerald-300' : 'bg-neutral-700 text-neutral-100'}`}
                >
                  {tier.isActive ? 'Active' : 'Inactive'}
                </span>
                <span className="ml-auto text-sm text-white">
                  <span className="font-semibold">{formatAmount(tier.price)}</span>/month
                </span>
              </div>
              {tier.description ? <p className="text-sm text-neutral-300">{tier.description}</p> : null}
              {tier.benefits.length > 0 ? (
                <ul aria-label="Benefits" className="flex flex-wrap gap-1.5">
                  {tier.benefits.map((benefit) => (
                    <li
                      key={benefit}
                      className="rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent-soft"
                    >
                      {benefit}
                    </li>
                  ))}
                </ul>
              ) : null}
              {tier.annualPriceCents !== null || tier.trialDays > 0 ? (
                <p className="text-sm text-neutral-300">
                  {[
                    tier.annualPriceCents !== null
                      ? `${formatCents(tier.annualPriceCents)}/year (save ${tier.annualDiscountPercent}%)`
                      : null,
                    tier.trialDays > 0 ? `${tier.trialDays}-day free trial` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
              <p className="text-sm text-neutral-400">
                {tier.subscriberCount} {tier.subscriberCount === 1 ? 'subscriber' : 'subscribers'}
              </p>
              {tier.subscribersOnOtherPrices > 0 ? (
                <div className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-500/10 px-3 py-2 text-sm text-amber-100">
                  <span>
                    {tier.subscribersOnOtherPrices}{' '}
                    {tier.subscribersOnOtherPrices === 1 ? 'subscriber pays' : 'subscribers pay'} an older
                    price
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={`tier-${tier.id}`}
                    onClick={() => setToMove(tier)}
                  >
                    Move them to {formatAmount(tier.price)}
                  </Button>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={`tier-${tier.id}`}
                  onClick={() => openForm(tier)}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={`tier-${tier.id}`}
                  disabled={save.isPending}
                  onClick={() => toggleActive(tier)}
                >
                  <Power aria-hidden="true" className="h-4 w-4" /> {tier.isActive ? 'Deactivate' : 'Activate'}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-describedby={`tier-${tier.id}`}
                  onClick={() => setToDelete(tier)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TierFormDialog tier={editing} open={isFormOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={toMove !== null}
        onOpenChange={(open) => {
          if (!open) setToMove(null);
        }}
        title="Move subscribers to the new price?"
        description={toMove ? moveNotice(toMove) : ''}
        confirmLabel={move.isPending ? 'Moving...' : 'Move subscribers'}
        isPending={move.isPending}
        onConfirm={() => {
          if (!toMove) return;
          move.mutate(toMove.id, {
            onSuccess: (answer) => {
              showToast(
                'Subscribers notified',
                `${answer.moved} ${answer.moved === 1 ? 'subscriber pays' : 'subscribers pay'} ${formatAmount(toMove.price)} from ${formatDate(answer.effectiveAt)}.`,
              );
              setToMove(null);
            },
            onError: (error) => showToast('Error', errorMessage(error), { destructive: true }),
          });
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete tier?"
        description={
          toDelete
            ? `Delete ${toDelete.name}? Its subscribers keep access until their paid period ends; no one can join it again.`
            : ''
        }
        confirmLabel="Delete Tier"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              showToast('Tier deleted', toDelete.name);
              setToDelete(null);
            },
            onError: (error) => showToast('Error', errorMessage(error), { destructive: true }),
          });
        }}
      />
    </section>
  );
}
