import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelRow } from '../../../../domain/labels/label-center';
import type { PrintFormat } from '../../../../domain/kernel/printing';
import { LabelMissingError, openPrintWindow } from '../../../api/print-pdf';
import { confirmAction } from '../../../components/confirm-action';
import { printLabel, useVoidLabel } from './label-center-api';
import type { LabelActions } from './label-columns';

/** Print (a PDF in a new window, or ZPL saved) and void (after a confirmation), each telling how it went. */
export function useLabelActions(mayVoid: boolean): LabelActions {
  const { t } = useTranslation('labels');
  const voiding = useVoidLabel();
  return useMemo(
    () => ({
      mayVoid,
      print: (label: LabelRow, format: PrintFormat) => {
        const target =
          format === 'pdf' ? openPrintWindow(t('center.list.windowTitle'), t('center.list.preparing')) : null;
        printLabel(label, format, target).catch((error: unknown) => {
          target?.close();
          notifications.show({
            color: 'red',
            title: t('center.list.printFailed'),
            message:
              error instanceof LabelMissingError
                ? t('printing:errors.labelMissing')
                : String((error as Error).message),
          });
        });
      },
      void: (label: LabelRow) => {
        void confirmAction('void', {
          onConfirm: () =>
            voiding.mutateAsync(label.id).then(
              () => notifications.show({ color: 'green', message: t('center.list.voided') }),
              (error: Error) => {
                notifications.show({
                  color: 'red',
                  title: t('center.list.voidFailed'),
                  message: error.message,
                });
              },
            ),
        });
      },
    }),
    [t, mayVoid, voiding],
  );
}
