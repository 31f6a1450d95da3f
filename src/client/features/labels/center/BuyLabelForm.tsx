import { Alert, Anchor, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shippingAddressOf } from '../../../../domain/labels/addresses';
import { AddressPicker } from '../address/AddressPicker';
import { labelFeeCents } from '../../../../domain/labels/label-center';
import type { LabelRates, LabelRow } from '../../../../domain/labels/label-center';
import {
  insurancePriceCents,
  insuranceProblem,
  SIGNATURE_CODES,
  SIGNATURE_LABEL_KEY,
} from '../../../../domain/labels/rules';
import type { SignatureCode } from '../../../../domain/labels/rules';
import { formatCents } from '../../../../domain/wallet/wallet';
import { shortfallOf } from '../../../api/wallet-shortfall';
import { insuranceCentsOf, isDraftComplete, missingFields, ratesRequestOf } from './buy-label-draft';
import type { BuyLabelDraft } from './buy-label-draft';
import { useBuyLabel, useLabelRates } from './label-center-api';
import { ParcelFields } from './ParcelFields';
import { RateChoice } from './RateChoice';
import { draftOfAddress, ShippingAddressFields } from './ShippingAddressFields';
import type { AddressDraft } from './ShippingAddressFields';
import { SimulatorNotice } from './SimulatorNotice';

type Props = {
  initial: BuyLabelDraft;
  /** Where to recharge when the wallet is short (the seller's recharge screen); none for the admin. */
  rechargePath?: string;
  /** Said above the buy button: whose wallet pays. */
  payerNote?: string;
  onBought: (label: LabelRow) => void;
};

/** Buy a label: addresses, parcel, signature and insurance; then rates to compare; then one purchase. */
export function BuyLabelForm({ initial, rechargePath, payerNote, onBought }: Props) {
  const { t } = useTranslation('labels');
  const [draft, setDraftState] = useState(initial);
  const [quote, setQuote] = useState<LabelRates | null>(null);
  const [rateId, setRateIdState] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  // The saved address "from" was filled from (the default at first); the fields stay editable.
  const [fromBookId, setFromBookId] = useState<number | null>(null);
  // One key per purchase attempt: a double click or a resend of the same choice buys one label.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const rates = useLabelRates();
  const buy = useBuyLabel();

  const newAttempt = () => {
    setAttemptKey(crypto.randomUUID());
    buy.reset();
  };
  const setDraft = (next: BuyLabelDraft, keepsQuote = false) => {
    setDraftState(next);
    if (!keepsQuote) setQuote(null);
    newAttempt();
  };
  const setRateId = (id: string) => {
    setRateIdState(id);
    newAttempt();
  };

  const insuranceCents = insuranceCentsOf(draft);
  const insuranceError = insuranceProblem(insuranceCents);
  const rate = quote?.rates.find((r) => r.id === rateId) ?? null;
  const fee = rate ? labelFeeCents(rate.amountCents, insuranceCents) : null;
  const addressErrors = (address: AddressDraft) =>
    showErrors
      ? Object.fromEntries(Object.keys(missingFields(address)).map((f) => [f, t('center.buy.required')]))
      : {};
  const signatureOptions = useMemo(
    () => SIGNATURE_CODES.map((code) => ({ value: String(code), label: t(SIGNATURE_LABEL_KEY[code]) })),
    [t],
  );

  const askRates = () => {
    setShowErrors(true);
    if (!isDraftComplete(draft) || insuranceError) return;
    rates.mutate(ratesRequestOf(draft), {
      onSuccess: (answer) => {
        setQuote(answer);
        setRateId(answer.rates[0]?.id ?? '');
      },
    });
  };
  const purchase = () => {
    if (!quote || !rate) return;
    buy.mutate(
      { idempotencyKey: attemptKey, shipmentId: quote.shipmentId, rateId: rate.id, insuranceCents },
      { onSuccess: onBought },
    );
  };
  const shortfall = shortfallOf(buy.error);

  return (
    <Stack gap="sm" data-testid="buy-label-form">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Stack gap="xs">
          <AddressPicker
            label={t('center.buy.fromBook')}
            placeholder={t('center.buy.fromBookPlaceholder')}
            value={fromBookId}
            onChange={(saved) => {
              setFromBookId(saved?.id ?? null);
              if (saved) setDraft({ ...draft, from: draftOfAddress(shippingAddressOf(saved)) });
            }}
            data-testid="from-book"
          />
          <ShippingAddressFields
            legend={t('center.buy.from')}
            testId="from"
            value={draft.from}
            errors={addressErrors(draft.from)}
            onChange={(from) => setDraft({ ...draft, from })}
          />
        </Stack>
        <ShippingAddressFields
          legend={t('center.buy.to')}
          testId="to"
          value={draft.to}
          errors={addressErrors(draft.to)}
          onChange={(to) => setDraft({ ...draft, to })}
        />
      </SimpleGrid>
      <ParcelFields
        value={draft.parcel}
        showErrors={showErrors}
        onChange={(parcel) => setDraft({ ...draft, parcel })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('center.buy.signature')}
          data={signatureOptions}
          value={String(draft.signature)}
          allowDeselect={false}
          data-testid="signature"
          onChange={(v) => setDraft({ ...draft, signature: Number(v ?? 0) as SignatureCode })}
        />
        <NumberInput
          label={t('center.buy.insurance')}
          description={t('center.buy.insuranceHint')}
          min={0}
          decimalScale={2}
          prefix="$"
          value={draft.insuranceDollars || ''}
          error={insuranceError ? t(insuranceError.key) : undefined}
          data-testid="insurance"
          onChange={(v) => setDraft({ ...draft, insuranceDollars: Number(v) || 0 }, true)}
        />
      </SimpleGrid>
      <Group>
        <Button variant="light" onClick={askRates} loading={rates.isPending} data-testid="get-rates">
          {t('center.buy.getRates')}
        </Button>
      </Group>
      {rates.error && (
        <Alert color="red" role="alert">
          {rates.error.message}
        </Alert>
      )}
      {quote && (
        <>
          {quote.mode === 'simulator' && <SimulatorNotice />}
          {quote.surchargeWarning && <Text c="yellow.8">{t(quote.surchargeWarning)}</Text>}
          <RateChoice rates={quote.rates} value={rateId} onChange={setRateId} />
        </>
      )}
      {rate && fee !== null && (
        <Stack gap={6}>
          <Text size="sm" data-testid="fee-summary">
            {t('center.buy.summary', {
              rate: formatCents(rate.amountCents),
              insurance: formatCents(insurancePriceCents(insuranceCents)),
              fee: formatCents(fee),
            })}
          </Text>
          {payerNote && (
            <Text size="sm" c="dimmed">
              {payerNote}
            </Text>
          )}
          {shortfall && (
            <Alert color="red" role="alert" data-testid="shortfall">
              {t('center.buy.shortfall', { shortfall: formatCents(shortfall.shortfallCents) })}{' '}
              {rechargePath && (
                <Anchor component={Link} to={rechargePath}>
                  {t('center.buy.recharge')}
                </Anchor>
              )}
            </Alert>
          )}
          {buy.error && !shortfall && (
            <Alert color="red" role="alert">
              {buy.error.message}
            </Alert>
          )}
          <Group>
            <Button
              onClick={purchase}
              loading={buy.isPending}
              disabled={!!insuranceError}
              data-testid="buy-label"
            >
              {t('center.buy.buy', { fee: formatCents(fee) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
