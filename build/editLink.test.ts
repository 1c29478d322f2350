import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RouteService } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { LANGS, SITE_REPOSITORY } from '../common/site.ts';
import i18n from '../i18n.json';
import config from '../rspress.config.ts';
import { docRepoBaseUrl, editLinkHost, newIssueForm, withEditLinkHost } from './editLink.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
const base = (repository: Parameters<typeof docRepoBaseUrl>[0]['repository'], url = null) =>
  docRepoBaseUrl({ repository, url, branch: 'main', docsDir: 'docs' });

describe('the base of the edit links', () => {
  it('reads every form npm accepts for the repository of package.json', () => {
    for (const repository of [
      'github:acme/site',
      'acme/site',
      'https://github.com/acme/site',
      'git@github.com:acme/site.git',
      { type: 'git', url: 'git+https://github.com/acme/site.git' },
    ]) {
      expect(base(repository)).toBe('https://github.com/acme/site/edit/main/docs');
    }
  });

  it('puts the docs under the directory of a site that lives in a subfolder of its repository', () => {
    const repository = { type: 'git', url: 'https://github.com/acme/mono', directory: 'website/' };
    expect(base(repository)).toBe('https://github.com/acme/mono/edit/main/website/docs');
  });

  it('takes the URL of common/site.ts over package.json, without its directory', () => {
    const repository = { type: 'git', url: 'https://github.com/acme/mono', directory: 'website' };
    expect(
      docRepoBaseUrl({ repository, url: 'gitlab:acme/docs', branch: 'next', docsDir: 'docs' }),
    ).toBe('https://gitlab.com/acme/docs/-/edit/next/docs');
  });

  it('links to the file view of hosts whose editor does not end with the path', () => {
    expect(base('bitbucket:acme/site')).toBe('https://bitbucket.org/acme/site/src/main/docs');
  });

  it('stops the build without a repository it can link to', () => {
    expect(() => base(undefined)).toThrow(/set "repository" in package.json/);
    expect(() => base('https://example.com/acme/site.git')).toThrow(/got "https:\/\/example.com/);
  });
});

describe('the text of the edit links', () => {
  const hostOf = (repository: string) =>
    editLinkHost({ repository, url: null, branch: 'main', docsDir: 'docs' });

  it.each([
    ['github:acme/site', 'Edit this page on GitHub', '在 GitHub 上编辑此页'],
    ['https://gitlab.com/acme/site.git', 'Edit this page on GitLab', '在 GitLab 上编辑此页'],
    ['bitbucket:acme/site', 'Edit this page on Bitbucket', '在 Bitbucket 上编辑此页'],
    ['https://git.sr.ht/~acme/site', 'Edit this page on SourceHut', '在 SourceHut 上编辑此页'],
  ])('names the host of %s in both languages', (repository, en, zh) => {
    const texts = withEditLinkHost(i18n, hostOf(repository));
    expect(texts.editLinkText).toEqual({ en, zh });
    // The other texts as they were.
    expect(texts.guide).toEqual(i18n.guide);
  });

  it('stops the build for a repository that is not on one of those hosts', () => {
    expect(() => hostOf('gist:a1b2c3')).toThrow(/GitHub, GitLab, Bitbucket or SourceHut/);
  });

  it("names the host of this site's repository in the site's texts", async () => {
    expect(typeof config.i18nSource).toBe('function');
    if (typeof config.i18nSource !== 'function') return;
    const { editLinkText } = await config.i18nSource(i18n);
    const [, hostDomain] =
      /^https:\/\/([^/]+)\//.exec(config.themeConfig?.editLink?.docRepoBaseUrl ?? '') ?? [];
    expect(hostDomain).toBe('github.com');
    expect(editLinkText).toEqual({ en: 'Edit this page on GitHub', zh: '在 GitHub 上编辑此页' });
  });
});

describe('the new-issue form of the feedback block', () => {
  const formOf = (repository: string, url: string | null = null) =>
    newIssueForm({ repository, url, branch: 'next', docsDir: 'docs' });

  it('opens the form of the repository of the edit links, with the names of its parameters', () => {
    for (const repository of ['github:acme/site', 'git+https://github.com/acme/site.git']) {
      expect(formOf(repository)).toEqual({
        url: 'https://github.com/acme/site/issues/new',
        titleParam: 'title',
        bodyParam: 'body',
        host: 'GitHub',
      });
    }
    expect(formOf('github:acme/site', 'https://gitlab.com/acme/group/docs.git')).toEqual({
      url: 'https://gitlab.com/acme/group/docs/-/issues/new',
      titleParam: 'issue[title]',
      bodyParam: 'issue[description]',
      host: 'GitLab',
    });
  });

  it('is left out on hosts whose form takes nothing from its URL', () => {
    expect(formOf('bitbucket:acme/site')).toBeNull();
    expect(formOf('https://git.sr.ht/~acme/site')).toBeNull();
    expect(() => formOf('gist:a1b2c3')).toThrow(/GitHub, GitLab, Bitbucket or SourceHut/);
  });

  it("is given to the site's pages, for the repository of the edit links", () => {
    const define = config.builderConfig?.source?.define ?? {};
    const form = JSON.parse(String(define.__NEW_ISSUE_FORM__));
    const docRepo = config.themeConfig?.editLink?.docRepoBaseUrl ?? '';
    expect(form).toMatchObject({ titleParam: 'title', bodyParam: 'body', host: 'GitHub' });
    expect(docRepo.startsWith(form.url.replace(/issues\/new$/, 'edit/'))).toBe(true);
  });
});

describe('the edit link of every page of the site', () => {
  const { repository } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
  const [, owner, name] =
    /github\.com[/:]([^/]+)\/([^/]+?)(?:\.git)?$/.exec(repository?.url ?? '') ?? [];

  it('opens, in the repository of package.json, a file of this repository', async () => {
    expect(owner, 'package.json names a GitHub repository').toBeTruthy();
    const docRepo = config.themeConfig?.editLink?.docRepoBaseUrl;
    expect(docRepo).toBeTypeOf('string');
    const routes = (
      await RouteService.create({ scanDir: config.root as string, config, externalPages: [] })
    ).getRoutes();
    expect(new Set(routes.map((route) => route.lang))).toEqual(new Set(LANGS));
    const edit = new RegExp(`^https://github\\.com/${owner}/${name}/edit/([^/]+)/(.+)$`);
    for (const route of routes) {
      // What the default theme's edit link does with the page's path under the docs root.
      const link = `${docRepo}/${route.relativePath}`;
      const [, branch, file = ''] = edit.exec(link) ?? [];
      expect(branch, link).toBe(SITE_REPOSITORY.branch);
      expect(path.join(projectRoot, file), link).toBe(route.absolutePath);
      expect(existsSync(path.join(projectRoot, file)), link).toBe(true);
    }
  });
});
