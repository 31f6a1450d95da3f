import { describe, expect, it } from 'vitest';
import { isPdfBytes, LABEL_PDF_MAX_BYTES, LABEL_PDF_MAX_PAGES, labelPdfRefusal } from './label-pdf';
import type { LabelPdfFacts } from './label-pdf';

const aLabel = (facts: Partial<LabelPdfFacts> = {}): LabelPdfFacts => ({
  size: 20_000,
  pdf: true,
  parsed: { encrypted: false, pages: 1 },
  ...facts,
});

describe('a buyer label PDF', () => {
  it('knows a PDF by its first bytes', () => {
    expect(isPdfBytes(Buffer.from('%PDF-1.7'))).toBe(true);
    expect(isPdfBytes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(isPdfBytes(Buffer.from('%PD'))).toBe(false);
  });

  it(`keeps a readable PDF of 1 to ${LABEL_PDF_MAX_PAGES} pages up to the size limit`, () => {
    expect(labelPdfRefusal(aLabel())).toBeNull();
    expect(labelPdfRefusal(aLabel({ size: LABEL_PDF_MAX_BYTES }))).toBeNull();
    expect(labelPdfRefusal(aLabel({ parsed: { encrypted: false, pages: LABEL_PDF_MAX_PAGES } }))).toBeNull();
  });

  it.each([
    ['over the size limit', { size: LABEL_PDF_MAX_BYTES + 1 }, 'tooLarge'],
    ['not a PDF', { pdf: false, parsed: null }, 'notPdf'],
    ['a PDF that cannot be parsed', { parsed: null }, 'broken'],
    ['an encrypted PDF', { parsed: { encrypted: true, pages: 1 } }, 'encrypted'],
    ['a PDF of 0 pages', { parsed: { encrypted: false, pages: 0 } }, 'noPages'],
    [
      'a PDF over the page limit',
      { parsed: { encrypted: false, pages: LABEL_PDF_MAX_PAGES + 1 } },
      'tooManyPages',
    ],
  ] as const)('refuses %s', (_name, facts, refusal) => {
    expect(labelPdfRefusal(aLabel(facts))).toBe(refusal);
  });
});
