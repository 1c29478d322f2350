/** Ports of the servers Playwright starts (see playwright.config.ts). */
export const E2E_PORTS = { site: 4174, replica: 4175, browserProvider: 4176 } as const;
