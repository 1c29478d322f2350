import type { SearchEngine } from './engine.ts';

/**
 * The warm-up: queries of every kind, asked before a reader types, so that V8 has optimized the
 * search code by then. A fresh engine's first queries run in V8's interpreter and baseline code
 * and take several times longer (measured after the first answer: 3–6 ms, one 12 ms, against
 * under 1.5 ms once optimized); the browser provider takes these steps in idle time after its
 * first answer, so the reader's next keystrokes find the code optimized.
 */

/**
 * Rounds of the warm-up: V8 optimizes a function after enough calls, and the functions called once
 * per query need about this many (measured: p99 per query after the warm-up 7.9/13.1 ms with 1
 * round, 5.1/7.0 with 6, 4.1/3.5 with 10, en/zh), about 0.2 s of idle time in all.
 */
const WARM_UP_ROUNDS = 10;

/**
 * Asks the warm-up queries, one per step, WARM_UP_ROUNDS times over with the engine's caches
 * emptied in between, then forgets what they cached. `ask` answers a query as a reader's would be
 * (the protocol's whole answer, protocol/warmUp.ts), so that every path it takes is warmed up.
 */
export function* warmUpRounds(
  engine: SearchEngine,
  ask: (query: string) => void,
): Generator<void, void, void> {
  const { rounds, everyPath } = warmUpQueries(engine);
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const query of round === 1 ? everyPath : rounds) {
      ask(query);
      yield;
    }
    engine.forget();
  }
}

/**
 * Queries that take every path of the search code, so that none is first taken, unoptimized,
 * while a reader types (V8 optimizes a function for the paths it has seen and falls back to its
 * interpreter on a new one): a reader's first letters, a word, the word with a typo, two and
 * three words, the second being typed, a word the pages lack (dropped), nothing found, a
 * camelCase name, its words apart and its first letters, Chinese, mixed. Made of the commonest
 * words of the best-ranked records, whatever the index's language.
 */
export function warmUpQueries(engine: SearchEngine): { rounds: string[]; everyPath: string[] } {
  const counts = new Map<string, number>();
  let han = '';
  let camel = '';
  for (const { hierarchy, content } of engine.bestRecords(50)) {
    const text = `${hierarchy.lvl1 ?? ''} ${content ?? ''}`;
    for (const word of text.toLowerCase().match(/[a-z]{5,}/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    han ||= /\p{Script=Han}{5,}/u.exec(text)?.[0] ?? '';
    camel ||= /\b[a-z]{2,}[A-Z][a-z]{2,}\b/.exec(text)?.[0] ?? '';
  }
  const [first = '', second = '', third = ''] = [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([word]) => word);
  const typo = first && `${first.slice(0, 2)}${first[2] === 'x' ? 'y' : 'x'}${first.slice(3)}`;
  const camelWords = camel.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const absent = 'qzxjv';
  const queries = [
    ...(first ? [first[0], first.slice(0, 2), first.slice(0, 3), first, typo, absent] : []),
    ...(second ? [`${first} ${second[0]}`, `${first} ${second}`] : []),
    ...(third ? [`${first} ${second} ${third.slice(0, 3)}`, `${first} ${second} ${absent}`] : []),
    ...(camel ? [camel.slice(0, 4), camel, camelWords] : []),
    ...(han ? [han[0], han.slice(0, 2), han, `${first} ${han.slice(0, 2)}`.trim()] : []),
    // Question words only: looked for, not passed over (query.ts).
    'how to',
  ];
  // The second round also types, keystroke by keystroke, three words (a space after each
  // whole one), the camelCase name and the Chinese phrase, and asks a few more kinds of
  // query: the paths a reader's keystrokes take through the code (a page filled in one batch
  // or several, a word dropped and back) all run while warming up. A path first taken after
  // V8 optimized the code throws the optimized code away; taken here, the later rounds
  // optimize the code again with every path known, so the reader's keystrokes meet none new.
  // (Not the first round: the compact one gets the common paths optimized soonest, for the
  // keystrokes that come while the warm-up runs.)
  const typed = (phrase: string) => {
    const chars = [...phrase];
    return chars.map((_, i) => chars.slice(0, i + 1).join(''));
  };
  const synonyms = engine.synonymPhrases();
  const everyPath = [
    ...typed([first, second, third].filter(Boolean).join(' ')),
    ...typed(camel),
    ...typed([...han].slice(0, 8).join('')),
    // A question around a word, in both languages; nothing but punctuation; a phrase the
    // synonym table knows (Latin and Chinese).
    ...typed(`how to ${first}`.trim()),
    `how to ${first} ${absent}`.replace(/\s+/g, ' '),
    `如何${han.slice(0, 2)}`,
    // A camelCase name, whole, then a word: a phrase whose next token starts inside the name.
    camel && `${camel} ${first}`.trim(),
    '-',
    synonyms.find((key) => /^[a-z]/.test(key)),
    synonyms.find((key) => /^\p{Script=Han}/u.test(key)),
    ...queries,
  ];
  const real = (list: (string | undefined)[]) => [
    ...new Set(list.filter((query): query is string => Boolean(query))),
  ];
  return { rounds: real(queries), everyPath: real(everyPath) };
}
