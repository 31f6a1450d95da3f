import type { FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';

/**
 * The shared answer to a refused submit: the first invalid field (in the order the screen shows
 * them) is scrolled into view and focused, so an error below the fold of a tablet is not missed.
 * Pass it as the second argument of Mantine's form.onSubmit(handleSubmit, revealFirstError): it
 * finds fields by the data-path attribute getInputProps gives them, within the submitted form.
 * An error on a list as a whole (path "items") reveals the list's first field ("items.0.sku").
 */
export function revealFirstError(
  errors: FormErrors,
  _values?: unknown,
  event?: FormEvent<HTMLFormElement>,
): void {
  const root: ParentNode = event?.currentTarget ?? document;
  const failed = Object.keys(errors).filter((path) => Boolean(errors[path]));
  if (failed.length === 0) return;
  const field = [...root.querySelectorAll<HTMLElement>('[data-path]')].find((node) => {
    const path = node.dataset.path ?? '';
    return failed.some((bad) => path === bad || path.startsWith(`${bad}.`));
  });
  if (!field) return;
  field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
}
