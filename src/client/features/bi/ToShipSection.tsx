import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BI_LINKS, TO_SHIP } from '../../../domain/bi/bi';
import type { BiBoard } from '../../../domain/bi/bi';
import { Figure, FigureRow } from './Figure';
import { Nothing, Section } from './Section';

/** The orders the warehouses are to send out, by kind and warehouse, each opening its task list. */
export function ToShipSection({ toShip }: { toShip: BiBoard['toShip'] | undefined }) {
  const { t } = useTranslation(['bi', 'outbound']);
  const kinds = TO_SHIP.map(({ kind }) => ({
    kind,
    orders: (toShip ?? []).filter((r) => r.kind === kind).reduce((sum, r) => sum + r.orders, 0),
  }));
  const total = kinds.reduce((sum, k) => sum + k.orders, 0);
  const kindName = (kind: number) => t(`outbound:kind.${kind}`);
  return (
    <Section title={t('toShip.title')} testId="bi-to-ship">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure
          label={t('toShip.total')}
          value={toShip && total}
          to={BI_LINKS.toShip(TO_SHIP[0].kind)}
          linkLabel={t('toShip.openTasks')}
          testId="bi-to-ship-total"
        />
        {kinds.map(({ kind, orders }) => (
          <Figure
            key={kind}
            label={kindName(kind)}
            value={toShip && orders}
            to={BI_LINKS.toShip(kind)}
            linkLabel={t('toShip.openKind', { kind: kindName(kind) })}
            testId={`bi-to-ship-${kind}`}
          />
        ))}
      </SimpleGrid>
      {toShip && toShip.length === 0 && <Nothing testId="bi-to-ship-none">{t('toShip.none')}</Nothing>}
      {toShip && toShip.length > 0 && (
        <Stack gap={4}>
          {toShip.map((r) => (
            <FigureRow
              key={`${r.kind}-${r.wareId}`}
              name={`${kindName(r.kind)} · ${r.wareName}`}
              value={r.orders}
              to={BI_LINKS.toShip(r.kind)}
              linkLabel={t('toShip.openKindAt', { kind: kindName(r.kind), ware: r.wareName })}
              testId={`bi-to-ship-${r.kind}-${r.wareId}`}
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}
