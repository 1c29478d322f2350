import { describe, expect, it } from 'vitest';
import { analyticsAllowed, anonymousToken, TOKEN_KEY } from './privacy.ts';

describe('privacy signals', () => {
  it('allow analytics unless Do Not Track or Global Privacy Control is on', () => {
    expect(analyticsAllowed({}, {})).toBe(true);
    expect(analyticsAllowed({ doNotTrack: '0' }, {})).toBe(true);
    expect(analyticsAllowed({ doNotTrack: '1' }, {})).toBe(false);
    expect(analyticsAllowed({ doNotTrack: 'yes' }, {})).toBe(false);
    expect(analyticsAllowed({}, { doNotTrack: '1' })).toBe(false);
    expect(analyticsAllowed({ globalPrivacyControl: true }, {})).toBe(false);
  });
});

describe('the anonymous token', () => {
  it('is created once per browser and kept in storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const token = anonymousToken(storage);
    expect(token).toMatch(
      /^anon-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(store.get(TOKEN_KEY)).toBe(token);
    expect(anonymousToken(storage)).toBe(token);
  });

  it('is one per page when storage refuses', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const token = anonymousToken(storage);
    expect(token).toMatch(/^anon-/);
    expect(anonymousToken(storage)).toBe(token);
  });
});
