import { Pill, PillsInput } from '@mantine/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normalizeTrackingNumber,
  TRACKING_NUMBERS_PER_FORECAST_MAX,
} from '../../../../../domain/inbound/rules';
import { addMultiInputValue, removeMultiInputValue } from '../../../../../domain/inbound/multi-input';
import { isValidTrackingNumber } from '../../../../../domain/kernel/tracking';

/**
 * The tracking-number multi-input (spec section 5): up to 3 values, each added with Enter, checked
 * against the tracking-number rule; a refused value stays in the box with the reason under it.
 */
type Props = {
  values: string[];
  onChange: (values: string[]) => void;
  /** The form's own problem (e.g. none given yet), shown when the box has nothing to say. */
  error?: string;
  disabled?: boolean;
  /** Tells the form a refused number is still in the box, so it does not send the others without it. */
  onProblemChange?: (hasProblem: boolean) => void;
};

const REJECTION_KEY = { empty: null, duplicate: 'tracking.duplicate', full: 'tracking.full' } as const;

export function TrackingNumbersInput({ values, onChange, error, disabled, onProblemChange }: Props) {
  const { t } = useTranslation('inbound');
  const [typed, setTyped] = useState('');
  const [problem, setProblemText] = useState<string | null>(null);
  const setProblem = (text: string | null) => {
    setProblemText(text);
    onProblemChange?.(text !== null);
  };

  const add = (): boolean => {
    const value = normalizeTrackingNumber(typed);
    if (!value) return true;
    if (!isValidTrackingNumber(value)) {
      setProblem(t('tracking.invalid', { value }));
      return false;
    }
    const result = addMultiInputValue(values, value, TRACKING_NUMBERS_PER_FORECAST_MAX);
    const key = result.rejected ? REJECTION_KEY[result.rejected] : null;
    if (key) {
      setProblem(t(key, { value, max: TRACKING_NUMBERS_PER_FORECAST_MAX }));
      return false;
    }
    setProblem(null);
    setTyped('');
    onChange(result.values);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the number; it must not submit the form around it.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const full = values.length >= TRACKING_NUMBERS_PER_FORECAST_MAX;
  return (
    <PillsInput
      label={t('fields.trackingNumbers')}
      description={t(full ? 'tracking.fullHint' : 'tracking.help', {
        max: TRACKING_NUMBERS_PER_FORECAST_MAX,
      })}
      error={problem ?? error}
      withAsterisk
      disabled={disabled}
    >
      <Pill.Group>
        {values.map((value) => (
          <Pill
            key={value}
            withRemoveButton={!disabled}
            onRemove={() => onChange(removeMultiInputValue(values, value))}
            // Mantine hides the remove button from keyboards and screen readers; sellers need it.
            removeButtonProps={{
              'aria-label': t('tracking.remove', { value }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {value}
          </Pill>
        ))}
        <PillsInput.Field
          aria-label={t('fields.trackingNumber')}
          data-testid="tracking-input"
          placeholder={full ? '' : t('tracking.placeholder')}
          value={typed}
          disabled={disabled}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => void add()}
        />
      </Pill.Group>
    </PillsInput>
  );
}
