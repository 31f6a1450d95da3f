import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { IScannerControls } from '@zxing/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../touch-target';

/**
 * Scanning with the tablet's camera for workers without a scanner gun (ARCHITECTURE.md section 5):
 * a button opening a modal with the live video; the first code read is passed to onScan and the
 * modal closes. Only the formats we print and meet are decoded (Code 128, Code 39, EAN-13, UPC-A,
 * QR), which is faster and gives fewer false reads. The camera stream stops whenever the modal
 * closes. @zxing/browser is loaded only when the camera is opened, so scan screens stay light.
 */
export function CameraScanButton({
  onScan,
  disabled,
}: {
  onScan: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('inbound');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        style={TOUCH_TARGET}
        leftSection={<IconCamera size={18} />}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        {t('camera.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('camera.title')} size="lg" centered>
        {opened ? (
          <CameraView
            onScan={(code) => {
              setOpened(false);
              onScan(code);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

/** Camera failures in the spec's words (section 8 "Camera"). */
export function cameraErrorMessage(
  error: unknown,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return t('inbound:camera.permissionDenied');
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return t('inbound:camera.notFound');
  const details = error instanceof Error ? error.message || error.name : String(error);
  return t('inbound:camera.mediaError', { details });
}

function CameraView({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation('inbound');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(true);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  const start = useCallback(
    async (isClosed: () => boolean): Promise<IScannerControls | undefined> => {
      const video = videoRef.current;
      if (!video) {
        setError(t('inbound:camera.notReady'));
        return undefined;
      }
      if (!navigator.mediaDevices?.getUserMedia) {
        setError(t('inbound:camera.notFound'));
        return undefined;
      }
      const { BarcodeFormat, BrowserMultiFormatReader } = await import('@zxing/browser');
      const reader = new BrowserMultiFormatReader();
      reader.possibleFormats = [
        BarcodeFormat.CODE_128,
        BarcodeFormat.CODE_39,
        BarcodeFormat.EAN_13,
        BarcodeFormat.UPC_A,
        BarcodeFormat.QR_CODE,
      ];
      let done = false;
      const controls = await reader.decodeFromVideoDevice(undefined, video, (result, _error, ctl) => {
        if (!result || done || isClosed()) return;
        done = true;
        ctl.stop();
        onScanRef.current(result.getText());
      });
      return controls;
    },
    [t],
  );

  useEffect(() => {
    let closed = false;
    let controls: IScannerControls | undefined;
    start(() => closed)
      .then((c) => {
        controls = c;
        if (closed) c?.stop();
      })
      .catch((e: unknown) => {
        if (!closed) setError(cameraErrorMessage(e, t));
      })
      .finally(() => {
        if (!closed) setStarting(false);
      });
    return () => {
      closed = true;
      controls?.stop();
    };
  }, [start, t]);

  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" data-testid="camera-error">
          {error}
        </Alert>
      ) : null}
      <video
        ref={videoRef}
        muted
        playsInline
        data-testid="camera-video"
        style={{
          width: '100%',
          maxHeight: '60vh',
          background: 'black',
          borderRadius: 8,
          display: error ? 'none' : 'block',
        }}
      />
      {!error ? (
        <Text size="sm" c="dimmed">
          {starting ? t('camera.starting') : t('camera.hint')}
        </Text>
      ) : null}
    </Stack>
  );
}
