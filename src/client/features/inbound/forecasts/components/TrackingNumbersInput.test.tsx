import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../i18n/setup';
import { TrackingNumbersInput } from './TrackingNumbersInput';

function Harness({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <MantineProvider env="test">
      <TrackingNumbersInput values={values} onChange={setValues} />
      <output data-testid="values">{values.join(',')}</output>
    </MantineProvider>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Tracking number' });
const values = () => screen.getByTestId('values').textContent;

beforeAll(() => initI18n('en-US'));
afterEach(cleanup);

describe('tracking number multi-input', () => {
  it('adds a number with Enter, upper-cased, and empties the box', async () => {
    render(<Harness />);
    await userEvent.type(box(), '1z999aa10123456784{Enter}');
    expect(values()).toBe('1Z999AA10123456784');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['0123456789', 'starts with 0'],
    ['ABC123', 'shorter than 8'],
    ['OC12345678901', 'an OC order code'],
    ['AB-1234567', 'has a dash'],
  ])('refuses %s (%s) with the rule and keeps it in the box', async (typed) => {
    render(<Harness />);
    await userEvent.type(box(), `${typed}{Enter}`);
    expect(values()).toBe('');
    expect(
      screen.getByText(/is not a valid tracking number: it needs at least 8 letters, digits or underscores/),
    ).toBeTruthy();
    expect((box() as HTMLInputElement).value).toBe(typed);
  });

  it('refuses the same number twice, in either case', async () => {
    render(<Harness initial={['1Z999AA10123456784']} />);
    await userEvent.type(box(), '1z999aa10123456784{Enter}');
    expect(values()).toBe('1Z999AA10123456784');
    expect(screen.getByText('1Z999AA10123456784 is already in the list')).toBeTruthy();
  });

  it('takes at most 3 numbers', async () => {
    render(<Harness initial={['AAAA11111', 'BBBB22222', 'CCCC33333']} />);
    await userEvent.type(box(), 'DDDD44444{Enter}');
    expect(values()).toBe('AAAA11111,BBBB22222,CCCC33333');
    expect(screen.getByText('At most 3 tracking numbers per forecast')).toBeTruthy();
  });

  it('removes a number with its remove button', async () => {
    render(<Harness initial={['AAAA11111', 'BBBB22222']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove AAAA11111' }));
    expect(values()).toBe('BBBB22222');
  });
});
