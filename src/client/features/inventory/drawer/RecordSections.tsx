import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawerVisibility } from '../../../../domain/inventory/inventory';
import { centsToDollars } from '../../../../domain/kernel/product-rules';
import type { ProductRecord } from '../api/product-record';
import { InfoGrid } from '../../../components/InfoGrid';
import { eventKey, gradeKey } from './label-keys';
import { PhotoViewer } from './PhotoViewer';

export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={5}>{title}</Title>
      {children}
    </Stack>
  );
}

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : centsToDollars(cents);

/** Inbound, inspection, shelving and outbound parts of the record, each only as far as the viewer may see. */
export function RecordSections({ record, see }: { record: ProductRecord; see: DrawerVisibility }) {
  const { t } = useTranslation(['inventory', 'inbound']);
  const info = record.inProdInfo;
  const grade = gradeKey(info.checkResult);
  const out = record.outInfo;
  const outType = out ? eventKey(out.type) : null;
  return (
    <>
      <Section title={t('drawer.sections.inbound')} testId="drawer-inbound">
        <InfoGrid
          items={[
            [t('drawer.inbound.logNo'), record.packInfo?.logNo],
            [t('drawer.inbound.batchNo'), info.batchNo],
            [t('drawer.inbound.received'), record.packInfo?.gmtModify],
            [t('drawer.inbound.gmtCreate'), info.gmtCreate],
            [
              t('drawer.inbound.type'),
              info.type === null
                ? ''
                : t(`drawer.inbound.types.${info.type}`, { defaultValue: String(info.type) }),
            ],
            [t('drawer.warehouse'), info.wareName],
            [t('drawer.inbound.wareDays'), info.wareDays],
            ...(see.storageFee
              ? [
                  [t('drawer.inbound.wareFee'), money(info.wareFee ?? 0), 'drawer-ware-fee'] as [
                    string,
                    ReactNode,
                    string,
                  ],
                ]
              : []),
          ]}
        />
      </Section>
      <Section title={t('drawer.sections.inspection')} testId="drawer-inspection">
        {info.checkResult === null ? (
          <Text size="sm" c="dimmed">
            {t('drawer.inspection.notInspected')}
          </Text>
        ) : (
          <InfoGrid
            items={[
              [t('drawer.inspection.grade'), grade ? t(grade) : String(info.checkResult), 'drawer-grade'],
              [t('drawer.inspection.time'), info.gmtCheck],
              [t('drawer.inspection.remark'), info.checkRemark, 'drawer-remark'],
            ]}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('drawer.inspection.photos')}
        </Text>
        <PhotoViewer photos={record.imageList} />
      </Section>
      {see.shelf ? (
        <Section title={t('drawer.sections.shelving')} testId="drawer-shelving">
          <InfoGrid
            items={[
              [
                t('drawer.shelving.shelf'),
                info.shelvesName || t('drawer.shelving.notShelved'),
                'drawer-shelf',
              ],
              ...(see.operator
                ? [[t('drawer.shelving.by'), info.shelvesUserName] as [string, ReactNode]]
                : []),
              [t('drawer.shelving.time'), info.gmtShelvesCreate],
            ]}
          />
        </Section>
      ) : null}
      <Section title={t('drawer.sections.outbound')} testId="drawer-outbound">
        {out ? (
          <InfoGrid
            items={[
              [t('drawer.outbound.oddNo'), out.oddNo],
              [t('drawer.outbound.type'), outType ? t(outType) : String(out.type)],
              [t('drawer.outbound.platName'), out.platName],
              ...(see.platOrderNo
                ? [
                    [t('drawer.outbound.platOrderNo'), out.platOrderNo, 'drawer-plat-order-no'] as [
                      string,
                      ReactNode,
                      string,
                    ],
                  ]
                : []),
              [t('drawer.outbound.soldPrice'), money(out.soldPrice)],
              [t('drawer.outbound.gmtOut'), record.gmtOut],
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('drawer.outbound.none')}
          </Text>
        )}
      </Section>
    </>
  );
}
