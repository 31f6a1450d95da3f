import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pressKey, sendBurst } from '../../../../tests/client/support/scanner';
import { initI18n, loadLocale } from '../../i18n/setup';
import { UnsureScanPrompt } from './UnsureScanPrompt';
import { useUnsureScans } from './unsure-scans';
import { SETTLE_MS, useScanListener } from './useScanListener';

function ScanScreen({
  onScan,
  onFieldEnter,
  enabled = true,
}: {
  onScan: (c: string) => void;
  onFieldEnter: () => void;
  enabled?: boolean;
}) {
  const [text, setText] = useState('');
  useScanListener(onScan, { enabled });
  return (
    <input
      aria-label="note"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onFieldEnter();
      }}
    />
  );
}

/** A form of two fields and a button, each field kept by React as a typed field is. */
function TwoFields({ onScan }: { onScan: (c: string) => void }) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  useScanListener(onScan);
  return (
    <>
      <textarea aria-label="remark" value={a} onChange={(e) => setA(e.target.value)} />
      <input aria-label="size" value={b} onChange={(e) => setB(e.target.value)} />
      <button type="button">Submit</button>
    </>
  );
}

/** A key `gapMs` after the previous one, as the browser would handle it (tests/client/support/scanner.ts). */
function press(key: string, gapMs: number) {
  act(() => {
    vi.advanceTimersByTime(gapMs);
  });
  pressKey(key);
}

function typeKeys(text: string, gapMs: number) {
  for (const key of text) press(key, gapMs);
}

describe('useScanListener', () => {
  let onScan: ReturnType<typeof vi.fn<(c: string) => void>>;
  let onFieldEnter: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout', 'Date'] });
    onScan = vi.fn<(c: string) => void>();
    onFieldEnter = vi.fn<() => void>();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('takes a scanner burst with no field focused', () => {
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    (document.activeElement as HTMLElement | null)?.blur();
    typeKeys('1Z999AA10123456784', 5);
    press('Enter', 5);
    expect(onScan).toHaveBeenCalledWith('1Z999AA10123456784');
  });

  it('keeps a scan out of a focused field and its Enter handler', () => {
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    const field = screen.getByLabelText<HTMLInputElement>('note');
    field.focus();
    typeKeys('RECEIVE01', 4);
    press('Enter', 4);
    expect(onScan).toHaveBeenCalledWith('RECEIVE01');
    expect(onFieldEnter).not.toHaveBeenCalled();
    expect(field.value).toBe('');
  });

  it('leaves slow human typing in a field alone', () => {
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    const field = screen.getByLabelText<HTMLInputElement>('note');
    field.focus();
    typeKeys('HELLOWORLD', 90);
    press('Enter', 90);
    expect(onScan).not.toHaveBeenCalled();
    expect(onFieldEnter).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('HELLOWORLD');
  });

  it('gives held characters back when a fast run of keys stops without Enter', () => {
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    const field = screen.getByLabelText<HTMLInputElement>('note');
    field.focus();
    typeKeys('QWERTY', 10);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(field.value).toBe('QWERTY');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('listens only while enabled', () => {
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} enabled={false} />);
    typeKeys('ABCDEFGH', 5);
    press('Enter', 5);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('gives fast typing back to its own field at once when the user taps a button before the pause ends', () => {
    render(<TwoFields onScan={onScan} />);
    const remark = screen.getByLabelText<HTMLTextAreaElement>('remark');
    remark.focus();
    typeKeys('corner dent', 3);
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.pointerDown(submit);
    expect(remark.value).toBe('corner dent');
    submit.focus();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(remark.value).toBe('corner dent');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('never puts fast typing into the next field when focus moves on before the pause ends', () => {
    render(<TwoFields onScan={onScan} />);
    const remark = screen.getByLabelText<HTMLTextAreaElement>('remark');
    const size = screen.getByLabelText<HTMLInputElement>('size');
    remark.focus();
    typeKeys('scuffed', 3);
    size.focus();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(remark.value).toBe('scuffed');
    expect(size.value).toBe('');
  });

  it('takes a burst whose keys reach the page after an 80 ms long task, once and whole', () => {
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('1Z999AA101', { longTask: { atKey: 5, ms: 80 } });
    expect(onScan.mock.calls).toEqual([['1Z999AA101']]);
  });

  it('takes a scan held up by a long task in a focused field out of the field again', () => {
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    const field = screen.getByLabelText<HTMLInputElement>('note');
    field.focus();
    sendBurst('RECEIVE01', { longTask: { atKey: 6, ms: 80 } });
    expect(onScan.mock.calls).toEqual([['RECEIVE01']]);
    expect(field.value).toBe('');
    expect(onFieldEnter).not.toHaveBeenCalled();
  });
});

/** The listener and the prompt the root shell shows, in English. */
function ScanScreenWithPrompt(props: { onScan: (c: string) => void }) {
  return (
    <MantineProvider>
      <ScanScreen onScan={props.onScan} onFieldEnter={() => undefined} />
      <UnsureScanPrompt />
    </MantineProvider>
  );
}

describe('useScanListener with jittered key timing', () => {
  let onScan: ReturnType<typeof vi.fn<(c: string) => void>>;

  beforeAll(async () => {
    await loadLocale('en-US', ['common']);
    initI18n('en-US');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout', 'Date'] });
    onScan = vi.fn<(c: string) => void>();
  });
  afterEach(() => {
    cleanup();
    useUnsureScans.setState({ scans: [] });
    vi.useRealTimers();
  });

  const prompts = () => screen.queryAllByTestId('unsure-scan');
  const idle = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('takes every burst whole and once when each key is held up 20-100 ms at random, with nothing to confirm', () => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{6,20}$/),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 21,
          maxLength: 21,
        }),
        (code, units) => {
          onScan.mockClear();
          let i = 0;
          sendBurst(code, { jitter: { minMs: 20, maxMs: 100 }, random: () => units[i++] });
          idle(1000);
          expect(onScan.mock.calls).toEqual([[code]]);
          expect(prompts()).toHaveLength(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('takes a jittered burst out of a focused field again, whatever reached the field meanwhile', () => {
    const onFieldEnter = vi.fn<() => void>();
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    const field = screen.getByLabelText<HTMLInputElement>('note');
    field.focus();
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{6,16}$/),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 17,
          maxLength: 17,
        }),
        (code, units) => {
          onScan.mockClear();
          let i = 0;
          sendBurst(code, { jitter: { minMs: 20, maxMs: 100 }, random: () => units[i++] });
          idle(1000);
          expect(onScan.mock.calls).toEqual([[code]]);
          expect(field.value).toBe('');
          expect(onFieldEnter).not.toHaveBeenCalled();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('shows a burst that slowed down before its Enter, and takes it only when the worker confirms', () => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    typeKeys('SCAN00', 5);
    typeKeys('0123', 60);
    press('Enter', 60);
    expect(onScan).not.toHaveBeenCalled();
    const [prompt] = prompts();
    expect(prompt.getAttribute('data-code')).toBe('SCAN000123');
    within(prompt).getByText('SCAN000123');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(onScan.mock.calls).toEqual([['SCAN000123']]);
    expect(prompts()).toHaveLength(0);
  });

  it('shows a burst that ended without Enter once the keys stop; Discard drops it', () => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('SCAN000777', { enter: false });
    idle(SETTLE_MS + 10);
    const [prompt] = prompts();
    expect(prompt.getAttribute('data-code')).toBe('SCAN000777');
    within(prompt).getByText(/ended without Enter/);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Discard' }));
    expect(prompts()).toHaveLength(0);
    idle(1000);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('shows a scanner burst too short to be a code, rather than ignoring it', () => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('N0012');
    const [prompt] = prompts();
    expect(prompt.getAttribute('data-code')).toBe('N0012');
    within(prompt).getByText(/Fewer characters than a code has/);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('asks once when two listeners read the same burst, and gives the code to both on Confirm', () => {
    const drawer = vi.fn<(c: string) => void>();
    function SecondListener() {
      useScanListener(drawer);
      return null;
    }
    render(
      <>
        <ScanScreenWithPrompt onScan={onScan} />
        <SecondListener />
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('SCAN000555', { enter: false });
    idle(SETTLE_MS + 10);
    expect(prompts()).toHaveLength(1);
    fireEvent.click(within(prompts()[0]).getByRole('button', { name: 'Confirm' }));
    expect(onScan.mock.calls).toEqual([['SCAN000555']]);
    expect(drawer.mock.calls).toEqual([['SCAN000555']]);
  });

  it('takes back the question when keys held up by a long task turn out to finish the burst', () => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('SCAN000888', { longTask: { atKey: 6, ms: 500 } });
    expect(onScan.mock.calls).toEqual([['SCAN000888']]);
    expect(prompts()).toHaveLength(0);
  });

  it.each([20, 50, 80])('takes a slow scanner %i ms a key with no field focused', (gapMs) => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('1Z999AA101', { gapMs });
    idle(1000);
    expect(onScan.mock.calls).toEqual([['1Z999AA101']]);
    expect(prompts()).toHaveLength(0);
  });

  it('asks about a slow burst too short to be a code with no field focused, rather than dropping it', () => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('N001', { gapMs: 60 });
    const [prompt] = prompts();
    expect(prompt.getAttribute('data-code')).toBe('N001');
    within(prompt).getByText(/Fewer characters than a code has/);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('leaves a person alone with no field focused: 150 ms a key with Enter, or 50 ms a key without', () => {
    render(<ScanScreenWithPrompt onScan={onScan} />);
    (document.activeElement as HTMLElement | null)?.blur();
    sendBurst('HELLOWORLD', { gapMs: 150 });
    idle(1000);
    sendBurst('HELLOWORLD', { gapMs: 50, enter: false });
    idle(1000);
    expect(onScan).not.toHaveBeenCalled();
    expect(prompts()).toHaveLength(0);
  });

  it('leaves a slow burst in a focused field as typing, with its Enter for the field', () => {
    const onFieldEnter = vi.fn<() => void>();
    render(<ScanScreen onScan={onScan} onFieldEnter={onFieldEnter} />);
    const field = screen.getByLabelText<HTMLInputElement>('note');
    field.focus();
    sendBurst('1Z999AA101', { gapMs: 50 });
    expect(onScan).not.toHaveBeenCalled();
    expect(field.value).toBe('1Z999AA101');
    expect(onFieldEnter).toHaveBeenCalledTimes(1);
  });

  it('asks in Chinese too', async () => {
    await loadLocale('zh-CN', ['common']);
    initI18n('zh-CN');
    try {
      render(<ScanScreenWithPrompt onScan={onScan} />);
      (document.activeElement as HTMLElement | null)?.blur();
      sendBurst('SCAN000999', { enter: false });
      idle(SETTLE_MS + 10);
      const [prompt] = prompts();
      within(prompt).getByText('请核对这次扫描');
      within(prompt).getByRole('button', { name: '确认' });
      within(prompt).getByRole('button', { name: '放弃' });
    } finally {
      initI18n('en-US');
    }
  });
});
