import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpWhenIdle } from './warmUp.ts';

/** An engine whose warm-up has `count` steps, recording how many were taken. */
function engine(count: number) {
  const taken = { steps: 0 };
  return {
    taken,
    warmUp: function* () {
      for (let i = 0; i < count; i++) {
        taken.steps++;
        yield;
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('warmUpWhenIdle', () => {
  it('takes steps only in idle periods, as many as each has time for', async () => {
    const periods: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void) => {
      periods.push(run);
      return periods.length;
    });
    const fake = engine(5);
    let done = false;
    const warmed = warmUpWhenIdle(fake.warmUp()).then(() => {
      done = true;
    });
    expect(fake.taken.steps).toBe(0);
    // A short idle period: one step; a long one: steps while more than 15 ms are left.
    let left = [5];
    const deadline = { didTimeout: false, timeRemaining: () => left.shift() ?? 0 };
    periods.shift()?.(deadline);
    expect(fake.taken.steps).toBe(1);
    left = [40, 30, 20, 10];
    periods.shift()?.(deadline);
    expect(fake.taken.steps).toBe(5);
    expect(done).toBe(false);
    periods.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    await warmed;
    expect(done).toBe(true);
    expect(periods).toHaveLength(0);
  });

  it('falls back to a step every 50 ms without requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const fake = engine(3);
    const warmed = warmUpWhenIdle(fake.warmUp());
    expect(fake.taken.steps).toBe(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(fake.taken.steps).toBe(1);
    await vi.advanceTimersByTimeAsync(150);
    await warmed;
    expect(fake.taken.steps).toBe(3);
  });
});
