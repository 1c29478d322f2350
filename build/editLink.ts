import path from 'node:path';
import hostedGitInfo from 'hosted-git-info';
import type { NewIssueForm } from '../common/site.ts';

/** The `repository` field of package.json: a URL or shorthand, or an object with one. */
export type PackageRepository = string | { type?: string; url: string; directory?: string };

export interface EditLinkSource {
  /** The `repository` field of package.json. */
  repository: PackageRepository | undefined;
  /** A repository URL that replaces package.json's (`SITE_REPOSITORY.url` of common/site.ts). */
  url: string | null;
  /** The branch the links open. */
  branch: string;
  /** The docs folder, relative to the folder of package.json (`docs`). */
  docsDir: string;
}

/** What readers call each host the edit links can open. */
const HOST_NAMES = {
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  sourcehut: 'SourceHut',
} as const;

export type HostName = (typeof HOST_NAMES)[keyof typeof HOST_NAMES];

/** The repository the edit links open, as hosted-git-info reads it; throws when there is none. */
function repositoryOf({ repository, url }: EditLinkSource) {
  const source = url ?? (typeof repository === 'string' ? repository : repository?.url);
  if (!source) {
    throw new Error(
      'The edit links need a repository: set "repository" in package.json (or SITE_REPOSITORY.url in common/site.ts)',
    );
  }
  const host = hostedGitInfo.fromUrl(source);
  if (typeof host !== 'object' || !Object.hasOwn(HOST_NAMES, host.type)) {
    throw new Error(
      `The edit links need a GitHub, GitLab, Bitbucket or SourceHut repository, got "${source}"`,
    );
  }
  return { host, name: HOST_NAMES[host.type as keyof typeof HOST_NAMES] };
}

/** The name of the host of the repository the edit links open: `GitHub`, `GitLab`, … */
export function editLinkHost(source: EditLinkSource): HostName {
  return repositoryOf(source).name;
}

/** The i18n texts (`i18n.json`, merged by Rspress) as the config's `i18nSource` receives them. */
export type I18nSource = Record<string, Record<string, string>>;

/**
 * The texts with the host's name in place of `{{host}}` in `editLinkText` ("Edit this page on
 * {{host}}"), for the config's `i18nSource`: the link names the host it opens, in every language.
 */
export function withEditLinkHost(texts: I18nSource, host: HostName): I18nSource {
  const editLinkText = texts.editLinkText ?? {};
  return {
    ...texts,
    editLinkText: Object.fromEntries(
      Object.entries(editLinkText).map(([lang, text]) => [lang, text.replaceAll('{{host}}', host)]),
    ),
  };
}

/**
 * `themeConfig.editLink.docRepoBaseUrl`: the docs folder on the branch in the repository's web
 * editor, to which Rspress appends `/<lang>/<page>.md(x)`. The folder is under the `directory` of
 * package.json's `repository` when the site lives in a subfolder of its repository. Hosts whose
 * editor takes the path elsewhere than at the end (Bitbucket, SourceHut) get their file view.
 */
export function docRepoBaseUrl(source: EditLinkSource): string {
  const { repository, url, branch, docsDir } = source;
  const { host } = repositoryOf(source);
  const subfolder = url === null && typeof repository === 'object' ? repository.directory : '';
  const dir = path.posix.join(subfolder ?? '', docsDir).replace(/^\.?\/+|\/+$/g, '');
  const options = { committish: branch };
  const edit = host.edit(dir, options);
  return edit?.endsWith(`/${dir}`) ? edit : host.browse(dir, options);
}

/**
 * The new-issue form of each host whose form takes the issue's title and text from its URL, with
 * the names of those query parameters. Bitbucket's and SourceHut's take nothing from the URL.
 */
const NEW_ISSUE_FORMS = {
  github: { path: 'issues/new', titleParam: 'title', bodyParam: 'body' },
  gitlab: { path: '-/issues/new', titleParam: 'issue[title]', bodyParam: 'issue[description]' },
} as const;

/**
 * The form that opens a new issue in the repository of the edit links (the feedback block's
 * "Open an issue"), or `null` on a host whose form cannot be prefilled from its URL: the block
 * then offers the edit link alone.
 */
export function newIssueForm(source: EditLinkSource): NewIssueForm | null {
  const { host, name } = repositoryOf(source);
  if (!Object.hasOwn(NEW_ISSUE_FORMS, host.type)) return null;
  const { path: formPath, ...params } = NEW_ISSUE_FORMS[host.type as keyof typeof NEW_ISSUE_FORMS];
  return { url: `${host.browse()}/${formPath}`, ...params, host: name };
}
