/**
 * Announcements (issue 28 point 2): the admins' notices to sellers, warehouse staff or both, as data.
 *
 * States: draft -> scheduled (a publish time in the future) -> published -> withdrawn. A scheduled
 * notice is published by a read-time rule (effectiveStatus): from its publish time on it reads as
 * published everywhere, with no job in between; only its email waits for a job at that time.
 * A notice is edited only before it is published (draft or scheduled); a withdrawn one is kept for
 * the record and changes no more.
 *
 * Languages: a notice is written in English, Chinese or both. At least one language is complete (its
 * title and its body); a language half filled in (a title without a body, or the reverse) is refused.
 * A reader gets their own language when it is complete, otherwise the other one.
 */

export const NoticeStatus = { draft: 1, scheduled: 2, published: 3, withdrawn: 4 } as const;
export type NoticeStatus = (typeof NoticeStatus)[keyof typeof NoticeStatus];
export const NOTICE_STATUSES: readonly NoticeStatus[] = [1, 2, 3, 4];

export const NOTICE_STATUS_KEY: Record<NoticeStatus, string> = {
  1: 'notices:status.draft',
  2: 'notices:status.scheduled',
  3: 'notices:status.published',
  4: 'notices:status.withdrawn',
};

/** Who a notice is for. */
export const NoticeAudience = { sellers: 1, warehouse: 2, both: 3 } as const;
export type NoticeAudience = (typeof NoticeAudience)[keyof typeof NoticeAudience];
export const NOTICE_AUDIENCES: readonly NoticeAudience[] = [1, 2, 3];

export const NOTICE_AUDIENCE_KEY: Record<NoticeAudience, string> = {
  1: 'notices:audience.sellers',
  2: 'notices:audience.warehouse',
  3: 'notices:audience.both',
};

/** The portals whose people read notices. */
export type NoticeReader = 'sellers' | 'warehouse';

/** The audiences a reader of one portal sees: their own and "both". */
export function audiencesOf(reader: NoticeReader): NoticeAudience[] {
  return [reader === 'sellers' ? NoticeAudience.sellers : NoticeAudience.warehouse, NoticeAudience.both];
}

/**
 * What an admin does to a notice:
 * - save: keep it as a draft (a scheduled one goes back to draft: its publication is cancelled);
 * - schedule: publish it at a time in the future;
 * - publish: publish it now;
 * - withdraw: take a published notice down (readers no longer see it).
 */
export const NOTICE_ACTIONS = ['save', 'schedule', 'publish', 'withdraw'] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];

/** The transition table: from each status, the actions allowed and where each leads. */
export const NOTICE_TRANSITIONS: Record<NoticeStatus, Partial<Record<NoticeAction, NoticeStatus>>> = {
  [NoticeStatus.draft]: {
    save: NoticeStatus.draft,
    schedule: NoticeStatus.scheduled,
    publish: NoticeStatus.published,
  },
  [NoticeStatus.scheduled]: {
    save: NoticeStatus.draft,
    schedule: NoticeStatus.scheduled,
    publish: NoticeStatus.published,
  },
  [NoticeStatus.published]: { withdraw: NoticeStatus.withdrawn },
  [NoticeStatus.withdrawn]: {},
};

/** Where `action` leads from `from`, or null when it is not allowed there. */
export function nextStatus(from: NoticeStatus, action: NoticeAction): NoticeStatus | null {
  return NOTICE_TRANSITIONS[from][action] ?? null;
}

/** The actions a notice in this status offers (the admin screen's buttons). */
export function actionsOf(status: NoticeStatus): NoticeAction[] {
  return NOTICE_ACTIONS.filter((a) => nextStatus(status, a) !== null);
}

/** Edited (its text, audience, email option, time) only before it is published. */
export function isEditable(status: NoticeStatus): boolean {
  return status === NoticeStatus.draft || status === NoticeStatus.scheduled;
}

/** The read-time rule: a scheduled notice whose publish time has come is published. */
export function effectiveStatus(stored: NoticeStatus, publishAt: Date | null, now: Date): NoticeStatus {
  if (stored === NoticeStatus.scheduled && publishAt !== null && publishAt.getTime() <= now.getTime())
    return NoticeStatus.published;
  return stored;
}

/** The status a save, schedule or publish leads to: schedule when a publish time is given. */
export function intentAction(intent: 'draft' | 'publish', publishAt: Date | null): NoticeAction {
  if (intent === 'draft') return 'save';
  return publishAt === null ? 'publish' : 'schedule';
}

export type NoticeLanguage = 'en' | 'zh';
export const NOTICE_LANGUAGES: readonly NoticeLanguage[] = ['en', 'zh'];

export type NoticeText = { titleEn: string; bodyEn: string; titleZh: string; bodyZh: string };

const partsOf = (text: NoticeText, lang: NoticeLanguage) =>
  lang === 'en' ? { title: text.titleEn, body: text.bodyEn } : { title: text.titleZh, body: text.bodyZh };

export function isComplete(text: NoticeText, lang: NoticeLanguage): boolean {
  const { title, body } = partsOf(text, lang);
  return title.trim() !== '' && body.trim() !== '';
}

/** What is wrong with a notice's text: the message key and the field it names, or null. */
export type NoticeTextProblem = { key: string; field: keyof NoticeText };

export function textProblem(text: NoticeText): NoticeTextProblem | null {
  for (const lang of NOTICE_LANGUAGES) {
    const { title, body } = partsOf(text, lang);
    const suffix = lang === 'en' ? 'En' : 'Zh';
    if (title.trim() !== '' && body.trim() === '')
      return { key: 'notices:errors.bodyMissing', field: `body${suffix}` };
    if (body.trim() !== '' && title.trim() === '')
      return { key: 'notices:errors.titleMissing', field: `title${suffix}` };
  }
  if (!NOTICE_LANGUAGES.some((lang) => isComplete(text, lang)))
    return { key: 'notices:errors.titleRequired', field: 'titleEn' };
  return null;
}

/** A publish time must lie ahead of now (scheduling); "now" is the publish action without a time. */
export function isPastPublishTime(publishAt: Date, now: Date): boolean {
  return publishAt.getTime() <= now.getTime();
}

/** The text a reader sees: their language when it is complete, otherwise the other one. */
export function textFor(
  text: NoticeText,
  lang: NoticeLanguage,
): { title: string; body: string; language: NoticeLanguage } {
  const shown = isComplete(text, lang) ? lang : lang === 'en' ? 'zh' : 'en';
  return { ...partsOf(text, shown), language: shown };
}

/** The notice language of an app language (en_us / zh_cn, en-US / zh-CN). */
export function noticeLanguageOf(language: string): NoticeLanguage {
  return language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
