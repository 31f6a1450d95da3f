import { STORAGE_KEYS } from '../../stores/storage-keys';

/**
 * The tablet camera for inspection photos (spec sections 2 and 8): which camera the inspector
 * picked last time (remembered on the device), the cameras there are, and a frame as PNG.
 * API: rememberedCameraId(), rememberCameraId(id), listCameras(), canvasToPng(canvas).
 * Camera failures read as the spec's messages through the scan components' cameraErrorMessage.
 */
export function rememberedCameraId(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEYS.inspectionCamera) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberCameraId(deviceId: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.inspectionCamera, deviceId);
  } catch {
    // Private mode or a full storage: the choice is kept for this visit only.
  }
}

/** The current frame as a PNG blob, or null when the browser could not encode it. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch {
      resolve(null);
    }
  });
}

/** The video inputs of the device, or none when the browser has no media devices at all. */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((d) => d.kind === 'videoinput');
}
