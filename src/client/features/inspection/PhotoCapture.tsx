import { Alert, Button, FileButton, Group, Select, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff, IconPhotoPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Webcam from 'react-webcam';
import { CAMERA_MESSAGES, CAPTURE_FILE_NAME, INSPECTION_PHOTOS_MAX } from '../../../domain/inspection/rules';
import { PICTURE_MAX_BYTES } from '../../../domain/kernel/files';
import { storePhoto } from '../../offline/photos';
import { cameraErrorMessage } from '../../components/scan/CameraScanButton';
import { TOUCH_TARGET } from '../../components/touch-target';
import { canvasToPng, listCameras, rememberCameraId, rememberedCameraId } from './camera';
import { PhotoThumbnails } from './PhotoThumbnails';

/**
 * Inspection photos: captures from the tablet camera (react-webcam, the chosen camera remembered)
 * or pictures picked from files on devices without one. Every picture is stored on the tablet by
 * content hash (storePhoto refuses over 10 MB and non-pictures) before the form names it; the
 * thumbnails can be removed until the inspection is submitted.
 */
type Props = {
  photos: string[];
  onChange: (photos: string[]) => void;
  error?: string;
  disabled?: boolean;
};

export function PhotoCapture({ photos, onChange, error, disabled }: Props) {
  const { t } = useTranslation(['inspection', 'inbound']);
  const webcam = useRef<Webcam>(null);
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>(rememberedCameraId);
  const full = photos.length >= INSPECTION_PHOTOS_MAX;

  useEffect(() => {
    if (!open) return;
    let alive = true;
    listCameras()
      .then((list) => alive && setCameras(list))
      .catch(() => alive && setCameras([]));
    return () => {
      alive = false;
    };
  }, [open, ready]);

  const keep = useCallback(
    async (blob: Blob, name: string) => {
      if (blob.size > PICTURE_MAX_BYTES) {
        setMessage(t('screen.photos.tooLarge'));
        return null;
      }
      try {
        return await storePhoto(blob, name);
      } catch {
        setMessage(t('screen.photos.notPicture'));
        return null;
      }
    },
    [t],
  );

  const capture = async () => {
    setMessage(null);
    const canvas = ready ? webcam.current?.getCanvas() : null;
    if (!canvas) {
      setMessage(t(CAMERA_MESSAGES.notReady));
      return;
    }
    setBusy(true);
    try {
      const blob = await canvasToPng(canvas);
      if (!blob) {
        setMessage(t(CAMERA_MESSAGES.captureFailed));
        return;
      }
      const hash = await keep(blob, CAPTURE_FILE_NAME);
      if (hash && !photos.includes(hash)) onChange([...photos, hash]);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (files: File[]) => {
    setMessage(null);
    const room = INSPECTION_PHOTOS_MAX - photos.length;
    if (files.length > room) setMessage(t('screen.photos.limit', { max: INSPECTION_PHOTOS_MAX }));
    setBusy(true);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, Math.max(0, room))) {
        const hash = await keep(file, file.name || CAPTURE_FILE_NAME);
        if (hash && !photos.includes(hash) && !added.includes(hash)) added.push(hash);
      }
    } finally {
      setBusy(false);
    }
    if (added.length > 0) onChange([...photos, ...added]);
  };

  const choose = (id: string | null) => {
    if (!id) return;
    rememberCameraId(id);
    setReady(false);
    setDeviceId(id);
  };

  return (
    <Stack gap="xs" data-testid="inspection-photos">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t('screen.photos.title', { count: photos.length, max: INSPECTION_PHOTOS_MAX })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            style={TOUCH_TARGET}
            leftSection={open ? <IconCameraOff size={16} /> : <IconCamera size={16} />}
            disabled={disabled}
            onClick={() => {
              setOpen((o) => !o);
              setReady(false);
              setMessage(null);
            }}
          >
            {open ? t('screen.photos.closeCamera') : t('screen.photos.openCamera')}
          </Button>
          <FileButton
            onChange={(files) => void pick(files)}
            accept="image/*"
            multiple
            disabled={disabled || full}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                style={TOUCH_TARGET}
                leftSection={<IconPhotoPlus size={16} />}
                disabled={disabled || full}
              >
                {t('screen.photos.pickFiles')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      {open && (
        <Stack gap="xs">
          {cameras.length > 1 && (
            <Select
              size="xs"
              styles={{ input: TOUCH_TARGET }}
              label={t('screen.photos.camera')}
              data={cameras.map((c, i) => ({
                value: c.deviceId,
                label: c.label || t('screen.photos.cameraN', { n: i + 1 }),
              }))}
              value={deviceId ?? null}
              onChange={choose}
              allowDeselect={false}
            />
          )}
          <Webcam
            ref={webcam}
            audio={false}
            screenshotFormat="image/png"
            videoConstraints={deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'environment' }}
            onUserMedia={() => {
              setReady(true);
              setMessage(null);
            }}
            onUserMediaError={(e) => {
              setReady(false);
              setMessage(cameraErrorMessage(e, t));
            }}
            style={{ width: '100%', maxHeight: 260, background: '#000', borderRadius: 8 }}
            data-testid="inspection-camera"
          />
          <Button
            onClick={() => void capture()}
            loading={busy}
            disabled={disabled || full}
            style={TOUCH_TARGET}
            leftSection={<IconCamera size={18} />}
          >
            {t('screen.photos.capture')}
          </Button>
        </Stack>
      )}
      {message && (
        <Alert color="red" variant="light" py="xs" data-testid="photo-message">
          {message}
        </Alert>
      )}
      {full && (
        <Text size="xs" c="dimmed">
          {t('screen.photos.full', { max: INSPECTION_PHOTOS_MAX })}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <PhotoThumbnails
        photos={photos}
        onRemove={(hash) => onChange(photos.filter((p) => p !== hash))}
        disabled={disabled}
      />
    </Stack>
  );
}
