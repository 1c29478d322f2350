/**
 * The reader's privacy choices and anonymous token, shared by search analytics and page
 * feedback. Small and free of dependencies: the feedback block loads it with every page.
 */

/** localStorage key of the anonymous per-browser token. */
export const TOKEN_KEY = 'rspress-docs-analytics-token';

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/**
 * False when the browser asks not to be tracked: Do Not Track (`navigator.doNotTrack`, or
 * `window.doNotTrack` in older browsers) or Global Privacy Control. Then nothing is sent.
 */
export function analyticsAllowed(
  nav: PrivacySignals = globalThis.navigator as PrivacySignals,
  win: { doNotTrack?: string | null } = globalThis as { doNotTrack?: string | null },
): boolean {
  if (nav?.globalPrivacyControl === true) return false;
  const dnt = nav?.doNotTrack ?? win?.doNotTrack;
  return !(dnt === '1' || dnt === 'yes');
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain HTTP (not a secure context) have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const newId = randomId;

let pageToken: string | undefined;

/**
 * The browser's anonymous token (`anon-` and a random UUID), kept in localStorage; a random
 * one per page when storage is unavailable. Not linked to anything but itself: it lets the
 * report tell a reader's keystrokes apart from another reader's.
 */
export function anonymousToken(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
): string {
  try {
    const stored = storage?.getItem(TOKEN_KEY);
    if (stored && /^anon-[0-9a-f-]{36}$/.test(stored)) return stored;
    const token = `anon-${randomId()}`;
    storage?.setItem(TOKEN_KEY, token);
    if (storage) return token;
  } catch {}
  pageToken ??= `anon-${randomId()}`;
  return pageToken;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
