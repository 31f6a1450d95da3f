import { Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  HOLDER_TYPE_LABEL,
  WITHDRAWAL_METHOD_LABEL,
  WithdrawalMethod,
} from '../../../../domain/wallet/applications';
import type { DrawAccountRow } from '../../../../domain/wallet/applications';
import { FormModalActions } from '../../../components/FormModalActions';
import { useAddDrawAccount } from '../api/applications';

type Values = {
  holderType: string;
  method: string;
  holderName: string;
  accountNumber: string;
  bankName: string;
};

const options = (labels: Record<number, string>, t: (key: string) => string) =>
  Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));

/** Add a draw account: holder type, Alipay or bank, holder name, number (shown masked afterwards), bank name. */
export function DrawAccountModal({
  method,
  onClose,
  onAdded,
}: {
  method: WithdrawalMethod;
  onClose: () => void;
  onAdded: (account: DrawAccountRow) => void;
}) {
  const { t } = useTranslation('wallet');
  const add = useAddDrawAccount();
  const form = useForm<Values>({
    initialValues: {
      holderType: '1',
      method: String(method),
      holderName: '',
      accountNumber: '',
      bankName: '',
    },
    validate: {
      holderName: (v) => (v.trim() === '' ? t('screens.drawAccount.nameRequired') : null),
      accountNumber: (v) =>
        v.replace(/\s+/g, '').length < 5 ? t('screens.drawAccount.numberRequired') : null,
      bankName: (v, all) =>
        Number(all.method) === WithdrawalMethod.bank && v.trim() === ''
          ? t('screens.drawAccount.bankRequired')
          : null,
    },
  });
  const submit = async (v: Values) => {
    try {
      const isBank = Number(v.method) === WithdrawalMethod.bank;
      onAdded(
        await add.mutateAsync({
          holderType: Number(v.holderType) as 1 | 2,
          method: Number(v.method) as 1 | 2,
          holderName: v.holderName.trim(),
          accountNumber: v.accountNumber.trim(),
          bankName: isBank ? v.bankName.trim() : undefined,
        }),
      );
      onClose();
    } catch {
      // The http client showed the server's message.
    }
  };
  const isBank = Number(form.values.method) === WithdrawalMethod.bank;
  return (
    <Modal opened onClose={onClose} title={t('screens.drawAccount.addTitle')} centered>
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('screens.field.method')}
            data={options(WITHDRAWAL_METHOD_LABEL, t)}
            {...form.getInputProps('method')}
          />
          <SegmentedControl
            aria-label={t('screens.field.holderType')}
            data={options(HOLDER_TYPE_LABEL, t)}
            {...form.getInputProps('holderType')}
          />
          <TextInput
            label={t('screens.field.holderName')}
            required
            data-autofocus
            {...form.getInputProps('holderName')}
          />
          <TextInput
            label={t(isBank ? 'screens.field.bankAccountNumber' : 'screens.field.alipayAccount')}
            description={t('screens.drawAccount.maskedHint')}
            required
            autoComplete="off"
            {...form.getInputProps('accountNumber')}
          />
          {isBank && (
            <TextInput label={t('screens.field.bankName')} required {...form.getInputProps('bankName')} />
          )}
          <FormModalActions onCancel={onClose} saving={add.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
