import { Alert, Anchor, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MAX_LISTING_BATCH } from '../../../../domain/listing/rules';
import { useListLayout } from '../../../components/responsive-list/use-list-layout';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { oneIdsIn, tooManyPairs } from './bulk-draft';
import { BulkListingForm } from './BulkListingForm';

/** The inventory, where pairs are picked for the List action (the business portal's path). */
const INVENTORY_PATH = '/business/in-warehouse/inventory/inventory';

/**
 * Seller portal `in-warehouse/inventory/bulklisting?oneIds=` (issue 25 point 2; spec section 9): up
 * to 100 pairs picked in the inventory (its List action) or typed here, listed with one set of
 * terms per marketplace. A batch past 100 is refused with the spec's words before anything is asked.
 */
export function BulkListingScreen() {
  const { t } = useTranslation('listing');
  const touch = useListLayout() !== 'wide';
  const [search, setSearch] = useSearchParams();
  const chosenParam = search.get('oneIds') ?? '';
  const oneIds = useMemo(() => oneIdsIn(chosenParam), [chosenParam]);
  const [typed, setTyped] = useState(oneIds.join('\n'));
  // Pairs picked again in the inventory (this screen still open) replace what the box held.
  const [shownParam, setShownParam] = useState(chosenParam);
  if (chosenParam !== shownParam) {
    setShownParam(chosenParam);
    if (oneIds.length > 0) setTyped(oneIds.join('\n'));
  }
  const tooMany = tooManyPairs(oneIds);

  const choose = (event: FormEvent) => {
    event.preventDefault();
    const chosen = oneIdsIn(typed);
    if (chosen.length > 0 && !tooManyPairs(chosen)) setSearch({ oneIds: chosen.join(',') });
  };

  if (oneIds.length > 0 && !tooMany)
    return (
      <BulkListingForm
        key={oneIds.join(',')}
        oneIds={oneIds}
        onChangePairs={(remaining) => {
          setTyped(remaining.join('\n'));
          setSearch({});
        }}
      />
    );
  const typedIds = oneIdsIn(typed);
  const typedTooMany = tooManyPairs(typedIds);
  return (
    <Stack gap="md" maw={640}>
      <Title order={3}>{t('bulk.title')}</Title>
      {tooMany && (
        <Alert color="red" role="alert" data-testid="batch-too-large" title={t('problem.batchTooLarge')}>
          {t('bulk.tooMany', { count: oneIds.length, max: MAX_LISTING_BATCH })}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('bulk.pickIntro')}{' '}
        <Anchor
          component={Link}
          to={INVENTORY_PATH}
          style={touch ? { ...TOUCH_TARGET, display: 'inline-flex', alignItems: 'center' } : undefined}
        >
          {t('bulk.inventoryLink')}
        </Anchor>
      </Text>
      <form onSubmit={choose}>
        <Stack gap="sm">
          <Textarea
            label={t('bulk.pickLabel')}
            description={t('bulk.pickHint')}
            autosize
            minRows={4}
            maxRows={12}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={
              typedTooMany ? t('bulk.tooMany', { count: typedIds.length, max: MAX_LISTING_BATCH }) : undefined
            }
            styles={touch ? { input: TOUCH_TARGET } : undefined}
            data-testid="bulk-pick"
          />
          <Button
            type="submit"
            disabled={typedIds.length === 0 || typedTooMany}
            w="fit-content"
            style={touch ? TOUCH_TARGET : undefined}
          >
            {t('bulk.pickButton', { count: typedIds.length })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
