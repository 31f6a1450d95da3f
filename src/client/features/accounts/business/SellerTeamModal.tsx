import { Alert, Badge, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BUSINESS_PART_TITLES, isBusinessPart } from '../../../../domain/kernel/permissions';
import { AccountStatus } from '../../../../domain/kernel/users';
import { accessOfActions, PART_ACCESS_TITLES, sellerTeam } from '../../../../domain/teams/teams';
import { getJson } from '../../../api/http';
import type { BusinessAccountRow } from '../api/business-account-list';

/**
 * A seller's team as admins read it (Account/BusinessAccount, issue 28 point 4): the team roles with
 * the parts each gives and the members with their role and state. The seller manages it; admins
 * suspend the seller, which stops the whole team.
 */
export function SellerTeamModal({ seller, onClose }: { seller: BusinessAccountRow; onClose: () => void }) {
  const { t } = useTranslation(['teams', 'accounts']);
  const team = useQuery({
    queryKey: ['accounts', 'business', 'team', seller.id],
    queryFn: async () => sellerTeam.parse(await getJson('/account/business/team', { id: seller.id })),
  });
  const data = team.data;
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={`${t('teams:admin.title')} · ${seller.realname || seller.username}`}
    >
      {team.isPending && <Loader size="sm" aria-label={t('teams:list.loading')} />}
      {team.isError && (
        <Alert color="red" role="alert" title={t('teams:admin.loadFailed')}>
          {team.error.message}
        </Alert>
      )}
      {data && data.members.length === 0 && data.roles.length === 0 && (
        <Text size="sm">{t('teams:admin.noTeam')}</Text>
      )}
      {data && (data.members.length > 0 || data.roles.length > 0) && (
        <Stack gap="md" data-testid="seller-team">
          <Stack gap={4}>
            <Title order={5}>{t('teams:admin.members')}</Title>
            <Table>
              <Table.Tbody>
                {data.members.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {m.realname}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {m.username}
                      </Text>
                    </Table.Td>
                    <Table.Td>{m.roleName}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={m.status === AccountStatus.active ? 'green' : 'gray'}
                        variant="light"
                        tt="none"
                      >
                        {t(
                          m.status === AccountStatus.active ? 'teams:status.active' : 'teams:status.disabled',
                        )}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
          <Stack gap={4}>
            <Title order={5}>{t('teams:admin.roles')}</Title>
            {data.roles.map((r) => (
              <Stack key={r.id} gap={2}>
                <Text size="sm" fw={500}>
                  {r.name}
                </Text>
                <Group gap={4}>
                  {r.permissions
                    .filter((g) => isBusinessPart(g.permissionId))
                    .map((g) => (
                      <Badge key={g.permissionId} variant="light" size="sm" tt="none">
                        {`${t(BUSINESS_PART_TITLES[g.permissionId as keyof typeof BUSINESS_PART_TITLES])} · ${t(PART_ACCESS_TITLES[accessOfActions(g.actionList)])}`}
                      </Badge>
                    ))}
                </Group>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
