import { Alert, Modal, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_PART_TITLES, TEAM_ROLE_PART_CODES } from '../../../domain/kernel/permissions';
import type { BusinessPartCode } from '../../../domain/kernel/permissions';
import {
  choiceOfGrants,
  grantsOfChoice,
  PART_ACCESS,
  PART_ACCESS_TITLES,
  TEAM_ROLE_NAME_MAX,
} from '../../../domain/teams/teams';
import type { PartAccess, PartChoice, TeamRoleRow } from '../../../domain/teams/teams';
import { useRequestKey } from '../../api/request-key';
import { FormModalActions } from '../../components/FormModalActions';
import { useCreateTeamRole, useUpdateTeamRole } from './team-api';

type Values = { name: string; parts: PartChoice };

/** A new team role starts with the seller's home (the dashboard and announcements) to read. */
const NEW_ROLE: PartChoice = { 'business.home': 'read' };

/** Each part of the seller portal with a choice of none, read or edit. */
export function PartAccessTable({
  value,
  onChange,
}: {
  value: PartChoice;
  onChange: (code: BusinessPartCode, access: PartAccess) => void;
}) {
  const { t } = useTranslation('teams');
  return (
    <Table data-testid="part-access" verticalSpacing={4}>
      <Table.Tbody>
        {TEAM_ROLE_PART_CODES.map((code) => (
          <Table.Tr key={code} data-part={code}>
            <Table.Td>
              <Text size="sm">{t(BUSINESS_PART_TITLES[code])}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <SegmentedControl
                size="xs"
                aria-label={t(BUSINESS_PART_TITLES[code])}
                data={PART_ACCESS.map((a) => ({ value: a, label: t(PART_ACCESS_TITLES[a]) }))}
                value={value[code] ?? 'none'}
                onChange={(access) => onChange(code, access as PartAccess)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Create (role null) or edit a team role: its name and what it gives of each part. */
export function RoleModal({ role, onClose }: { role: TeamRoleRow | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const [requestKey] = useRequestKey();
  const create = useCreateTeamRole();
  const update = useUpdateTeamRole();
  const save = role ? update : create;
  const form = useForm<Values>({
    initialValues: { name: role?.name ?? '', parts: role ? choiceOfGrants(role.permissions) : NEW_ROLE },
    validate: {
      name: (v) => (v.trim() ? null : t('form.required')),
      parts: (v) => (grantsOfChoice(v).length > 0 ? null : t('form.pickPart')),
    },
  });
  const submit = (values: Values) => {
    const body = { name: values.name.trim(), permissions: grantsOfChoice(values.parts) };
    if (role) update.mutate({ id: role.id, ...body }, { onSuccess: onClose });
    else create.mutate({ ...body, requestKey }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={role ? t('roles.editTitle', { name: role.name }) : t('roles.newTitle')}
      size="lg"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <TextInput
            label={t('roles.name')}
            required
            maxLength={TEAM_ROLE_NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('roles.parts')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('roles.partsHint')}
            </Text>
            <PartAccessTable
              value={form.values.parts}
              onChange={(code, access) =>
                form.setFieldValue('parts', { ...form.values.parts, [code]: access })
              }
            />
            {form.errors.parts && (
              <Text size="xs" c="red" role="alert">
                {form.errors.parts}
              </Text>
            )}
          </Stack>
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
