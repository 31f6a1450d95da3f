import { Badge, Button, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL } from '../../../domain/inspection/rules';
import type { InspectionGrade } from '../../../domain/inspection/rules';
import { OneIdLink } from '../../components/one-id-drawer/OneIdLink';
import { TOUCH_TARGET } from '../../components/touch-target';
import { useLocalOps } from '../../offline/local-queries';
import { isOpWaiting } from '../../offline/op-state';
import { drawCode128 } from './barcode';

/**
 * The ONE ID just given to an inspected item, shown big with its Code 128 barcode, and a 4x6 in
 * label (spec section 9 "Print image size") that only the printer sees: barcode, ONE ID, SKU, size
 * and grade. The label must go on the item now, before the next one is picked up.
 */
export type InspectedItem = {
  oneId: string;
  sku: string;
  size: string;
  grade: InspectionGrade;
  name: string;
  /** The inspectItem op that gave it: the label says "waiting to sync" while that op waits. */
  opId: string;
};

const PRINT_STYLE = `
.solestack-print-label { display: none; }
@media print {
  @page { size: 4in 6in; margin: 0; }
  html, body { background: #fff !important; }
  body > *:not(.solestack-print-label) { display: none !important; }
  .solestack-print-label {
    display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.15in;
    width: 4in; height: 6in; box-sizing: border-box; padding: 0.3in; color: #000; background: #fff;
    font-family: Arial, Helvetica, sans-serif; text-align: center;
  }
  .solestack-print-label canvas { width: 3.4in; height: auto; }
  .solestack-print-label .one-id { font-size: 30pt; font-weight: 700; letter-spacing: 2pt; }
  .solestack-print-label .line { font-size: 16pt; }
}`;

function Barcode({ text, scale, testId }: { text: string; scale: number; testId?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawCode128(canvas.current, text, { scale });
  }, [text, scale]);
  return (
    <canvas ref={canvas} data-testid={testId} aria-hidden style={{ maxWidth: '100%', background: '#fff' }} />
  );
}

export function InspectedLabel({ item, onClose }: { item: InspectedItem; onClose: () => void }) {
  const { t } = useTranslation(['inspection', 'inbound']);
  const grade = t(INSPECTION_GRADE_LABEL[item.grade]);
  const waiting = isOpWaiting(useLocalOps({ type: 'inspectItem' }), item.opId);
  return (
    <Card withBorder radius="md" padding="md" data-testid="inspected-label" bg="dark.7">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('screen.result.title')}
          </Text>
          <Title order={1} ff="monospace" fz={44} lh={1.1} data-testid="one-id" style={{ letterSpacing: 2 }}>
            {/* Its record opens once the server has it; until then the tablet alone knows the item. */}
            {waiting ? item.oneId : <OneIdLink oneId={item.oneId} size="inherit" />}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{item.sku}</Badge>
            <Badge variant="light">{t('screen.result.size', { size: item.size })}</Badge>
            <Badge variant="light" color={item.grade === 1 ? 'green' : 'orange'}>
              {grade}
            </Badge>
            {waiting && (
              <Badge color="yellow" variant="outline" data-testid="one-id-waiting">
                {t('screen.items.waitingToSync')}
              </Badge>
            )}
          </Group>
        </Stack>
        <CloseButton onClick={onClose} aria-label={t('screen.result.close')} style={TOUCH_TARGET} />
      </Group>
      <Group mt="sm" justify="space-between" align="flex-end" wrap="nowrap">
        <Barcode text={item.oneId} scale={2} testId="one-id-barcode" />
        <Button
          size="md"
          style={TOUCH_TARGET}
          leftSection={<IconPrinter size={20} />}
          onClick={() => window.print()}
        >
          {t('screen.result.print')}
        </Button>
      </Group>
      {createPortal(
        <div className="solestack-print-label" data-testid="print-label">
          <style>{PRINT_STYLE}</style>
          <Barcode text={item.oneId} scale={4} />
          <div className="one-id">{item.oneId}</div>
          <div className="line">{item.sku}</div>
          <div className="line">{item.name}</div>
          <div className="line">{t('screen.result.size', { size: item.size })}</div>
          <div className="line">{grade}</div>
        </div>,
        document.body,
      )}
    </Card>
  );
}
