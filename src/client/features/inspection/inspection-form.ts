import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { inspectItemInput } from '../../../domain/inspection/inspection';
import type { InspectItemInput } from '../../../domain/inspection/inspection';
import { CHECK_REMARK_MAX, INSPECTION_PHOTOS_MAX } from '../../../domain/inspection/rules';

/**
 * The inspection form of one item: which expected line it is (or an extra item the seller did not
 * announce), what the inspector found, and the photos stored on the tablet (content hashes).
 * API: useInspectionForm(), inspectionPayload(values, logNo, oneId), payloadIssues(values, logNo),
 * EXTRA_ITEM (the target of an item outside the expected lines).
 * Field rules come from the domain's inspectItemInput, so the tablet refuses what the server would.
 */
export const EXTRA_ITEM = 'extra';

/** The target of a returned item graded again. */
export function returnTarget(oneId: string): string {
  return `return:${oneId}`;
}

export type InspectionValues = {
  /** A pack item id as text, EXTRA_ITEM, returnTarget(oneId), or '' while nothing is picked. */
  target: string;
  sku: string;
  size: string;
  /** The grade code as text ('' until picked). */
  grade: string;
  checkRemark: string;
  photos: string[];
  /** The returned item graded again (platform returns): its original ONE ID. */
  returnOneId: string;
};

export type InspectionForm = UseFormReturnType<InspectionValues>;

export const EMPTY_INSPECTION: InspectionValues = {
  target: '',
  sku: '',
  size: '',
  grade: '',
  checkRemark: '',
  photos: [],
  returnOneId: '',
};

const shape = inspectItemInput.shape;

/** The first zod message of a field, or null when the value passes. */
function fieldIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function useInspectionForm(): InspectionForm {
  return useForm<InspectionValues>({
    mode: 'controlled',
    initialValues: EMPTY_INSPECTION,
    validateInputOnBlur: true,
    validate: {
      target: (value) => (value ? null : 'inspection:screen.errors.pickItem'),
      sku: (value) =>
        value.trim()
          ? fieldIssue(shape.sku, value)
            ? 'inspection:screen.errors.skuInvalid'
            : null
          : 'inspection:screen.errors.skuRequired',
      size: (value) =>
        value.trim()
          ? fieldIssue(shape.size, value)
            ? 'inspection:screen.errors.sizeInvalid'
            : null
          : 'inspection:screen.errors.sizeRequired',
      grade: (value) =>
        value && !fieldIssue(shape.grade, Number(value)) ? null : 'inspection:screen.errors.gradeRequired',
      checkRemark: (value) =>
        value.trim().length > CHECK_REMARK_MAX ? 'inspection:screen.errors.remarkTooLong' : null,
      photos: (value) =>
        value.length > INSPECTION_PHOTOS_MAX ? 'inspection:screen.errors.tooManyPhotos' : null,
    },
  });
}

/** The op payload (the online body of POST /inspection/submit; the outbox adds wareId). */
export function inspectionPayload(
  values: InspectionValues,
  logNo: string,
  oneId: string | undefined,
): z.input<typeof inspectItemInput> {
  const packItemId = /^\d+$/.test(values.target) ? Number(values.target) : undefined;
  return {
    logNo,
    ...(packItemId ? { packItemId } : {}),
    sku: values.sku.trim(),
    size: values.size.trim(),
    grade: Number(values.grade) as InspectItemInput['grade'],
    checkRemark: values.checkRemark.trim(),
    photos: values.photos,
    ...(oneId ? { oneId } : {}),
  };
}

/** The payload's problems per form field, checked before a ONE ID is taken from the pool. */
export function payloadIssues(
  values: InspectionValues,
  logNo: string,
): Partial<Record<keyof InspectionValues | 'logNo', string>> {
  const result = inspectItemInput.safeParse(inspectionPayload(values, logNo, undefined));
  if (result.success) return {};
  const issues: Partial<Record<keyof InspectionValues | 'logNo', string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = (field === 'packItemId' ? 'target' : field) as keyof InspectionValues | 'logNo';
    issues[key] ??= issue.message;
  }
  return issues;
}
