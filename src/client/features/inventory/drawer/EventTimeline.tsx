import { Anchor, Group, Text, Timeline } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ProductEventType } from '../../../../domain/kernel/events';
import { FLEX_OUTCOME_LABEL } from '../../../../domain/sourcing/flex';
import { REPAIR_EVENT_STEP_LABEL, repairStepOfEvent } from '../../../../domain/repair/events';
import type { DrawerViewer, DrawerVisibility } from '../../../../domain/inventory/inventory';
import { centsToDollars } from '../../../../domain/kernel/product-rules';
import { leadsToUserScreen } from '../../../routing/route-access';
import { useSession } from '../../../stores/session';
import type { DrawerEvent } from '../api/product-record';
import { eventKey, gradeKey } from './label-keys';
import { eventJump, flexStateOfEvent } from './navigation-targets';

/**
 * The product's lifecycle events, oldest first, with what the viewer may see of each. Every event
 * row carries the item's grade at that moment; only the inspection event is about the grade, so
 * only it shows one (a shelf change shows the shelf it moved to).
 */
export function EventTimeline({
  events,
  viewer,
  see,
}: {
  events: DrawerEvent[];
  viewer: DrawerViewer;
  see: DrawerVisibility;
}) {
  const { t } = useTranslation(['inventory', 'inbound', 'repair']);
  const { pathname } = useLocation();
  const userRoutes = useSession((s) => s.routes);
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('drawer.events.empty')}
      </Text>
    );
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="drawer-events">
      {events.map((e) => {
        const label = eventKey(e.type);
        const grade = e.type === ProductEventType.inspection ? gradeKey(e.checkResult) : null;
        const jump = eventJump(viewer, pathname, e);
        const facts: [string, string][] = [];
        if (e.logNo) facts.push([t('drawer.events.logNo'), e.logNo]);
        if (grade) facts.push([t('drawer.events.grade'), t(grade)]);
        if (see.shelf && e.shelvesName) facts.push([t('drawer.events.shelf'), e.shelvesName]);
        if (see.pku && e.pku) facts.push([t('drawer.events.pku'), e.pku]);
        if (see.storageFee && e.wareFee !== null && e.wareFee !== undefined)
          facts.push([t('drawer.events.wareFee'), centsToDollars(e.wareFee)]);
        if (see.platOrderNo && e.platOrderNo) facts.push([t('drawer.events.platOrderNo'), e.platOrderNo]);
        const flex = flexStateOfEvent(e);
        if (flex) facts.push([t('sourcing-flex:list.state'), t(FLEX_OUTCOME_LABEL[flex])]);
        const repairStep = repairStepOfEvent(e);
        if (repairStep) facts.push([t('repair:timeline.step'), t(REPAIR_EVENT_STEP_LABEL(repairStep))]);
        if (see.operator && e.operator) facts.push([t('drawer.events.operator'), e.operator]);
        if (e.imgList.length > 0)
          facts.push([t('drawer.inspection.photos'), t('drawer.events.photos', { count: e.imgList.length })]);
        return (
          <Timeline.Item
            key={e.id}
            title={label ? t(label) : String(e.type)}
            data-testid={`drawer-event-${e.type}`}
          >
            <Text size="xs" c="dimmed">
              {e.gmtCreate}
            </Text>
            {facts.map(([name, value]) => (
              <Text key={name} size="sm">
                {name}: {value}
              </Text>
            ))}
            {e.oddNo ? (
              <Group gap={4}>
                <Text size="sm">{t('drawer.events.oddNo')}:</Text>
                {jump && 'to' in jump && leadsToUserScreen(userRoutes, jump.to) ? (
                  <Anchor component={Link} to={jump.to} size="sm">
                    {e.oddNo}
                  </Anchor>
                ) : jump && 'errorKey' in jump ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => notifications.show({ color: 'red', message: t(jump.errorKey) })}
                  >
                    {e.oddNo}
                  </Anchor>
                ) : (
                  <Text size="sm">{e.oddNo}</Text>
                )}
              </Group>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
