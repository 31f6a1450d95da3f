import { Alert, Button, FileButton, Group, Stack } from '@mantine/core';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Webcam from 'react-webcam';
import { CAMERA_MESSAGES } from '../../../../domain/inspection/rules';
import { PICTURE_MAX_BYTES } from '../../../../domain/kernel/files';
import type { RepairPhotoKind } from '../../../../domain/repair/codes';
import { cameraErrorMessage } from '../../../components/scan/CameraScanButton';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { storePhoto } from '../../../offline/photos';

/** Repair photos are JPEG: a tablet's frame stays far below the 10M limit. */
const JPEG_QUALITY = 0.9;
const CAPTURE_NAME = 'repair.jpg';

function frameOf(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY);
    } catch {
      resolve(null);
    }
  });
}

type Shot = { kind: RepairPhotoKind; label: string; primary?: boolean };

/**
 * The bench camera (react-webcam, the back camera): each shot is kept on the tablet by content hash
 * (storePhoto refuses over 10M and non-pictures) and handed to the bench; a picture file can be
 * chosen instead on a device without a camera. The camera's failures read as the spec's messages.
 */
export function RepairCamera({
  shots,
  onShot,
  disabled,
}: {
  shots: readonly Shot[];
  onShot: (kind: Shot['kind'], hash: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['repair-screens', 'inbound']);
  const webcam = useRef<Webcam>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // A picture chosen from the files is the photo the bench asks for first.
  const fileKind = shots.find((s) => s.primary)?.kind ?? shots[0].kind;

  const keep = async (kind: Shot['kind'], blob: Blob, name: string) => {
    if (blob.size > PICTURE_MAX_BYTES) return setMessage(t('repair-screens:warehouse.bench.tooLarge'));
    try {
      onShot(kind, await storePhoto(blob, name));
    } catch {
      setMessage(t('repair-screens:warehouse.bench.notPicture'));
    }
  };

  const capture = async (kind: Shot['kind']) => {
    setMessage(null);
    const canvas = ready ? webcam.current?.getCanvas() : null;
    if (!canvas) return setMessage(t(CAMERA_MESSAGES.notReady));
    setBusy(true);
    try {
      const blob = await frameOf(canvas);
      if (!blob) return setMessage(t(CAMERA_MESSAGES.captureFailed));
      await keep(kind, blob, CAPTURE_NAME);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Webcam
        ref={webcam}
        audio={false}
        screenshotFormat="image/jpeg"
        videoConstraints={{ facingMode: 'environment' }}
        onUserMedia={() => {
          setReady(true);
          setMessage(null);
        }}
        onUserMediaError={(e) => {
          setReady(false);
          setMessage(cameraErrorMessage(e, t));
        }}
        style={{ width: '100%', maxHeight: 280, background: '#000', borderRadius: 8 }}
        data-testid="repair-camera"
      />
      <Group gap="xs">
        {shots.map((shot) => (
          <Button
            key={shot.kind}
            onClick={() => void capture(shot.kind)}
            loading={busy}
            disabled={disabled}
            style={TOUCH_TARGET}
            variant={shot.primary ? 'filled' : 'light'}
            leftSection={<IconCamera size={18} />}
            data-testid={`capture-${shot.kind}`}
          >
            {shot.label}
          </Button>
        ))}
        <FileButton
          onChange={(file) => file && void keep(fileKind, file, file.name || CAPTURE_NAME)}
          accept="image/*"
          disabled={disabled}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              style={TOUCH_TARGET}
              leftSection={<IconPhotoPlus size={18} />}
              disabled={disabled}
            >
              {t('repair-screens:warehouse.bench.pickFile')}
            </Button>
          )}
        </FileButton>
      </Group>
      {message && (
        <Alert color="red" variant="light" py="xs" data-testid="camera-message">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
