import { describe, expect, it } from 'vitest';
import { flakyReport } from './tier-counts';

describe('the report of a test that needed its retry', () => {
  it('names the test and quotes what its failed attempt said, its stack cut to twelve lines', () => {
    const stack = [
      'AssertionError: expected 200 to be 409',
      ...Array.from({ length: 20 }, (_, i) => `at f${i}`),
    ];
    const report = flakyReport('tests/integration/sales.test.ts > returns a sale', [
      { message: 'expected 200 to be 409', stack: stack.join('\n') },
    ]).split('\n');
    expect(report[0]).toBe('FLAKY (passed on its retry): tests/integration/sales.test.ts > returns a sale');
    expect(report.slice(1)).toEqual(stack.slice(0, 12).map((line) => `    ${line}`));
  });

  it('quotes the message when there is no stack, and says so when nothing was recorded', () => {
    expect(flakyReport('a.spec.ts:3 › t', [{ message: 'Timed out 10000ms' }, {}])).toBe(
      ['FLAKY (passed on its retry): a.spec.ts:3 › t', '    Timed out 10000ms', '    no error recorded'].join(
        '\n',
      ),
    );
  });
});
