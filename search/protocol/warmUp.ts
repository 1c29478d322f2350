import { ATTRIBUTES, attributeValue } from '../engine/attributes.ts';
import type { SearchEngine } from '../engine/engine.ts';
import { warmUpRounds } from '../engine/warmUp.ts';
import { answer } from './answer.ts';
import { docsearchQuery } from './docsearchRequest.ts';
import { prepareUnits } from './highlight.ts';
import { parseSearchParams } from './params.ts';

/**
 * An engine made ready for readers through the whole path of an answer: what the engine and the
 * highlighter would work out at first use, worked out ahead (`preparing`), then the warm-up's
 * queries asked as the DocSearch modal asks them (`warmingUp`).
 */

/**
 * The engine's preparation (`SearchEngine.preparing`), then every text's word units for snippets
 * (highlight.ts), a step every 50 records. The server does it at start (`prepare`).
 */
export function* preparing(engine: SearchEngine): Generator<void, void, void> {
  yield* engine.preparing();
  let count = 0;
  for (const record of engine.records) {
    for (const attribute of ATTRIBUTES) {
      const text = attributeValue(record, attribute);
      if (text) prepareUnits(text);
    }
    if (++count % 50 === 0) yield;
  }
}

export function prepare(engine: SearchEngine): void {
  for (const _ of preparing(engine));
}

/**
 * The browser provider's warm-up, one step at a time (client/warmUp.ts takes them in idle time):
 * the preparation, then the warm-up rounds (engine/warmUp.ts), each query answered as the modal
 * asks it.
 */
export function* warmingUp(engine: SearchEngine): Generator<void, void, void> {
  yield* preparing(engine);
  yield* warmUpRounds(engine, (query) => {
    answer(engine, parseSearchParams(docsearchQuery(query, engine.indexName)));
  });
}
