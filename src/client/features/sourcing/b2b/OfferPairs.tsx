import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../../domain/inspection/rules';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';

type Pair = { oneId?: string; sku: string; name: string; size: string; checkResult: number | null };

/** An offer's pairs, one line each: SKU and size, the name, the grade; the seller's own with its ONE ID. */
export function OfferPairs({ pairs }: { pairs: readonly Pair[] }) {
  const { t } = useTranslation(['sourcing-b2b', 'inspection']);
  return (
    <Stack gap={2}>
      {pairs.map((p, i) => (
        <div key={p.oneId ?? i}>
          <Text size="sm" fw={500}>
            {p.oneId && (
              <>
                <OneIdLink oneId={p.oneId} />{' '}
              </>
            )}
            {t('sourcing-b2b:pair', { sku: p.sku, size: p.size })}
          </Text>
          <Text size="xs" c="dimmed">
            {[p.name, gradeLabel(p.checkResult) && t(gradeLabel(p.checkResult))].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** The inspection grade's label key, or '' for a pair without a known grade. */
export function gradeLabel(grade: number | null): string {
  return grade !== null && isInspectionGrade(grade) ? INSPECTION_GRADE_LABEL[grade] : '';
}
