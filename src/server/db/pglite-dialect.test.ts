import { describe, expect, it } from 'vitest';
import { ConnectionMutex } from './pglite-dialect';

describe('the embedded connection lock', () => {
  it('lends the connection to one caller at a time, in the order they asked', async () => {
    const mutex = new ConnectionMutex();
    const order: string[] = [];
    let holders = 0;
    const use = async (name: string) => {
      await mutex.lock();
      holders += 1;
      expect(holders).toBe(1);
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 1));
      holders -= 1;
      mutex.unlock();
    };
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(use));
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives the lock to a caller arriving while it is being handed over only after those already waiting', async () => {
    const mutex = new ConnectionMutex();
    const order: string[] = [];
    await mutex.lock();
    const waiting = mutex.lock().then(() => order.push('waiting'));
    mutex.unlock();
    const late = mutex.lock().then(() => order.push('late'));
    await waiting;
    mutex.unlock();
    await late;
    mutex.unlock();
    expect(order).toEqual(['waiting', 'late']);
    await expect(mutex.lock()).resolves.toBeUndefined();
  });
});
