/** What the peer engines of the relevance comparison (bench/relevance/peers/) answer. */
import type { Lang } from '../ourEngine.ts';

/** A peer's answer: the URLs it lists, in its order, and how many pages it found in all. */
export interface PeerAnswer {
  urls: string[];
  count: number;
}

/** A search engine set up over the built pages, one index per language. */
export interface Peer {
  search(lang: Lang, query: string): PeerAnswer | Promise<PeerAnswer>;
}
