import { describe, expect, it } from 'vitest';
import { claimTitle, isPin, pinsOfTitle } from './claims.ts';

describe('claim titles', () => {
  it('start with the pins and give them back', () => {
    const title = claimTitle(['api/config/config-basic#base', 'guide/basic/deploy#base-path'], 'x');
    expect(title).toBe('api/config/config-basic#base, guide/basic/deploy#base-path — x');
    expect(pinsOfTitle(title)).toEqual([
      'api/config/config-basic#base',
      'guide/basic/deploy#base-path',
    ]);
  });

  it('have no pins when the title is not a claim', () => {
    expect(pinsOfTitle('builds the site')).toEqual([]);
    expect(pinsOfTitle('Base path — what it does')).toEqual([]);
  });

  it('take a page path and a heading id only', () => {
    expect(isPin('api/commands#dev-port')).toBe(true);
    expect(isPin('api/commands')).toBe(false);
    expect(isPin('docs/en/api/commands.md#dev-port')).toBe(false);
    expect(isPin('api/commands#Dev Port')).toBe(false);
  });
});
