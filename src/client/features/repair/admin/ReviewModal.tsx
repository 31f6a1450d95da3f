import { useTranslation } from 'react-i18next';
import { useRequestKey } from '../../../api/request-key';
import { useApproveRepair, useRefuseRepair } from '../api/admin-repairs';
import { ReasonModal } from './ReasonModal';

export type ReviewKind = 'approve' | 'refuse';

/**
 * Audit/RepairOrder's review of one order: approve (with an optional remark) or refuse (with the
 * reason the seller reads as the review result; a refusal returns the held estimate). The same
 * request key while the dialog is sent again.
 */
export function ReviewModal({
  kind,
  oddNo,
  onClose,
}: {
  kind: ReviewKind;
  oddNo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('repair-screens');
  const approve = useApproveRepair();
  const refuse = useRefuseRepair();
  const [requestKey] = useRequestKey();
  return (
    <ReasonModal
      title={t(`review.${kind}Title`, { oddNo })}
      text={t(`review.${kind}Text`)}
      label={kind === 'refuse' ? t('review.reason') : t('column.remark')}
      required={kind === 'refuse'}
      action={{
        label: t(`review.${kind}`),
        color: kind === 'refuse' ? 'red' : undefined,
        testId: `review-${kind}`,
        saving: approve.isPending || refuse.isPending,
      }}
      onSave={async (words) =>
        (kind === 'approve'
          ? await approve.mutateAsync({ oddNo, remark: words, requestKey })
          : await refuse.mutateAsync({ oddNo, reason: words, requestKey })
        ).message
      }
      onClose={onClose}
    />
  );
}
