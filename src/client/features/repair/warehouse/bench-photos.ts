import { REPAIR_PHOTO_KINDS } from '../../../../domain/repair/codes';
import type { RepairPhotoKind } from '../../../../domain/repair/codes';

/** The photos taken on the bench and not queued yet, per kind (before, after, QC), in the order taken. */
export type TakenPhotos = Record<RepairPhotoKind, string[]>;

export const NOTHING_TAKEN: TakenPhotos = Object.fromEntries(
  REPAIR_PHOTO_KINDS.map((k) => [k, []]),
) as unknown as TakenPhotos;

export const withPhoto = (taken: TakenPhotos, kind: RepairPhotoKind, hash: string): TakenPhotos =>
  taken[kind].includes(hash) ? taken : { ...taken, [kind]: [...taken[kind], hash] };

export const withoutPhoto = (taken: TakenPhotos, kind: RepairPhotoKind, hash: string): TakenPhotos => ({
  ...taken,
  [kind]: taken[kind].filter((h) => h !== hash),
});
