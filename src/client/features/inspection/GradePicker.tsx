import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL, INSPECTION_GRADES, InspectionGrade } from '../../../domain/inspection/rules';
import { TOUCH_TARGET } from '../../components/touch-target';
/** The grade colours: qualified green, fake red, box-only problems yellow, the rest orange. */
const GRADE_COLOR: Record<InspectionGrade, string> = {
  [InspectionGrade.qualified]: 'green',
  [InspectionGrade.boxSlightlyDamaged]: 'yellow',
  [InspectionGrade.boxBadlyDamaged]: 'yellow',
  [InspectionGrade.noOriginalBox]: 'yellow',
  [InspectionGrade.missingLid]: 'yellow',
  [InspectionGrade.missingPair]: 'orange',
  [InspectionGrade.shoeDefects]: 'orange',
  [InspectionGrade.fake]: 'red',
};

/** The eight inspection grades in the spec's order (section 4), one tap each. */
export function GradePicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['inspection', 'inbound']);
  return (
    <Input.Wrapper label={t('screen.form.grade')} required error={error} id="inspection-grade">
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group
          gap={6}
          mt={4}
          role="radiogroup"
          aria-label={t('screen.form.grade')}
          data-testid="grade-picker"
        >
          {INSPECTION_GRADES.map((grade) => (
            <Chip
              key={grade}
              value={String(grade)}
              color={GRADE_COLOR[grade]}
              variant="outline"
              disabled={disabled}
              size="sm"
              styles={{ label: TOUCH_TARGET }}
            >
              {t(INSPECTION_GRADE_LABEL[grade])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
