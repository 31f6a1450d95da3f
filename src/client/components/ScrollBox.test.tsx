import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/client/support/admin-test-kit';
import { ScrollBox } from './ScrollBox';

it('scrolls in a named region that the keyboard reaches', () => {
  renderWithProviders(
    <ScrollBox label="Before" mah={100}>
      <pre>{'{ "name": "a long value" }'}</pre>
    </ScrollBox>,
  );
  const region = screen.getByRole('region', { name: 'Before' });
  expect(region.tabIndex).toBe(0);
  expect(region.textContent).toContain('a long value');
});
