import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/setup';
import { RateChoice } from './RateChoice';

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

describe('the rates to choose from', () => {
  it('names each service instead of showing its code', () => {
    render(
      <MantineProvider env="test">
        <RateChoice
          rates={[
            {
              id: 'r1',
              carrier: 'FedEx',
              service: 'FEDEX_2_DAY',
              amountCents: 2210,
              currency: 'USD',
              deliveryDays: 2,
            },
            {
              id: 'r2',
              carrier: 'USPS',
              service: 'GroundAdvantage',
              amountCents: 520,
              currency: 'USD',
              deliveryDays: 5,
            },
          ]}
          value={null}
          onChange={() => undefined}
        />
      </MantineProvider>,
    );
    const rates = screen.getByTestId('rates');
    expect(screen.getByText('2Day')).toBeTruthy();
    expect(screen.getByText('Ground Advantage')).toBeTruthy();
    expect(rates.textContent).not.toMatch(/FEDEX_2_DAY|GroundAdvantage/);
  });
});
