import { afterAll, describe, expect, it } from 'vitest';
import { claimsOfSource, type Pins, pinProblems, type ReferenceEntry } from './behaviourPins.ts';
import { fixtureContext, removeFixtures } from './fixture.ts';

afterAll(removeFixtures);

describe('reading the claims of a test file', () => {
  it('reads a pin, an array of pins and the line of each claim', () => {
    const source = `import { claim } from '../support/claims.ts';

claim('api/index#withbase', 'adds the base', () => {});
claim(
  ['api/index#options', 'guide/start/intro#install'],
  'says it twice',
  () => {},
);
it('is no claim', () => {});
`;
    const { pins, problems } = claimsOfSource('tests/behaviour/a.test.ts', source);
    expect(problems).toEqual([]);
    expect(pins).toEqual([
      { pin: 'api/index#withbase', site: { file: 'tests/behaviour/a.test.ts', line: 3 } },
      { pin: 'api/index#options', site: { file: 'tests/behaviour/a.test.ts', line: 4 } },
      { pin: 'guide/start/intro#install', site: { file: 'tests/behaviour/a.test.ts', line: 4 } },
    ]);
  });

  it('reports a claim whose pins are computed', () => {
    const source =
      "const page = 'api/index';\nclaim(page + '#withbase', 'adds the base', () => {});\n";
    const { pins, problems } = claimsOfSource('tests/behaviour/b.test.ts', source);
    expect(pins).toEqual([]);
    expect(problems).toEqual([
      { file: 'tests/behaviour/b.test.ts', message: "line 2: a claim's pins must be written out" },
    ]);
  });
});

describe('the behaviour pins check', () => {
  const entries: ReferenceEntry[] = [
    { name: 'withBase', kind: 'runtime export', pin: 'api/index#withbase' },
    { name: 'isDataUrl', kind: 'runtime export', pin: 'api/index#isdataurl' },
  ];
  const site = { file: 'tests/behaviour/a.test.ts', line: 7 };
  const pinsOf = (...pins: string[]): Pins => new Map(pins.map((pin) => [pin, [site]]));
  const reason = 'needs a hosting provider that cannot run here';

  it('passes when every entry is pinned or excepted with a reason', async () => {
    const ctx = await fixtureContext();
    const pins = pinsOf('api/index#withbase', 'guide/start/intro#install');
    expect(pinProblems(ctx, pins, { 'api/index#isdataurl': reason }, entries)).toEqual([]);
  });

  it('fails for an entry that no claim pins and no exception lists', async () => {
    const ctx = await fixtureContext();
    const problems = pinProblems(ctx, pinsOf('api/index#withbase'), {}, entries);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe('docs/en/api/index.md');
    expect(problems[0]?.message).toContain(
      '`isDataUrl` (api/index#isdataurl) is pinned by no claim',
    );
  });

  it('fails for a pin whose page or heading does not exist', async () => {
    const ctx = await fixtureContext();
    const pins = pinsOf('api/index#withbase', 'api/index#gone', 'guide/start/missing#install');
    const messages = pinProblems(ctx, pins, { 'api/index#isdataurl': reason }, entries).map(
      (problem) => `${problem.file}: ${problem.message}`,
    );
    expect(messages).toEqual([
      'tests/behaviour/a.test.ts: line 7: claim pins api/index#gone, but docs/en/api/index.md has no heading or anchored row {#gone}',
      'tests/behaviour/a.test.ts: line 7: claim pins guide/start/missing#install, but docs/en/guide/start/missing is no page',
    ]);
  });

  it('pins a home page by the blocks of its front matter, and by no block it lacks', async () => {
    const ctx = await fixtureContext();
    const messages = pinProblems(ctx, pinsOf('index#hero', 'index#features'), {}, []).map(
      (problem) => problem.message,
    );
    expect(messages).toEqual([
      'line 7: claim pins index#features, but docs/en/index.md has no heading or anchored row {#features}',
    ]);
  });

  it('fails for an exception that is pinned, names no entry or gives no reason', async () => {
    const ctx = await fixtureContext();
    const unpinned = {
      'api/index#withbase': reason,
      'api/index#options': reason,
      'api/index#isdataurl': 'no',
    };
    const messages = pinProblems(ctx, pinsOf('api/index#withbase'), unpinned, entries).map(
      (problem) => problem.message,
    );
    expect(messages).toEqual([
      'api/index#withbase is pinned by a claim (tests/behaviour/a.test.ts): remove the exception',
      'api/index#options is no entry of the API reference',
      'api/index#isdataurl: say why no claim can pin it',
    ]);
  });
});
