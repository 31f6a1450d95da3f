import dayjs from 'dayjs';
import { isPastPublishTime } from '../../../../domain/notices/notice-rules';
import type { NoticeAudience } from '../../../../domain/notices/notice-rules';
import type { NoticeAdminRow } from '../../../../domain/notices/notices';

/**
 * The admin's notice form: its values, the checks the server makes (so most refusals show on the
 * field before sending), and the request it sends.
 */
export type NoticeFormValues = {
  audience: '1' | '2' | '3';
  titleEn: string;
  bodyEn: string;
  titleZh: string;
  bodyZh: string;
  sendEmail: boolean;
  /** now: publish when sent; later: at publishAt. */
  when: 'now' | 'later';
  /** A local time as the date picker gives it (YYYY-MM-DD HH:mm:ss), or null. */
  publishAt: string | null;
};

export function noticeFormValues(notice: NoticeAdminRow | null): NoticeFormValues {
  return {
    audience: String(notice?.audience ?? 1) as NoticeFormValues['audience'],
    titleEn: notice?.titleEn ?? '',
    bodyEn: notice?.bodyEn ?? '',
    titleZh: notice?.titleZh ?? '',
    bodyZh: notice?.bodyZh ?? '',
    sendEmail: notice?.sendEmail ?? false,
    // A scheduled notice, or a draft with a planned time, keeps its time.
    when: notice?.publishAt ? 'later' : 'now',
    publishAt: notice?.publishAt ? dayjs(notice.publishAt).format('YYYY-MM-DD HH:mm:ss') : null,
  };
}

/** The publish time's problem when scheduling: missing, or not ahead of now. */
export function publishAtProblem(values: NoticeFormValues, now: Date): string | null {
  if (values.when !== 'later') return null;
  if (!values.publishAt) return 'notices:form.publishAtRequired';
  return isPastPublishTime(dayjs(values.publishAt).toDate(), now) ? 'notices:errors.publishAtPast' : null;
}

/** The body of a create or update: `intent` draft keeps it unpublished; publish is now or at the time. */
export function noticeRequestOf(values: NoticeFormValues, intent: 'draft' | 'publish') {
  return {
    audience: Number(values.audience) as NoticeAudience,
    titleEn: values.titleEn.trim(),
    bodyEn: values.bodyEn.trim(),
    titleZh: values.titleZh.trim(),
    bodyZh: values.bodyZh.trim(),
    sendEmail: values.sendEmail,
    publishAt:
      values.when === 'later' && values.publishAt ? dayjs(values.publishAt).toDate().toISOString() : null,
    intent,
  };
}
