import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinancePage } from '../../../../domain/kernel/permissions';
import { actionsFor } from '../../../../domain/wallet/applications';
import type { ApplicationAction, ApplicationRow } from '../../../../domain/wallet/applications';
import { confirmAction } from '../../../components/confirm-action';
import { useMay } from '../../../stores/permissions';
import { useReview } from '../api/platform-flow';
import type { ReviewAction } from '../api/platform-flow';
import { ReviewModal } from './ReviewModal';
import type { ReviewForm } from './ReviewModal';
import { reviewEffect } from './review-effect';
import type { ReviewEffect } from './review-effect';

const DONE: Record<ApplicationAction, string> = {
  approve: 'applications.done.approved',
  markPaying: 'applications.done.markedPaying',
  markPaid: 'applications.done.markedPaid',
  reject: 'applications.done.rejected',
  cancel: 'applications.done.cancelled',
};

/** The buttons the transition table allows the platform now; those that need input open a form first. */
export function ReviewActions({ app }: { app: ApplicationRow }) {
  const { t } = useTranslation('wallet');
  const review = useReview();
  const may = useMay();
  const canEdit = may(FinancePage.platformFlow, 'edit');
  const canReject = may(FinancePage.platformFlow, 'disable');
  const [form, setForm] = useState<ReviewForm | null>(null);
  const actions = actionsFor(app.kind, app.stage, 'admin').filter((a) =>
    a === 'reject' ? canReject : canEdit,
  );

  const run = async (action: ApplicationAction, request: ReviewAction) => {
    try {
      await review.mutateAsync(request);
      notifications.show({ color: 'green', message: t(DONE[action]) });
      setForm(null);
    } catch {
      // The http client showed the server's message (a 409 names the application); the detail reloads.
    }
  };
  const kindPath = app.kind === 1 ? 'recharge' : 'withdrawal';
  // A step with no form states its amount and effect in a confirmation first.
  const confirmThenRun = async (action: ApplicationAction, effect: ReviewEffect, request: ReviewAction) => {
    const yes = await confirmAction('money', {
      message: reviewEffect(t, app, effect),
      confirmLabel: t(`screens.review.${kindPath}.${action}`),
    });
    if (yes) await run(action, request);
  };
  const onClick = (action: ApplicationAction) => {
    if (action === 'approve' && app.kind === 2)
      void confirmThenRun(action, 'approveWithdrawal', {
        path: '/finance/withdrawal/approve',
        body: { id: app.id },
      });
    else if (action === 'markPaying')
      void confirmThenRun(action, 'markPaying', { path: '/finance/withdrawal/paying', body: { id: app.id } });
    else if (action === 'approve') setForm('approveRecharge');
    else if (action === 'markPaid') setForm('markPaid');
    else if (action === 'reject') setForm('reject');
  };
  if (actions.length === 0) return null;
  return (
    <Group gap="sm" data-testid="review-actions">
      {actions.map((action) => (
        <Button
          key={action}
          color={action === 'reject' ? 'red' : undefined}
          variant={action === 'reject' ? 'light' : 'filled'}
          loading={review.isPending && form === null}
          onClick={() => onClick(action)}
        >
          {t(`screens.review.${kindPath}.${action}`)}
        </Button>
      ))}
      {form && (
        <ReviewModal
          app={app}
          form={form}
          saving={review.isPending}
          onClose={() => setForm(null)}
          onSubmit={(action, request) => void run(action, request)}
        />
      )}
    </Group>
  );
}
