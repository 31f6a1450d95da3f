import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { TOUCH_TARGET } from '../touch-target';

type Props = {
  label: string;
  placeholder?: string;
  submitLabel: string;
  testId: string;
  /** Gets the code as typed; blank input sends nothing. */
  onCode: (code: string) => void;
};

/** A code typed by hand when the scanner cannot read it: sent like a scan, then the field empties. */
export function ManualCodeForm({ label, placeholder, submitLabel, testId, onCode }: Props) {
  const [typed, setTyped] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!typed.trim()) return;
        onCode(typed);
        setTyped('');
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          styles={{ input: TOUCH_TARGET }}
          label={label}
          placeholder={placeholder}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid={testId}
        />
        <Button
          type="submit"
          variant="default"
          style={TOUCH_TARGET}
          rightSection={<IconArrowRight size={16} />}
        >
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
