import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';

export type LoginValues = { username: string; password: string; captcha: string };
type LoginField = keyof LoginValues;

const EMPTY: LoginValues = { username: '', password: '', captcha: '' };

/** The fields left empty: the username and captcha may not be blank, the password not empty. */
export function missingLoginFields(values: LoginValues, captchaShown: boolean): LoginField[] {
  const missing: LoginField[] = [];
  if (!values.username.trim()) missing.push('username');
  if (!values.password) missing.push('password');
  if (captchaShown && !values.captcha.trim()) missing.push('captcha');
  return missing;
}

/**
 * The login form's state without a form library (the login page is every visit's first screen):
 * the values, the "required" messages a submit shows, each cleared as soon as its field changes.
 * API: inputProps(field) for a Mantine input, setField(field, value), onSubmit(submit) for <form>.
 */
export function useLoginFields(requiredMessage: string, captchaShown: boolean) {
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});

  const setField = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const inputProps = (field: LoginField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.currentTarget.value),
  });

  const onSubmit = (submit: (values: LoginValues) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingLoginFields(values, captchaShown);
    setErrors(Object.fromEntries(missing.map((field) => [field, requiredMessage])));
    if (missing.length === 0) submit(values);
  };

  return { inputProps, setField, onSubmit };
}
