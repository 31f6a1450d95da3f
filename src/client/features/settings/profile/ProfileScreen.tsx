import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_MIME_TYPES } from '../../../../domain/kernel/files';
import { profileEditRequest } from '../../../../domain/settings/profile';
import type { ProfileView } from '../../../../domain/settings/profile';
import { usePictureUrl } from '../../../api/uploaded-picture';
import { uploadFile } from '../../../api/upload-file';
import { revealFirstError } from '../../../components/reveal-first-error';
import { useRoleName } from '../../../i18n/role-name';
import { useSession } from '../../../stores/session';
import { useProfile, useSaveProfile } from './profile-api';

type Values = Pick<ProfileView, 'realname' | 'nickname' | 'ename' | 'email' | 'phone' | 'headImg'>;
const FIELDS = ['realname', 'nickname', 'ename', 'email', 'phone'] as const;

/** The first problem zod finds with one field, in the form's words. */
function fieldCheck(t: (key: string) => string) {
  return (values: Values) => {
    const parsed = profileEditRequest.safeParse(values);
    if (parsed.success) return {};
    const errors: Partial<Record<keyof Values, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Values;
      errors[field] ??= t(`profile.invalid.${field}`);
    }
    return errors;
  };
}

function ProfileForm({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('settings');
  const save = useSaveProfile();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      realname: profile.realname,
      nickname: profile.nickname,
      ename: profile.ename,
      email: profile.email,
      phone: profile.phone,
      headImg: profile.headImg,
    },
    validateInputOnBlur: true,
    validate: fieldCheck(t),
  });
  const avatar = usePictureUrl(form.values.headImg);

  const pickAvatar = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      form.setFieldValue('headImg', await uploadFile(file, { notify: false }));
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setUploading(false);
    }
  };
  const submit = (values: Values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({ ...saved });
        notifications.show({ color: 'green', message: t('profile.saved') });
      },
    });

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate>
      <Stack gap="md">
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group gap="md" wrap="nowrap">
          <Avatar src={avatar ?? null} name={form.values.realname} size={72} radius="xl" color="initials" />
          <Stack gap={4}>
            <FileButton onChange={(file) => void pickAvatar(file)} accept={PICTURE_MIME_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={uploading}>
                  {t('profile.avatar')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('profile.avatarHint')}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`profile.field.${field}`)}
              required={field === 'realname' || field === 'email'}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'off'}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!form.isDirty()}
            data-testid="profile-save"
          >
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Seller `personalcenter` (role id 4 only; spec sections 2 and 6): the seller's own account. */
export function ProfileScreen() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const role = useSession((s) => s.userInfo?.role);
  const roleName = useRoleName();
  const data = profile.data;
  return (
    <Stack gap="md" maw={900}>
      <Stack gap={4}>
        <Title order={3}>{t('profile.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('profile.intro')}
        </Text>
      </Stack>
      {profile.isError ? (
        <Alert color="red" role="alert" title={t('profile.loadFailed')}>
          {profile.error.message}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        {data ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="profile-account">
            {[
              [t('profile.field.username'), data.username],
              [t('profile.field.uid'), data.uid],
              [t('profile.field.role'), role ? roleName(role) : '-'],
              [t('profile.field.since'), dayjs(data.createdAt).format('YYYY-MM-DD')],
            ].map(([label, value]) => (
              <Stack key={label} gap={2}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={500}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        ) : (
          <Skeleton h={48} />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        {data ? <ProfileForm profile={data} /> : <Skeleton h={220} />}
      </Paper>
    </Stack>
  );
}
