import { Converter } from 'opencc-js/t2cn';

/**
 * Traditional → Simplified Chinese for queries, with OpenCC's dictionaries (opencc-js): the pages
 * and their index are in Simplified characters, and readers in Taiwan or Hong Kong type
 * Traditional ones. A query with Traditional characters is converted with the Taiwan phrase
 * dictionary too (搜尋 → 搜索, 外掛 → 插件, 元件 → 组件); a Simplified query is left as it is.
 * Loaded only where the engine runs: the server, and the browser provider once a query has Han
 * characters.
 */
const characters = Converter({ from: 't', to: 'cn' });
const phrases = Converter({ from: 'twp', to: 'cn' });

export function toSimplified(text: string): string {
  return characters(text) === text ? text : phrases(text);
}
