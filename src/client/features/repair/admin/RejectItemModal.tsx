import { useTranslation } from 'react-i18next';
import { useRequestKey } from '../../../api/request-key';
import { useRejectRepairItem } from '../api/admin-repairs';
import { ReasonModal } from './ReasonModal';

/** "Reject" one pair of an open order before any work, with the reason its seller reads; its estimate is returned. */
export function RejectItemModal({
  oddNo,
  oneId,
  onClose,
}: {
  oddNo: string;
  oneId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('repair-screens');
  const reject = useRejectRepairItem();
  const [requestKey] = useRequestKey();
  return (
    <ReasonModal
      title={t('items.rejectTitle', { oneId })}
      text={t('items.rejectText')}
      label={t('review.reason')}
      required
      action={{
        label: t('items.reject'),
        color: 'red',
        testId: 'reject-item-save',
        saving: reject.isPending,
      }}
      onSave={async (reason) => (await reject.mutateAsync({ oddNo, oneId, reason, requestKey })).message}
      onClose={onClose}
    />
  );
}
