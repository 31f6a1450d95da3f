import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RepairItemAdminView } from '../../../../domain/repair/views';
import { PhotoStrip } from '../components/PhotoStrip';

/** A pair's photos for the management side: before and after side by side (same angle), then the QC's. */
export function BeforeAfterPhotos({
  item,
}: {
  item: Pick<RepairItemAdminView, 'beforePhotos' | 'afterPhotos' | 'qcPhotos'>;
}) {
  const { t } = useTranslation('repair-screens');
  const none = t('photos.none');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      <PhotoStrip title={t('photos.before')} photos={item.beforePhotos} testId="photos-before" none={none} />
      <PhotoStrip title={t('photos.after')} photos={item.afterPhotos} testId="photos-after" none={none} />
      <PhotoStrip title={t('photos.qc')} photos={item.qcPhotos} testId="photos-qc" none={none} />
    </SimpleGrid>
  );
}
