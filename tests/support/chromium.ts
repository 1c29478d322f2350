/**
 * The Chromium every end-to-end test and browser benchmark drives: Debian's (never a downloaded
 * browser), with flags that keep it from reaching the network on its own.
 */
export const CHROMIUM = {
  path: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  flags: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
