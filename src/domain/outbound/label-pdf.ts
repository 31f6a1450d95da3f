/**
 * The buyer's label of a ship-with-label pair (kind 3): one PDF, uploaded on its own from the order
 * form or inside a bulk dropship ZIP. Both are held to these limits and checked by content, the
 * same way (src/server/modules/outbound/label-pdf-check.ts reads the facts judged here).
 *
 *   business POST /outbound/label/upload   multipart field `file` -> data: the file URL /api/business/files/<sha256>
 */

export const LABEL_PDF_MIME = 'application/pdf';
/** A label PDF at most this large (on its own or inside a bulk ZIP). */
export const LABEL_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** A label is a label per page: more pages than this is not a buyer's label. */
export const LABEL_PDF_MAX_PAGES = 10;
/** The limits as the messages name them (MB and pages). */
export const LABEL_PDF_LIMITS = { max: LABEL_PDF_MAX_BYTES / (1024 * 1024), pages: LABEL_PDF_MAX_PAGES };

/** A PDF starts with `%PDF-` (its first bytes; a name says nothing). */
export function isPdfBytes(head: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return magic.every((b, i) => head[i] === b);
}

/** Why a label PDF is refused; each is a message of the outbound namespace (`labelPdf.<refusal>`). */
export type LabelPdfRefusal = 'notPdf' | 'encrypted' | 'broken' | 'noPages' | 'tooManyPages' | 'tooLarge';

/** The message key of a refusal (its parameters: LABEL_PDF_LIMITS). */
export const labelPdfMessage = (refusal: LabelPdfRefusal) => `outbound:labelPdf.${refusal}`;

/** What the server read from a file: its size, its first bytes, and the PDF parsed (null: it cannot be). */
export type LabelPdfFacts = {
  size: number;
  pdf: boolean;
  parsed: { encrypted: boolean; pages: number } | null;
};

/** The first reason to refuse a label, or null for a label to keep. */
export function labelPdfRefusal(file: LabelPdfFacts): LabelPdfRefusal | null {
  if (file.size > LABEL_PDF_MAX_BYTES) return 'tooLarge';
  if (!file.pdf) return 'notPdf';
  if (!file.parsed) return 'broken';
  if (file.parsed.encrypted) return 'encrypted';
  if (file.parsed.pages === 0) return 'noPages';
  if (file.parsed.pages > LABEL_PDF_MAX_PAGES) return 'tooManyPages';
  return null;
}
