/**
 * Set up before every unit test file. Testing Library's `findBy…` and `waitFor` wait for a
 * condition, not for a time: on a loaded machine the first import of a lazy chunk (a menu's
 * popover, the search modal) alone can take longer than their default second. Only the files that
 * run in jsdom use Testing Library, so only they load it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

export {};
