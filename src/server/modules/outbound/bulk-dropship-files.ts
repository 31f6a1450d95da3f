import type { FastifyReply } from 'fastify';
import { IMPORT_FILE_MAX_BYTES } from '../../../domain/kernel/imports';
import {
  BULK_DROPSHIP_FIELD,
  BULK_DROPSHIP_FILES_MAX,
  BULK_DROPSHIP_PDF_MAX_BYTES,
  BULK_DROPSHIP_ZIP_ENTRIES_MAX,
  BULK_DROPSHIP_ZIP_MAX_BYTES,
  isZipClutter,
  pairUploadFiles,
} from '../../../domain/outbound/bulk';
import type { ZipLabel } from '../../../domain/outbound/bulk';
import { labelPdfRefusal } from '../../../domain/outbound/label-pdf';
import { UnreadableZip, zipEntries } from '../../files/zip-reader';
import { badRequest, tooLarge } from '../../http/errors';
import { sha256 } from '../../http/file-store';
import { readUploadedFiles } from '../../http/multipart';
import type { UploadedFile } from '../../http/multipart';
import { labelPdfFacts } from './label-pdf-check';

/**
 * The two files of a bulk dropship upload (spec section 5: Excel or ZIP only, at most 2 files, no
 * duplicate file type), and the labels in its ZIP: read one at a time, kept as hashes, so the check
 * holds one PDF in memory at most; the create reads the matched ones again to store them.
 */

export type BulkUpload = { sheet: UploadedFile; zip: UploadedFile };

const MB = 1024 * 1024;

export async function readBulkUpload(reply: FastifyReply): Promise<BulkUpload> {
  const files = await readUploadedFiles(reply.request, {
    maxFiles: BULK_DROPSHIP_FILES_MAX,
    fileSize: BULK_DROPSHIP_ZIP_MAX_BYTES,
    tooLarge: () => tooLarge('outbound-bulk:errors.zipTooLarge', { max: BULK_DROPSHIP_ZIP_MAX_BYTES / MB }),
  });
  if (files.some((f) => f.fieldname !== BULK_DROPSHIP_FIELD))
    throw badRequest('outbound-bulk:errors.wrongField', { field: BULK_DROPSHIP_FIELD });
  const paired = pairUploadFiles(files.map((f) => f.filename));
  if (!paired.ok)
    throw badRequest(`outbound-bulk:errors.${paired.refusal}`, { max: BULK_DROPSHIP_FILES_MAX });
  const sheet = files[paired.sheet];
  if (sheet.bytes.length > IMPORT_FILE_MAX_BYTES)
    throw tooLarge('outbound-bulk:errors.sheetTooLarge', { max: IMPORT_FILE_MAX_BYTES / MB });
  return { sheet, zip: files[paired.zip] };
}

/** A label of the ZIP as matched: its path, how it was judged, and its hash. */
export type ZipLabelFound = ZipLabel & { hash: string | null };

function labelsOrRefuse(zip: Buffer) {
  try {
    return zipEntries(zip, BULK_DROPSHIP_ZIP_ENTRIES_MAX).filter((e) => !isZipClutter(e.path));
  } catch (err) {
    if (err instanceof UnreadableZip)
      throw badRequest('outbound-bulk:errors.zipUnreadable', { max: BULK_DROPSHIP_ZIP_ENTRIES_MAX });
    throw err;
  }
}

/** Every file of the ZIP judged as a label, as one uploaded alone is (too large or unreadable: too large). */
export async function labelsInZip(zip: Buffer): Promise<ZipLabelFound[]> {
  const found: ZipLabelFound[] = [];
  for (const entry of labelsOrRefuse(zip)) {
    const bytes = entry.read(BULK_DROPSHIP_PDF_MAX_BYTES);
    if (!bytes) {
      found.push({ path: entry.path, pdf: true, refusal: 'tooLarge', hash: null });
      continue;
    }
    const facts = await labelPdfFacts(bytes);
    found.push({ path: entry.path, pdf: facts.pdf, refusal: labelPdfRefusal(facts), hash: sha256(bytes) });
  }
  return found;
}

/** The bytes of these labels (by path), read again for storing. */
export function labelBytes(zip: Buffer, paths: ReadonlySet<string>): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of labelsOrRefuse(zip)) {
    if (!paths.has(entry.path)) continue;
    const bytes = entry.read(BULK_DROPSHIP_PDF_MAX_BYTES);
    if (bytes) found.set(entry.path, bytes);
  }
  return found;
}
