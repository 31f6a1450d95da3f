import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketplaceConnectionView } from '../../../../domain/listing/connections';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { fieldProblems } from '../newlisting/listing-draft';
import type { TermsDraft } from '../newlisting/listing-draft';
import { MarketplaceTermsRow } from '../newlisting/MarketplaceTermsRow';
import { shownProblems, termsOf } from './bulk-draft';
import type { BulkDraft, Quotes } from './bulk-draft';

type Props = {
  oneId: string | null;
  /** Where the pair is listed already: nothing to set there. */
  listedOn: readonly MarketplaceCode[];
  draft: BulkDraft;
  connected: readonly MarketplaceConnectionView[];
  quotes: Quotes;
  /** A tablet or phone: 44 px targets, and the whole screen on a phone. */
  touch: boolean;
  fullScreen: boolean;
  onChange: (
    oneId: string,
    marketplace: MarketplaceConnectionView['marketplace'],
    next: Partial<TermsDraft>,
  ) => void;
  onUseCommon: (oneId: string) => void;
  onClose: () => void;
};

/** One pair's own terms on bulklisting: newlisting's rows with this pair's market on each marketplace. */
export function OwnTermsModal(props: Props) {
  const { oneId, listedOn, draft, connected, quotes, touch, fullScreen, onChange, onUseCommon, onClose } =
    props;
  const { t } = useTranslation('listing');
  const target = touch ? { style: TOUCH_TARGET } : {};
  return (
    <Modal
      opened={oneId !== null}
      onClose={onClose}
      title={t('bulk.ownTermsOf', { oneId })}
      size="xl"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common:actions.close'), ...target }}
    >
      {oneId !== null && (
        <Stack gap="sm" data-testid="own-terms">
          <Text size="sm" c="dimmed">
            {t('bulk.ownTermsIntro')}
          </Text>
          {listedOn.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="own-terms-listed">
              {listedOn.map((m) => t('bulk.alreadyOn', { name: t(MARKETPLACE_LABEL[m]) })).join(' · ')}
            </Text>
          )}
          {connected
            .filter((c) => !listedOn.includes(c.marketplace))
            .map((c) => {
              const terms = termsOf(draft, oneId, c.marketplace);
              const quote = quotes.of(oneId, c.marketplace);
              return (
                <MarketplaceTermsRow
                  key={c.marketplace}
                  marketplace={c.marketplace}
                  mode={c.mode}
                  quote={quote}
                  draft={terms}
                  onChange={(next) => onChange(oneId, c.marketplace, next)}
                  problems={shownProblems(fieldProblems(terms, quote), terms, false)}
                  touch={touch}
                />
              );
            })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onUseCommon(oneId)} {...target}>
              {t('bulk.useCommon')}
            </Button>
            <Button onClick={onClose} {...target}>
              {t('bulk.ownTermsDone')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
