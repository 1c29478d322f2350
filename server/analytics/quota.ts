/**
 * A daily quota of stored records, per client (the IP address, kept in memory only, never
 * stored) and for all clients together, counted by this server process from UTC midnight to UTC
 * midnight. Past it, records are refused: the rate limit bounds requests, this bounds what they
 * store (1,000 events a request would otherwise make a limit of requests a limit of nothing).
 */
export type QuotaRefusal = 'quota_client' | 'quota_total';

export interface QuotaOptions {
  /** Records a day per client; 0: no limit. */
  perClient: number;
  /** Records a day for all clients; 0: no limit. */
  total: number;
  /** Clients remembered in a day; past it, new clients are refused (memory stays bounded). */
  maxClients?: number;
  now?: () => number;
}

export class DailyQuota {
  private day = -1;
  private clients = new Map<string, number>();
  private all = 0;
  private readonly maxClients: number;
  private readonly now: () => number;
  /** Called once a day for each kind of refusal, the first time it happens. */
  onFirstRefusal?: (reason: QuotaRefusal) => void;
  private refusedToday = new Set<QuotaRefusal>();

  constructor(readonly options: QuotaOptions) {
    this.maxClients = options.maxClients ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Takes `n` records of the quota for `client`, or answers why it cannot (taking nothing). */
  take(client: string, n: number): QuotaRefusal | null {
    const day = Math.floor(this.now() / 86_400_000);
    if (day !== this.day) {
      this.day = day;
      this.clients.clear();
      this.all = 0;
      this.refusedToday.clear();
    }
    const { perClient, total } = this.options;
    const used = this.clients.get(client);
    let refusal: QuotaRefusal | null = null;
    if (total > 0 && this.all + n > total) refusal = 'quota_total';
    else if (perClient > 0 && (used ?? 0) + n > perClient) refusal = 'quota_client';
    else if (perClient > 0 && used === undefined && this.clients.size >= this.maxClients) {
      refusal = 'quota_client';
    }
    if (refusal) {
      if (!this.refusedToday.has(refusal)) {
        this.refusedToday.add(refusal);
        this.onFirstRefusal?.(refusal);
      }
      return refusal;
    }
    this.all += n;
    if (perClient > 0) this.clients.set(client, (used ?? 0) + n);
    return null;
  }
}
