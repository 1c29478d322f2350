import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('imports once, shares the request and keeps the module', async () => {
    const importChunk = vi.fn(async () => ({ name: 'chunk' }));
    const chunk = loadOnce(importChunk);
    expect(chunk.loaded()).toBeUndefined();
    const first = chunk.load();
    expect(chunk.load()).toBe(first);
    expect(await first).toEqual({ name: 'chunk' });
    expect(chunk.loaded()).toEqual({ name: 'chunk' });
    await chunk.load();
    expect(importChunk).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load', async () => {
    const importChunk = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const chunk = loadOnce(importChunk);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    expect(await chunk.load()).toBe('chunk');
    expect(importChunk).toHaveBeenCalledTimes(2);
  });
});
