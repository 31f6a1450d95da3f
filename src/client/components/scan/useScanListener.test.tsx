import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScanListener } from './useScanListener';

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

/** A key as the browser would handle it: keydown, then (unless prevented) the character lands in the focused field. */
function press(key: string, gapMs: number) {
  act(() => {
    vi.advanceTimersByTime(gapMs);
  });
  const target = document.activeElement ?? document.body;
  const delivered = fireEvent.keyDown(target, { key });
  if (
    delivered &&
    key.length === 1 &&
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
  ) {
    fireEvent.change(target, { target: { value: target.value + key } });
  }
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
});
