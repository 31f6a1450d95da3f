import { useTranslation } from 'react-i18next';
import { LABEL_CENTER_PAGE } from '../../../../domain/kernel/permissions';
import { useMay } from '../../../stores/permissions';
import { LabelCenterPage } from './LabelCenterPage';

/** LabelCenter: every seller's labels, and labels bought for the platform's self-operated account. */
export function AdminLabelCenterScreen() {
  const { t } = useTranslation('labels');
  const may = useMay();
  return (
    <LabelCenterPage
      admin
      mayBuy={may(LABEL_CENTER_PAGE, 'add')}
      mayVoid={may(LABEL_CENTER_PAGE, 'edit')}
      payerNote={t('center.buy.platformBuyer')}
    />
  );
}
