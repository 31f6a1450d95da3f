import { RECOVERY_LINK_MINUTES, recoveryLink } from '../../../domain/email/email';
import type { Language } from '../../../domain/kernel/users';
import { translate } from '../../http/messages';
import { mailHtml, mailText } from '../../kernel/mail-outbox';
import type { MailBlock, MailMessage } from '../../kernel/mail-outbox';

/** The recovery mail, in the account's language: the link, how long it works, and what to do if unasked. */
export function recoveryMail(
  account: { id: number; username: string; email: string; language: string },
  token: string,
  publicUrl: string,
): MailMessage {
  const lang: Language = account.language === 'zh_cn' ? 'zh_cn' : 'en_us';
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(lang, `email:recover.mail.${key}`, params);
  const blocks: MailBlock[] = [
    t('greeting', { username: account.username }),
    t('body', { username: account.username, minutes: RECOVERY_LINK_MINUTES }),
    { href: recoveryLink(publicUrl, token), label: t('action') },
    t('notAsked'),
  ];
  return {
    kind: 'password_recovery',
    to: account.email,
    subject: t('subject'),
    text: mailText(blocks),
    html: mailHtml(blocks),
    ref: `user:${account.id}`,
  };
}
