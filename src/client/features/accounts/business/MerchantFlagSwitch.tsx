import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MerchantFlags } from '../../../../domain/accounts/accounts';
import { useSetMerchantFlags } from '../api/set-merchant-flags';

export const MERCHANT_FLAGS: readonly (keyof MerchantFlags)[] = ['knetCrossListing', 'touchPro', 'flex'];

/** One authorization flag of one merchant; it saves on click (see useSetMerchantFlags). */
export function MerchantFlagSwitch({
  accountId,
  username,
  flags,
  flag,
  editable,
}: {
  accountId: number;
  username: string;
  flags: MerchantFlags;
  flag: keyof MerchantFlags;
  editable: boolean;
}) {
  const { t } = useTranslation('accounts');
  const save = useSetMerchantFlags();
  return (
    <Switch
      size="xs"
      label={t(`business.flags.${flag}`)}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      checked={flags[flag]}
      disabled={!editable}
      onChange={(event) =>
        save.mutate({ id: accountId, flags: { ...flags, [flag]: event.currentTarget.checked } })
      }
      aria-label={t('business.flagOf', { flag: t(`business.flags.${flag}`), username })}
      data-flag={flag}
    />
  );
}
