import { Alert, Button, Drawer, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The right-hand drawer an account or role is created and edited in. */
export function EditorDrawer({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={title}>
      {children}
    </Drawer>
  );
}

/** The server's reason a save was refused, above the form, which keeps every value typed. */
export function SaveRefusal({ error }: { error: Error | null }) {
  const { t } = useTranslation('accounts');
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={16} />} title={t('form.notSaved')} role="alert">
      {error.message}
    </Alert>
  );
}

/** Cancel and submit under an editor's form; without a submit label the form is read-only. */
export function EditorButtons({
  cancelLabel,
  submitLabel,
  saving,
  onCancel,
}: {
  cancelLabel: string;
  submitLabel?: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {submitLabel !== undefined && (
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
