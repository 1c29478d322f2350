/**
 * Ports of the end-to-end tests' servers: the site's (playwright.config.ts), the replica's and the
 * browser provider's (fixtures.ts), three consecutive ports from
 * `E2E_PORT_BASE` (default 4174), so that two checkouts can run their suites side by side.
 * `npm run build:e2e` bakes the replica's port into the search client of `doc_build`.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4174);

export const E2E_PORTS = { site: base, replica: base + 1, browserProvider: base + 2 } as const;

/** The site server's ANALYTICS_TOKEN in the end-to-end tests (the report at /_analytics). */
export const E2E_ANALYTICS_TOKEN = 'e2e-analytics-token-not-a-secret';
