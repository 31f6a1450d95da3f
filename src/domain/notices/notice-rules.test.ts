import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  audiencesOf,
  effectiveStatus,
  intentAction,
  isEditable,
  isPastPublishTime,
  nextStatus,
  NOTICE_ACTIONS,
  NOTICE_STATUSES,
  NoticeAudience,
  noticeLanguageOf,
  NoticeStatus,
  textFor,
  textProblem,
} from './notice-rules';
import { noticeCreateRequest } from './notices';

const { draft, scheduled, published, withdrawn } = NoticeStatus;
const text = (t: Partial<Record<'titleEn' | 'bodyEn' | 'titleZh' | 'bodyZh', string>>) => ({
  titleEn: '',
  bodyEn: '',
  titleZh: '',
  bodyZh: '',
  ...t,
});

describe('notice transitions', () => {
  it('moves a draft to scheduled or published, and keeps it a draft on save', () => {
    expect(nextStatus(draft, 'save')).toBe(draft);
    expect(nextStatus(draft, 'schedule')).toBe(scheduled);
    expect(nextStatus(draft, 'publish')).toBe(published);
    expect(nextStatus(draft, 'withdraw')).toBeNull();
  });

  it('lets a scheduled notice be rescheduled, published now or put back to draft, not withdrawn', () => {
    expect(actionsOf(scheduled)).toEqual(['save', 'schedule', 'publish']);
    expect(nextStatus(scheduled, 'save')).toBe(draft);
    expect(nextStatus(scheduled, 'withdraw')).toBeNull();
  });

  it('only withdraws a published notice, and a withdrawn one changes no more', () => {
    expect(actionsOf(published)).toEqual(['withdraw']);
    expect(nextStatus(published, 'withdraw')).toBe(withdrawn);
    for (const action of NOTICE_ACTIONS) expect(nextStatus(withdrawn, action)).toBeNull();
  });

  it('is edited only before it is published', () => {
    expect(NOTICE_STATUSES.filter(isEditable)).toEqual([draft, scheduled]);
  });

  it('reads a scheduled notice as published from its publish time on, and nothing else changes with time', () => {
    const at = new Date('2026-12-05T10:00:00Z');
    expect(effectiveStatus(scheduled, at, new Date('2026-12-05T09:59:59.999Z'))).toBe(scheduled);
    expect(effectiveStatus(scheduled, at, at)).toBe(published);
    expect(effectiveStatus(scheduled, at, new Date('2027-01-01T00:00:00Z'))).toBe(published);
    expect(effectiveStatus(draft, at, new Date('2027-01-01T00:00:00Z'))).toBe(draft);
    expect(effectiveStatus(withdrawn, at, new Date('2027-01-01T00:00:00Z'))).toBe(withdrawn);
  });

  it('schedules a publish with a time, publishes one without, and saves a draft either way', () => {
    const at = new Date('2026-12-06T00:00:00Z');
    expect(intentAction('publish', at)).toBe('schedule');
    expect(intentAction('publish', null)).toBe('publish');
    expect(intentAction('draft', at)).toBe('save');
  });

  it('takes a publish time only when it lies ahead', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    expect(isPastPublishTime(new Date('2026-12-05T09:00:00Z'), now)).toBe(true);
    expect(isPastPublishTime(now, now)).toBe(true);
    expect(isPastPublishTime(new Date('2026-12-05T10:00:01Z'), now)).toBe(false);
  });
});

describe('notice audiences', () => {
  it('shows sellers their notices and those for both, and warehouse staff theirs', () => {
    expect(audiencesOf('sellers')).toEqual([NoticeAudience.sellers, NoticeAudience.both]);
    expect(audiencesOf('warehouse')).toEqual([NoticeAudience.warehouse, NoticeAudience.both]);
  });
});

describe('notice text', () => {
  it('needs a title in at least one language', () => {
    expect(textProblem(text({}))).toEqual({ key: 'notices:errors.titleRequired', field: 'titleEn' });
    expect(textProblem(text({ bodyZh: '正文' }))).toEqual({
      key: 'notices:errors.titleMissing',
      field: 'titleZh',
    });
  });

  it('refuses a language half filled in, even beside a complete one', () => {
    expect(textProblem(text({ titleEn: 'Closed', bodyEn: 'Dec 25', titleZh: '休息' }))).toEqual({
      key: 'notices:errors.bodyMissing',
      field: 'bodyZh',
    });
    expect(textProblem(text({ titleEn: '  ', bodyEn: 'x' }))?.field).toBe('titleEn');
  });

  it('takes one complete language or both', () => {
    expect(textProblem(text({ titleEn: 'Closed', bodyEn: 'Dec 25' }))).toBeNull();
    expect(textProblem(text({ titleZh: '休息', bodyZh: '12月25日' }))).toBeNull();
    expect(textProblem(text({ titleEn: 'a', bodyEn: 'b', titleZh: 'c', bodyZh: 'd' }))).toBeNull();
  });

  it('shows a reader their language, or the other one when theirs was not written', () => {
    const both = text({ titleEn: 'Closed', bodyEn: 'Dec 25', titleZh: '休息', bodyZh: '12月25日' });
    expect(textFor(both, 'zh')).toEqual({ title: '休息', body: '12月25日', language: 'zh' });
    expect(textFor(both, 'en')).toEqual({ title: 'Closed', body: 'Dec 25', language: 'en' });
    const english = text({ titleEn: 'Closed', bodyEn: 'Dec 25' });
    expect(textFor(english, 'zh')).toEqual({ title: 'Closed', body: 'Dec 25', language: 'en' });
  });

  it('reads the language of a header, a locale or a stored setting', () => {
    expect(noticeLanguageOf('zh_cn')).toBe('zh');
    expect(noticeLanguageOf('zh-CN')).toBe('zh');
    expect(noticeLanguageOf('en_us')).toBe('en');
  });
});

describe('notice requests', () => {
  it('takes a publish time with its offset only', () => {
    const base = { titleEn: 'a', bodyEn: 'b', audience: 1, intent: 'publish' };
    expect(noticeCreateRequest.safeParse({ ...base, publishAt: '2026-12-06T08:00:00+08:00' }).success).toBe(
      true,
    );
    expect(noticeCreateRequest.safeParse({ ...base, publishAt: 'tomorrow' }).success).toBe(false);
    expect(noticeCreateRequest.safeParse({ ...base, audience: 4 }).success).toBe(false);
  });
});
