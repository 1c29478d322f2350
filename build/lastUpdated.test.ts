import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { formatCommitDate, lastUpdatedPlugin } from './lastUpdated.ts';

describe('the date of the last change', () => {
  it('is written the way each language of the site writes dates', () => {
    expect(formatCommitDate('2025-06-03T14:05:09+02:00', 'en')).toBe('June 3, 2025');
    expect(formatCommitDate('2025-06-03T14:05:09+02:00', 'zh')).toBe('2025年6月3日');
  });

  it("is the committer's calendar day, whatever the offset and the build machine's time zone", () => {
    // 23:30 on New Year's Eve in Shanghai is the afternoon of the 31st in UTC, and in Hawaii the
    // morning of the same day: the page says the 31st wherever it is built.
    expect(formatCommitDate('2024-12-31T23:30:00+08:00', 'en')).toBe('December 31, 2024');
    expect(formatCommitDate('2025-01-01T00:10:00-10:00', 'zh')).toBe('2025年1月1日');
  });

  it('refuses what is not a date from git', () => {
    expect(() => formatCommitDate('3 June 2025', 'en')).toThrow(/Not an ISO 8601 date/);
  });
});

describe('the last-updated plugin', () => {
  const config = (themeConfig: UserConfig['themeConfig']) =>
    lastUpdatedPlugin('/docs').config?.(
      { themeConfig },
      { addPlugin: () => {}, removePlugin: () => {} },
      true,
    );

  it('turns on the default theme\'s "Last Updated" line, keeping the other theme options', async () => {
    expect((await config({ hideNavbar: 'auto' }))?.themeConfig).toEqual({
      hideNavbar: 'auto',
      lastUpdated: true,
    });
  });

  it("stops the build when the config also turns on Rspress's own plugin", async () => {
    expect(() => config({ lastUpdated: true })).toThrow(/Remove themeConfig.lastUpdated/);
  });
});
