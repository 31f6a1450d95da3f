import { Alert, Anchor, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { b2bSettlement, b2bShortfallCents } from '../../../../domain/sourcing/b2b';
import type { B2bBoardOffer } from '../../../../domain/sourcing/b2b';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { shortfallOf } from '../../../api/wallet-shortfall';
import { CONFIRM_MODAL_WIDTH } from '../../../components/ConfirmModal';
import { useBuyOffer, useWalletBalance } from './b2b-api';

/** The recharge screen a shortfall leads to when the answer names none. */
const RECHARGE_PATH = '/business/wallet/WalletCharge';

/**
 * The purchase, confirmed first: the price, the platform fee (0%), the buyer's available balance now
 * and after. A wallet that cannot cover the price says how much is missing, links to recharge and
 * does not offer to buy; the server's refusal (sold meanwhile, too little money) shows here. Sending
 * again resends the same request key, so a lost answer never buys twice.
 */
export function BuyOfferModal({ offer, onClose }: { offer: B2bBoardOffer; onClose: () => void }) {
  const { t } = useTranslation('sourcing-b2b');
  const wallet = useWalletBalance(true);
  const buy = useBuyOffer();
  const [requestKey, renewRequestKey] = useRequestKey();
  const money = b2bSettlement(offer.priceCents);
  const available = wallet.data?.availableCents;
  const missing = available === undefined ? 0 : b2bShortfallCents(available, money.buyerPaysCents);
  const refusedForMoney = shortfallOf(buy.error);
  const price = formatCents(money.buyerPaysCents);

  const confirm = async () => {
    try {
      const { message } = await buy.mutateAsync({ id: offer.id, requestKey });
      renewRequestKey();
      notifications.show({ color: 'green', message });
      onClose();
    } catch {
      // Shown in the modal (buy.error).
    }
  };
  const shortfall = missing > 0 ? missing : (refusedForMoney?.shortfallCents ?? 0);
  return (
    <Modal
      opened
      onClose={() => !buy.isPending && onClose()}
      size={CONFIRM_MODAL_WIDTH}
      centered
      title={<Text fw={600}>{t('buy.title', { offerNo: offer.offerNo })}</Text>}
    >
      <Stack gap="md" data-testid="buy-offer">
        <Text size="sm">
          {t('buy.explain', { count: offer.items.length, ware: offer.wareName, uid: offer.sellerUid })}
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          <Text size="sm">{t('buy.price')}</Text>
          <Text size="sm" fw={600} ta="right" data-testid="buy-price">
            {price}
          </Text>
          <Text size="sm">{t('buy.fee')}</Text>
          <Text size="sm" ta="right">
            {formatCents(money.platformFeeCents)}
          </Text>
          <Text size="sm">{t('buy.available')}</Text>
          <Text size="sm" ta="right" data-testid="buy-balance">
            {available === undefined ? (
              <Loader size="xs" role="status" aria-label={t('buy.readingWallet')} />
            ) : (
              formatCents(available)
            )}
          </Text>
          {available !== undefined && shortfall === 0 && (
            <>
              <Text size="sm">{t('buy.after')}</Text>
              <Text size="sm" ta="right" data-testid="buy-after">
                {formatCents(available - money.buyerPaysCents)}
              </Text>
            </>
          )}
        </SimpleGrid>
        {wallet.isError && (
          <Alert color="red" role="alert">
            {wallet.error.message}
          </Alert>
        )}
        {shortfall > 0 ? (
          <Alert color="orange" role="alert" data-testid="buy-shortfall">
            {t('buy.shortfall', { amount: formatCents(shortfall) })}{' '}
            <Anchor component={Link} to={refusedForMoney?.rechargePath ?? RECHARGE_PATH}>
              {t('buy.recharge')}
            </Anchor>
          </Alert>
        ) : (
          buy.isError && (
            <Alert color="red" role="alert" data-testid="buy-error">
              {buy.error.message}
            </Alert>
          )
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={buy.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={buy.isPending}
            disabled={available === undefined || shortfall > 0}
            data-testid="buy-confirm"
          >
            {t('buy.confirm', { amount: price })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
