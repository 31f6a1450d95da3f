import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealFirstError } from './reveal-first-error';

function TallForm() {
  const form = useForm({
    initialValues: { name: 'ok', city: '', items: [{ sku: '' }] },
    validate: {
      city: (v) => (v ? null : 'City is required'),
      items: (v) => (v.every((i) => i.sku) ? null : 'Every item needs a SKU'),
    },
  });
  return (
    <form onSubmit={form.onSubmit(() => {}, revealFirstError)} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <div style={{ height: 2000 }} />
      <TextInput label="SKU" {...form.getInputProps('items.0.sku')} />
      <TextInput label="City" {...form.getInputProps('city')} />
      <button type="submit">Submit</button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('revealFirstError', () => {
  it('scrolls the first invalid field on screen into view and focuses it', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    render(
      <MantineProvider>
        <TallForm />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const sku = screen.getByRole('textbox', { name: 'SKU' });
    expect(scrolled.mock.instances).toEqual([sku]);
    expect(document.activeElement).toBe(sku);
  });

  it('does nothing when there is no error to show', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    revealFirstError({ city: null });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
