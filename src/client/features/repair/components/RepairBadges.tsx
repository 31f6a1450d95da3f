import { Badge, Group, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_STATUS_LABEL,
  BOX_COLOUR_LABEL,
  REPAIR_ISSUE_LABEL,
  REPAIR_ITEM_LABEL,
  REPAIR_STATUS_LABEL,
  TASK_STATUS_LABEL,
} from '../../../../domain/repair/codes';
import type {
  ApprovalStatus,
  QcResult,
  RepairIssue,
  RepairStatus,
  TaskStatus,
} from '../../../../domain/repair/codes';
import type { RepairChoice } from '../../../../domain/repair/pricing';

/** The repair codes as badges and words, one colour per meaning on every repair screen. */
const APPROVAL_COLOR: Record<ApprovalStatus, MantineColor> = {
  1: 'blue',
  2: 'indigo',
  3: 'green',
  4: 'red',
  5: 'gray',
};
const REPAIR_COLOR: Record<RepairStatus, MantineColor> = {
  1: 'blue',
  2: 'yellow',
  3: 'red',
  4: 'green',
  5: 'orange',
  6: 'gray',
};
const TASK_COLOR: Record<TaskStatus, MantineColor> = { 1: 'blue', 2: 'green', 3: 'gray' };

/** A code as its badge: its label from the code's table, in the colour of its meaning. */
function CodeBadge<C extends number>({
  code,
  labels,
  colors,
  testId,
}: {
  code: number;
  labels: Record<C, string>;
  colors: Record<C, MantineColor>;
  testId: string;
}) {
  const { t } = useTranslation('repair');
  const label = labels[code as C];
  return (
    <Badge variant="light" color={colors[code as C] ?? 'gray'} data-testid={testId} data-status={code}>
      {label ? t(label) : String(code)}
    </Badge>
  );
}

export const ApprovalBadge = ({ approval }: { approval: number }) => (
  <CodeBadge
    code={approval}
    labels={APPROVAL_STATUS_LABEL}
    colors={APPROVAL_COLOR}
    testId="repair-approval"
  />
);

export const RepairStatusBadge = ({ status }: { status: number }) => (
  <CodeBadge code={status} labels={REPAIR_STATUS_LABEL} colors={REPAIR_COLOR} testId="repair-status" />
);

export const TaskStatusBadge = ({ status }: { status: number }) => (
  <CodeBadge code={status} labels={TASK_STATUS_LABEL} colors={TASK_COLOR} testId="task-status" />
);

/** A QC result, or a dash before the QC. */
export function QcBadge({ qc }: { qc: QcResult | null }) {
  const { t } = useTranslation('repair-screens');
  if (qc === null) return <Text size="sm">-</Text>;
  return (
    <Badge variant="dot" color={qc === 'pass' ? 'green' : 'red'} data-testid="repair-qc" data-qc={qc}>
      {t(`qc.${qc}`)}
    </Badge>
  );
}

/** A pair's issues, in words. */
export function IssuesText({ issues }: { issues: readonly RepairIssue[] }) {
  const { t } = useTranslation('repair');
  return <Text size="sm">{issues.map((i) => t(REPAIR_ISSUE_LABEL(i))).join(', ') || '-'}</Text>;
}

/** A pair's repair items, a box repair with its colour. */
export function RepairsText({ repairs }: { repairs: readonly RepairChoice[] }) {
  const { t } = useTranslation('repair');
  return (
    <Group gap={4}>
      {repairs.map((c) => (
        <Badge key={c.item} variant="outline" color="gray" size="sm">
          {c.item === 'repairBox'
            ? `${t(REPAIR_ITEM_LABEL(c.item))} · ${t(BOX_COLOUR_LABEL(c.boxColour))}`
            : t(REPAIR_ITEM_LABEL(c.item))}
        </Badge>
      ))}
    </Group>
  );
}
