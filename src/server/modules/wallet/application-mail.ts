import { ApplicationKind } from '../../../domain/wallet/applications';
import type { ApplicationAction, ApplicationRow } from '../../../domain/wallet/applications';
import { formatCents } from '../../../domain/wallet/wallet';
import type { Language } from '../../../domain/kernel/users';
import { translate } from '../../http/messages';
import type { Db } from '../../kernel/db-helpers';
import { enqueueMail, mailHtml, mailText } from '../../kernel/mail-outbox';
import type { MailBlock } from '../../kernel/mail-outbox';

/**
 * The seller's mail about a reviewed application (issue 28 point 3), in the seller's language, kept
 * in the review's transaction: the result and the mail commit together. Results mailed: a recharge
 * approved or rejected, a withdrawal approved, paid or rejected ("being paid" is only a step).
 */
const MAILED: Record<ApplicationKind, readonly ApplicationAction[]> = {
  [ApplicationKind.recharge]: ['approve', 'reject'],
  [ApplicationKind.withdrawal]: ['approve', 'markPaid', 'reject'],
};

function amountText(app: ApplicationRow): string {
  if (app.amountCents !== null) return formatCents(app.amountCents);
  // A recharge rejected before a reviewer confirmed its USD amount: what the seller sent.
  const whole = formatCents(app.originalAmountCents);
  return app.currency === 'RMB' ? `¥${whole.replace('$', '')}` : whole;
}

export async function mailApplicationResult(
  db: Db,
  publicUrl: string,
  app: ApplicationRow,
  action: ApplicationAction,
): Promise<void> {
  if (!MAILED[app.kind as ApplicationKind]?.includes(action)) return;
  const seller = await db
    .selectFrom('users')
    .select(['email', 'language', 'username', 'realname'])
    .where('id', '=', app.sellerId)
    .executeTakeFirst();
  if (!seller?.email) return;
  const lang: Language = seller.language === 'zh_cn' ? 'zh_cn' : 'en_us';
  const kind = app.kind === ApplicationKind.recharge ? 'recharge' : 'withdrawal';
  const params = {
    id: app.id,
    amount: amountText(app),
    reason: app.rejectReason ?? '',
    reference: app.payoutReference ?? '',
    name: seller.realname || seller.username,
  };
  const t = (key: string) => translate(lang, `email:wallet.${key}`, params);
  const blocks: MailBlock[] = [
    t('greeting'),
    t(`${kind}.${action}.body`),
    { href: `${publicUrl}/#/business/wallet`, label: t('open') },
  ];
  await enqueueMail(db, {
    kind: 'wallet_result',
    to: seller.email,
    subject: t(`${kind}.${action}.subject`),
    text: mailText(blocks),
    html: mailHtml(blocks),
    ref: `wallet_application:${app.id}`,
  });
}
