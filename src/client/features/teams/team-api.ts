import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { teamMemberRow, teamRoleRow } from '../../../domain/teams/teams';
import type {
  TeamInviteRequest,
  TeamMemberRow,
  TeamMemberUpdateRequest,
  TeamRoleCreateRequest,
  TeamRoleRow,
  TeamRoleUpdateRequest,
} from '../../../domain/teams/teams';
import { postJson } from '../../api/http';
import { fetchPage } from '../../api/paging';
import type { Page, PageRequest } from '../../api/paging';

/**
 * The seller's Team screen API (`/team/*`, issue 28 point 4). Forms show refusals themselves, so
 * the mutations do not notify; a change reads the roles and members again (member counts move).
 */
export const teamKeys = {
  all: ['teams'] as const,
  roles: () => [...teamKeys.all, 'roles'] as const,
  members: (query: MemberQuery) => [...teamKeys.all, 'members', query] as const,
};

export type MemberQuery = PageRequest & { keyword?: string; roleId?: number | null };

const roleRows = z.array(teamRoleRow);

export function useTeamRoles() {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.roles(),
      queryFn: async (): Promise<TeamRoleRow[]> => roleRows.parse(await postJson('/team/role/list', {})),
    }),
  );
}

export function useTeamMembers(query: MemberQuery) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.members(query),
      queryFn: async (): Promise<Page<TeamMemberRow>> => {
        const page = await fetchPage<unknown, MemberQuery>('/team/member/list', query, { notify: false });
        return { ...page, rows: z.array(teamMemberRow).parse(page.rows) };
      },
      placeholderData: keepPreviousData,
    }),
  );
}

function useTeamMutation<In, Out>(path: string, parse: z.ZodType<Out>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: In) => parse.parse(await postJson(path, body, { notify: false })),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useCreateTeamRole = () =>
  useTeamMutation<TeamRoleCreateRequest & { requestKey: string }, TeamRoleRow>(
    '/team/role/create',
    teamRoleRow,
  );
export const useUpdateTeamRole = () =>
  useTeamMutation<TeamRoleUpdateRequest, TeamRoleRow>('/team/role/update', teamRoleRow);
export const useDeleteTeamRole = () =>
  useTeamMutation<{ id: number }, { id: number }>('/team/role/delete', z.object({ id: z.number() }));

export const useInviteMember = () =>
  useTeamMutation<TeamInviteRequest & { requestKey: string }, TeamMemberRow>(
    '/team/member/invite',
    teamMemberRow,
  );
export const useUpdateMember = () =>
  useTeamMutation<TeamMemberUpdateRequest, TeamMemberRow>('/team/member/update', teamMemberRow);
export const useSetMemberPassword = () =>
  useTeamMutation<{ id: number; password: string }, TeamMemberRow>('/team/member/password', teamMemberRow);

export type MemberChange = 'disable' | 'enable' | 'remove';
export function useChangeMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: MemberChange }) =>
      teamMemberRow.parse(await postJson(`/team/member/${change}`, { id }, { notify: false })),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
