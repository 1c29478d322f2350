/**
 * The page script of bench/chromiumProvider.ts: the browser provider's work (bench/providerRun.ts)
 * with the index file fetched and the warm-up scheduled as search/client/client.ts does.
 */
import { warmUpWhenIdle } from '../search/client/warmUp.ts';
import { providerRun } from './providerRun.ts';

declare global {
  interface Window {
    runProvider: (recordsUrl: string, queries: string[]) => ReturnType<typeof providerRun>;
  }
}

window.runProvider = (recordsUrl, queries) =>
  providerRun(
    async () => {
      const response = await fetch(recordsUrl);
      if (!response.ok) throw new Error(`${recordsUrl} answered ${response.status}`);
      return response.json();
    },
    queries,
    warmUpWhenIdle,
  );
