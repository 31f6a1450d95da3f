import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileView } from '../../../../domain/settings/profile';
import type { ProfileEditRequest, ProfileView } from '../../../../domain/settings/profile';
import { request } from '../../../api/http';
import { useSession } from '../../../stores/session';

/** The personal center's account (GET and PUT /api/business/user/profile; role id 4 only). */
export const profileKeys = { own: ['personal-center'] as const };

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.own,
    queryFn: async () => profileView.parse(await request('/user/profile', { method: 'GET', notify: false })),
  });

export const useProfile = () => useQuery(profileQuery());

/** Saves the profile; the header and the greeting show the new name and avatar at once. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: ProfileEditRequest) =>
      profileView.parse(await request('/user/profile', { method: 'PUT', body: edit, notify: false })),
    onSuccess: (saved: ProfileView) => {
      client.setQueryData(profileKeys.own, saved);
      const session = useSession.getState();
      const name = saved.realname || saved.username;
      useSession.setState({
        name,
        avatar: saved.headImg,
        userInfo: session.userInfo
          ? {
              ...session.userInfo,
              realname: saved.realname,
              name,
              headImg: saved.headImg,
              avatar: saved.headImg,
              email: saved.email,
            }
          : null,
      });
    },
  });
}
