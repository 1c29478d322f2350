/**
 * The answers this browser gave, per page, kept in localStorage so that the feedback block shows
 * them again after a reload or a later visit: which vote, under which answer id (a changed vote or
 * a comment added later updates the same answer on the server), and whether a comment was sent.
 */

/** localStorage key of the answers: one JSON object, by page path. */
export const VOTES_KEY = 'rspress-docs-feedback';

export interface StoredVote {
  id: string;
  helpful: boolean;
  commented: boolean;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readAll(storage: Storage | undefined): Record<string, StoredVote> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(VOTES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, StoredVote>) : {};
  } catch {
    return {};
  }
}

/** The answer given on the page at `path`, if this browser remembers one. */
export function storedVote(path: string, storage = safeStorage()): StoredVote | undefined {
  const vote = readAll(storage)[path];
  return vote &&
    typeof vote.id === 'string' &&
    typeof vote.helpful === 'boolean' &&
    typeof vote.commented === 'boolean'
    ? vote
    : undefined;
}

/** Remembers the answer given on the page at `path`; a storage that refuses forgets it. */
export function storeVote(path: string, vote: StoredVote, storage = safeStorage()): void {
  try {
    storage?.setItem(VOTES_KEY, JSON.stringify({ ...readAll(storage), [path]: vote }));
  } catch {}
}
