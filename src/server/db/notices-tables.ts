import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Announcements (migration 0132): the admins' notices in both languages, and who read them. */
export interface NoticesTable {
  id: Generated<number>;
  /** 1 sellers, 2 warehouse staff, 3 both (src/domain/notices/notice-rules.ts). */
  audience: number;
  /** 1 draft, 2 scheduled, 3 published, 4 withdrawn; a scheduled one past publish_at reads as published. */
  status: number;
  title_en: string;
  body_en: string;
  title_zh: string;
  body_zh: string;
  send_email: boolean;
  publish_at: Date | string | null;
  withdrawn_at: Date | string | null;
  /** When its email went to the outbox (once), and how many messages. */
  mailed_at: Date | string | null;
  mail_count: Generated<number>;
  created_by: number;
  updated_by: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface NoticeReadsTable {
  user_id: number;
  notice_id: number;
  read_at: Generated<Date | string>;
}

export interface NoticesTables {
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
}
