import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ReturnAccountView } from '../../../../domain/listing/return-accounts';
import { MARKETPLACE_LABEL, MARKETPLACES } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { useRequestKey } from '../../../api/request-key';
import { useWarehouseChoices } from '../../../api/warehouse-choices';
import { revealFirstError } from '../../../components/reveal-first-error';
import { EditorButtons, EditorDrawer, SaveRefusal } from '../shared/EditorDrawer';
import { useSaveReturnAccount } from './return-account-api';
import { bodyOf, initialValues, REQUIRED_FIELDS, validateReturnAccount } from './return-account-form';
import type { ReturnAccountValues } from './return-account-form';

const ADDRESS_ROWS: readonly (readonly (keyof ReturnAccountValues)[])[] = [
  ['contactName', 'phone', 'email'],
  ['street1', 'street2'],
  ['city', 'state', 'zip', 'country'],
];

function ReturnAccountForm({ account, onClose }: { account: ReturnAccountView | null; onClose: () => void }) {
  const { t } = useTranslation(['return-accounts', 'listing']);
  const form = useForm<ReturnAccountValues>({
    initialValues: initialValues(account),
    validateInputOnBlur: true,
    validate: validateReturnAccount(t),
  });
  const save = useSaveReturnAccount();
  const [requestKey, renewKey] = useRequestKey();
  const warehouses = useWarehouseChoices('everyStatus');

  const submit = (values: ReturnAccountValues) =>
    save.mutate(
      { ...bodyOf(values), requestKey, id: account?.id },
      {
        onSuccess: () => {
          renewKey();
          onClose();
        },
      },
    );
  const input = (field: keyof ReturnAccountValues) => (
    <TextInput
      key={field}
      label={t(`field.${field}`)}
      required={REQUIRED_FIELDS.includes(field)}
      autoComplete="off"
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate>
      <Stack gap="sm">
        <SaveRefusal error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('field.marketplace')}
            required
            allowDeselect={false}
            data={MARKETPLACES.map((m) => ({ value: m, label: t(MARKETPLACE_LABEL[m]) }))}
            {...form.getInputProps('marketplace')}
            onChange={(v) => v && form.setFieldValue('marketplace', v as MarketplaceCode)}
          />
          {input('accountName')}
          {input('accountRef')}
        </SimpleGrid>
        {ADDRESS_ROWS.map((row) => (
          <SimpleGrid key={row.join()} cols={{ base: 1, sm: row.length }} spacing="sm">
            {row.map(input)}
          </SimpleGrid>
        ))}
        <Select
          label={t('field.wareId')}
          description={t('form.wareHint')}
          clearable
          placeholder={t('form.everyWarehouse')}
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          {...form.getInputProps('wareId')}
        />
        <Textarea label={t('field.remark')} autosize minRows={2} {...form.getInputProps('remark')} />
        <Switch
          label={t('field.active')}
          description={t('form.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <EditorButtons
          cancelLabel={t('common:actions.cancel')}
          submitLabel={account ? t('common:actions.save') : t('add')}
          saving={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** The drawer an account is added or changed in; a fresh form for every account opened. */
export function ReturnAccountEditor({
  editing,
  onClose,
}: {
  editing: { account: ReturnAccountView | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('return-accounts');
  const title = editing?.account ? t('editTitle', { name: editing.account.accountName }) : t('addTitle');
  return (
    <EditorDrawer opened={editing !== null} onClose={onClose} title={title}>
      {editing && (
        <ReturnAccountForm key={editing.account?.id ?? 'new'} account={editing.account} onClose={onClose} />
      )}
    </EditorDrawer>
  );
}
