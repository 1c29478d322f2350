/**
 * A claim is a test of the behaviour suite (`tests/behaviour`) that executes what a docs page says:
 * its title starts with the pages and headings whose sentences it checks, so that a failure points
 * at the sentence to change, the docs check can tell which reference entries no test pins
 * (scripts/check-docs/behaviourPins.ts), and `npm run docs:verify` can list the headings whose
 * claims no longer hold on another Rspress version.
 */
import { it } from 'vitest';

/**
 * `<page>#<id>`: the page's path under `docs/<lang>/` without its extension, and the id of the
 * heading (or anchored table row) whose sentences the test checks, e.g.
 * `api/config/config-basic#base`; a home page, which has no headings, is pinned by the front matter
 * block that states the fact (`index#hero`, `index#features`). The same pin covers both languages:
 * the twins state the same facts.
 */
export type Pin = `${string}#${string}`;

const PIN_FORMAT = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*#[a-z0-9-]+$/;

/** Between the pins and what the test checks, in a test's title. */
export const CLAIM_SEPARATOR = ' — ';

export function isPin(value: string): value is Pin {
  return PIN_FORMAT.test(value);
}

/** `api/config/config-basic#base, guide/basic/deploy#base-path — what it checks`. */
export function claimTitle(pins: readonly string[], what: string): string {
  return `${pins.join(', ')}${CLAIM_SEPARATOR}${what}`;
}

/** The pins at the start of a claim's title; none for a test that is not a claim. */
export function pinsOfTitle(title: string): Pin[] {
  const end = title.indexOf(CLAIM_SEPARATOR);
  if (end < 0) return [];
  const pins = title.slice(0, end).split(', ');
  return pins.every(isPin) ? (pins as Pin[]) : [];
}

/**
 * Declares a test that checks what the pinned headings say. `where` is one pin or several when the
 * same fact is stated on several pages (each of those sentences is then checked by this test).
 */
export function claim(
  where: Pin | readonly Pin[],
  what: string,
  test: () => unknown,
  timeout?: number,
): void {
  const pins = typeof where === 'string' ? [where] : [...where];
  if (pins.length === 0) throw new Error(`claim "${what}" pins no heading`);
  for (const pin of pins) {
    if (!isPin(pin)) throw new Error(`claim "${what}": "${pin}" is not <page>#<heading id>`);
  }
  it(claimTitle(pins, what), test, timeout);
}
