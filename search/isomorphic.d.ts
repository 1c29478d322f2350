/**
 * The few web-platform APIs that Node (20 and later) and every browser provide alike, for the code
 * that runs in both (search/tsconfig.isomorphic.json): it is compiled without Node's types and
 * without the DOM, so that a Node API (`Buffer`, `node:*` modules) or a browser one (`window`,
 * `document`) in it fails the type check. Declared as narrowly as the code uses them.
 */

interface Performance {
  now(): number;
}
declare var performance: Performance;

interface TextEncoder {
  encode(input?: string): Uint8Array;
}
declare var TextEncoder: { new (): TextEncoder };

interface Crypto {
  getRandomValues<T extends Uint8Array>(array: T): T;
}
declare var crypto: Crypto;

interface URLSearchParams {
  get(name: string): string | null;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}
declare var URLSearchParams: {
  new (init?: string | [string, string][] | Record<string, string>): URLSearchParams;
};

declare function btoa(data: string): string;
declare function atob(data: string): string;
