import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';

/**
 * A dialog's save: `save` runs; when it answers a message, the message is shown; then the dialog
 * closes. A refusal keeps the dialog open with the server's message as its failure (FailureAlert),
 * so nothing the user typed is lost.
 */
export function useSaveAndClose(onClose: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const saveAndClose = useCallback(
    async (save: () => Promise<string | void>) => {
      setFailure(null);
      try {
        const saved = await save();
        if (saved) notifications.show({ color: 'green', message: saved });
        onClose();
      } catch (error) {
        setFailure((error as Error).message);
      }
    },
    [onClose],
  );
  return { failure, saveAndClose };
}

/** Why the dialog's last save was refused, announced to screen readers. */
export function FailureAlert({ failure }: { failure: string | null }) {
  return failure ? (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  ) : null;
}
