/**
 * What Commands says each `rspress` command and flag does, run in one scratch site: the dev server
 * (port, host, base, what it does when pages change, in Chromium), `build`, `preview` and `eject`
 * with their flags, the version and the help.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { rspressCli } from '../../../scripts/check-docs/scratchSite.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import { buildScratchSite, type ScratchBuild } from '../../support/scratchSite.ts';
import { freePort } from '../../support/siteServer.ts';

const SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Scratch', head: ['<meta name="from-head" content="yes">'] });
`,
  'config/other.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'website',
  title: 'Other',
  outDir: 'other_build',
  base: '/other/',
  builderConfig: { server: { port: Number(process.env.OTHER_PORT ?? 0) } },
});
`,
  'docs/index.md': '# Home\n\n[Guide](/guide)\n',
  'docs/guide.md': '# Guide\n\nGuide text.\n',
  'website/index.md': '# Website home\n',
  'website/page.md': '# Website page\n\nFrom the website folder.\n',
};

const LAN_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

interface Command {
  code: number;
  output: string;
}

interface CliServer {
  /** The first http URL the command printed. */
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

describe('the rspress commands in a scratch site', () => {
  let site: ScratchBuild;
  let browser: Browser;
  const children = new Set<ChildProcess>();

  function spawnCli(args: string[], env: Record<string, string> = {}): ChildProcess {
    const child = spawn(process.execPath, [rspressCli(), ...args], {
      cwd: site.dir,
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        RSPRESS_PERSISTENT_CACHE: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  }

  /** Runs a command that ends by itself. */
  function run(args: string[], env: Record<string, string> = {}): Promise<Command> {
    return new Promise((resolve) => {
      const child = spawnCli(args, { NODE_ENV: 'production', ...env });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      child.once('close', (code) => resolve({ code: code ?? 1, output }));
    });
  }

  /** Starts a server command and resolves once it has printed a URL and answers there. */
  async function serve(args: string[], env: Record<string, string> = {}): Promise<CliServer> {
    const child = spawnCli(args, env);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 120_000;
    let url: string | undefined;
    while (!url) {
      url = /https?:\/\/[^\s]+/.exec(output)?.[0];
      if (child.exitCode !== null) throw new Error(`rspress ${args.join(' ')} exited:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`rspress ${args.join(' ')} printed no URL:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const stop = async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          child.once('exit', resolve);
          setTimeout(resolve, 5_000);
        });
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    };
    return { url, output: () => output, stop };
  }

  /** Whether something answers HTTP at `url` (within a few seconds). */
  async function answers(url: string): Promise<number | undefined> {
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status;
    } catch {
      return undefined;
    }
  }

  /** Whether the port is free on every interface. */
  function isFree(port: number): Promise<boolean> {
    return new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
  }

  beforeAll(async () => {
    site = await buildScratchSite(SITE);
    expect(site.ok, site.output).toBe(true);
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await browser?.close();
    await site?.remove();
  });

  claim(
    [
      'api/commands#dev-version',
      'api/commands#dev-help',
      'api/commands#build-help',
      'api/commands#preview-help',
      'api/commands#eject-help',
    ],
    'print the version, and each command its usage and options',
    async () => {
      const version = await run(['--version']);
      expect(version.code).toBe(0);
      expect(version.output).toMatch(/rspress\/2\.0\.22 \S+ node-v\d+/);
      const help = await run(['--help']);
      expect(help.code).toBe(0);
      for (const word of [
        'build [root]',
        'preview [root]',
        'eject [component]',
        '--port',
        '--host',
        '--base',
        '--config',
        '--version',
      ]) {
        expect(help.output).toContain(word);
      }
      expect((await run(['dev', '--help'])).output).toContain('eject [component]');
      const build = await run(['build', '--help']);
      expect(build.output).toContain('rspress build [root]');
      expect(build.output).toContain('--base');
      const preview = await run(['preview', '--help']);
      expect(preview.output).toContain('--port');
      expect(preview.output).toContain('--host');
      const eject = await run(['eject', '--help']);
      expect(eject.output).toContain('eject');
      expect(eject.output).toContain('--config');
    },
  );

  claim(
    ['api/commands#usage', 'api/commands#build-config', 'api/commands#build'],
    'build with [root] and with --config another file: its root, outDir and base',
    async () => {
      const other = await run(['build', '--config', 'config/other.config.ts']);
      expect(other.code, other.output).toBe(0);
      const page = await readFile(path.join(site.dir, 'other_build', 'page.html'), 'utf8');
      expect(page).toContain('From the website folder.');
      expect(page).toMatch(/src="\/other\/static\/js\//);
      const withRoot = await run(['build', 'website']);
      expect(withRoot.code, withRoot.output).toBe(0);
      expect(await site.read('page.html')).toContain('From the website folder.');
      expect(site.has('guide.html')).toBe(false);
    },
  );

  claim(
    ['api/commands#build-base', 'api/commands#preview-base', 'api/config/config-basic#base'],
    'build --base prefixes links and assets; preview --base serves the build under it',
    async () => {
      const built = await run(['build', '--base', '/docs/']);
      expect(built.code, built.output).toBe(0);
      const home = await site.read('index.html');
      expect(home).toMatch(/href="\/docs\/guide(\.html)?"/);
      expect(home).toMatch(/src="\/docs\/static\/js\//);
      const port = await freePort();
      const preview = await serve(['preview', '--base', '/docs/', '--port', String(port)]);
      try {
        expect(await answers(`http://localhost:${port}/docs/guide`)).toBe(200);
      } finally {
        await preview.stop();
      }
    },
  );

  claim(
    ['api/commands#preview', 'api/commands#preview-port', 'guide/start/getting-started#preview'],
    'serve is an alias of preview, on port 4173 by default; PORT wins over --port',
    async () => {
      const free4173 = await isFree(4173);
      const alias = await serve(['serve']);
      try {
        if (free4173) expect(new URL(alias.url).port).toBe('4173');
        expect(await answers(new URL('/guide', alias.url).href)).toBe(200);
      } finally {
        await alias.stop();
      }
      const [flagPort, envPort] = [await freePort(), await freePort()];
      const preview = await serve(['preview', '--port', String(flagPort)], {
        PORT: String(envPort),
      });
      try {
        expect(await answers(`http://localhost:${envPort}/guide`)).toBe(200);
        expect(await answers(`http://localhost:${flagPort}/guide`)).toBeUndefined();
      } finally {
        await preview.stop();
      }
    },
  );

  claim(
    ['api/commands#preview-host', 'api/commands#environment-variables'],
    'preview listens on localhost by default, everywhere with --host; HOST wins over --host',
    async () => {
      expect(LAN_ADDRESS, 'a non-loopback IPv4 address').toBeDefined();
      const check = async (args: string[], env: Record<string, string>) => {
        const port = await freePort();
        const server = await serve(['preview', '--port', String(port), ...args], env);
        try {
          return {
            local: await answers(`http://127.0.0.1:${port}/`),
            lan: await answers(`http://${LAN_ADDRESS}:${port}/`),
          };
        } finally {
          await server.stop();
        }
      };
      expect(await check([], {})).toEqual({ local: 200, lan: undefined });
      expect(await check(['--host'], {})).toEqual({ local: 200, lan: 200 });
      expect(await check(['--host', '0.0.0.0'], { HOST: '127.0.0.1' })).toEqual({
        local: 200,
        lan: undefined,
      });
    },
  );

  claim(
    ['api/commands#preview-config', 'api/config/config-build#builderconfig'],
    "preview --config serves that config's outDir under its base, on its builderConfig.server.port",
    async () => {
      const port = await freePort();
      // other_build was written by the claim of build --config above.
      const preview = await serve(['preview', '--config', 'config/other.config.ts'], {
        OTHER_PORT: String(port),
      });
      try {
        expect(await answers(`http://localhost:${port}/other/page`)).toBe(200);
      } finally {
        await preview.stop();
      }
    },
  );

  claim(
    ['api/commands#dev', 'api/commands#dev-port'],
    'rspress [root] starts the dev server, on port 3000 by default',
    async () => {
      const free3000 = await isFree(3000);
      const dev = await serve(['website']);
      try {
        if (free3000) expect(dev.url).toMatch(/^http:\/\/localhost:3000\/?$/);
        else expect(Number(new URL(dev.url).port)).toBeGreaterThan(3000);
        // localhost: IPv4 or IPv6, whichever the system gives it.
        const port = new URL(dev.url).port;
        await expect
          .poll(
            async () =>
              (await answers(`http://127.0.0.1:${port}/page`)) ??
              (await answers(`http://[::1]:${port}/page`)),
            {
              timeout: 60_000,
              interval: 1_000,
            },
          )
          .toBe(200);
      } finally {
        await dev.stop();
      }
    },
  );

  claim(
    [
      'api/commands#dev',
      'api/commands#dev-port',
      'api/commands#dev-host',
      'api/commands#dev-base',
      'api/commands#dev-config',
      'guide/basic/conventional-route#file-to-route',
      'guide/start/getting-started#dev-server',
    ],
    'dev on a taken port moves to the next one, listens everywhere with --host, serves under --base; edits show without a reload, a new page joins the sidebar',
    async () => {
      expect(LAN_ADDRESS).toBeDefined();
      const taken = await freePort();
      const blocker: Server = createServer();
      await new Promise<void>((resolve) => blocker.listen(taken, resolve));
      const dev = await serve(
        [
          'dev',
          '--port',
          String(taken),
          '--host',
          '--base',
          '/my-project/',
          '--config',
          'rspress.config.ts',
        ],
        { NODE_ENV: 'development' },
      );
      try {
        const port = Number(new URL(dev.url).port);
        expect(port).not.toBe(taken);
        expect(dev.output()).not.toMatch(new RegExp(`${taken}.*(in use|occupied|taken)`, 'i'));
        // The URL is printed before the first compilation ends.
        await expect
          .poll(() => answers(`http://${LAN_ADDRESS}:${port}/my-project/guide`), {
            timeout: 90_000,
            interval: 1_000,
          })
          .toBe(200);
        const tab = await openHydrated(browser, `http://127.0.0.1:${port}/my-project/guide`);
        try {
          await tab.evaluate(() => {
            (window as unknown as { marker: string }).marker = 'same document';
          });
          await site.write('docs/guide.md', '# Guide\n\nEdited guide text.\n');
          await tab.waitForFunction(
            () => document.body.textContent?.includes('Edited guide text.'),
            undefined,
            { timeout: 60_000 },
          );
          expect(await tab.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
            'same document',
          );

          await site.write('docs/added.md', '# Added page\n\nNew.\n');
          // The server restarts; the sidebar of a reloaded page then lists the new page.
          await expect
            .poll(
              async () => {
                await tab.goto(`http://127.0.0.1:${port}/my-project/guide`).catch(() => undefined);
                return (
                  (await tab
                    .locator('.rp-doc-layout__sidebar')
                    .textContent({ timeout: 5_000 })
                    .catch(() => '')) ?? ''
                );
              },
              { timeout: 90_000, interval: 2_000 },
            )
            .toContain('Added page');
        } finally {
          await tab.context().close();
        }
      } finally {
        await dev.stop();
        blocker.close();
      }
    },
    240_000,
  );

  claim(
    'api/commands#eject',
    'eject lists components, copies one into theme/components, overwrites with a warning, and rejects an unknown name',
    async () => {
      const list = await run(['eject']);
      for (const name of ['Badge', 'HomeHero', 'Root', 'Toc']) expect(list.output).toContain(name);
      const first = await run(['eject', 'Badge']);
      expect(first.code, first.output).toBe(0);
      expect(existsSync(path.join(site.dir, 'theme', 'components', 'Badge'))).toBe(true);
      expect(
        (await readdir(path.join(site.dir, 'theme', 'components', 'Badge'))).length,
      ).toBeGreaterThan(0);
      const again = await run(['eject', 'Badge']);
      expect(again.code).toBe(0);
      expect(again.output).toMatch(/overwr|exist/i);
      const byName = await run(['eject', 'Nav']);
      expect(byName.code, byName.output).toBe(0);
      expect(existsSync(path.join(site.dir, 'theme', 'components', 'Nav'))).toBe(true);
      const unknown = await run(['eject', 'NoSuchComponent']);
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('HomeHero');
    },
  );

  claim(
    'api/commands#eject-config',
    'eject ignores --config: the copy goes to theme/components whatever themeDir says',
    async () => {
      await site.write(
        'config/theme-dir.config.ts',
        "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ themeDir: 'elsewhere' });\n",
      );
      const ejected = await run(['eject', 'Tag', '--config', 'config/theme-dir.config.ts']);
      expect(ejected.code, ejected.output).toBe(0);
      expect(existsSync(path.join(site.dir, 'theme', 'components', 'Tag'))).toBe(true);
      expect(existsSync(path.join(site.dir, 'elsewhere'))).toBe(false);
    },
  );
});
