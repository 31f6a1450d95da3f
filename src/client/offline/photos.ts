import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { CAPTURE_FILE_NAME } from '../../domain/inspection/rules';
import { isPictureMimeType, PICTURE_MAX_BYTES } from '../../domain/kernel/files';
import { offlineDb } from './db';
import { OpInputError } from './outbox';

/**
 * Inspection photos kept on the device as blobs, named by their sha256 (hex), and uploaded by the
 * engine before the op that names them. The same rules as the server's upload: at most 10 MB, and
 * a picture by its content (magic bytes), never by its name.
 */
export const PHOTO_SNIFF_BYTES = 4100;

// file-type's browser build reads the first bytes only; loaded on first use to keep it out of the shell.
const loadSniffer = () => import('file-type');

/**
 * Loads the picture check now: a screen that takes photos offline calls it while online, so its chunk
 * is on the device when the network is gone (the service worker precaches it too, when it runs).
 */
export function preparePhotoCheck(): void {
  loadSniffer().catch(() => undefined);
}

async function pictureType(blob: Blob): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await loadSniffer();
  const head = new Uint8Array(await blob.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
  return (await fileTypeFromBuffer(head))?.mime;
}

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stores a photo for a later upload and answers its content hash (the id an op's payload names). */
export async function storePhoto(blob: Blob, name: string = CAPTURE_FILE_NAME): Promise<string> {
  if (blob.size > PICTURE_MAX_BYTES) throw new OpInputError('Picture size cannot exceed 10M', 'photos');
  const mime = await pictureType(blob);
  if (!isPictureMimeType(mime)) throw new OpInputError('Only JPG, PNG, WebP or GIF pictures', 'photos');
  const hash = await sha256Hex(await blob.arrayBuffer());
  const known = await offlineDb.photos.get(hash);
  if (!known) {
    const typed = blob.type === mime ? blob : new Blob([blob], { type: mime });
    await offlineDb.photos.put({
      hash,
      blob: typed,
      name,
      size: blob.size,
      uploaded: 0,
      createdAt: new Date().toISOString(),
    });
  }
  return hash;
}

/** An object URL of a stored photo for <img src>, revoked when the hash changes or the component unmounts. */
export function usePhotoUrl(hash: string | undefined): string | undefined {
  const blob = useLiveQuery(
    async () => (hash ? (await offlineDb.photos.get(hash))?.blob : undefined),
    [hash],
  );
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
