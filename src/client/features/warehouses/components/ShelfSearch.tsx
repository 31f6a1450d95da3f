import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Finds a shelf by its exact name or its printed code (what a scanner types), so one shelf
 * among thousands is one indexed lookup on the server.
 */
export function ShelfSearch({ onSearch }: { onSearch: (nameEq: string | undefined) => void }) {
  const { t } = useTranslation('warehouses');
  const [text, setText] = useState('');
  const clear = () => {
    setText('');
    onSearch(undefined);
  };
  return (
    <Group
      component="form"
      gap="xs"
      wrap="nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <TextInput
        aria-label={t('shelf.search')}
        placeholder={t('shelf.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={64}
        style={{ flex: 1, minWidth: 160 }}
        rightSection={
          text ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('shelf.clearSearch')}
              onClick={clear}
            >
              <IconX size={14} />
            </ActionIcon>
          ) : null
        }
      />
      <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
        {t('common:actions.search')}
      </Button>
    </Group>
  );
}
