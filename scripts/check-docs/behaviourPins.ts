/**
 * Behaviour pins: which headings of the docs a test of the behaviour suite (`tests/behaviour`)
 * executes. A claim's first argument names them (`claim('api/config/config-basic#base', …)`,
 * tests/support/claims.ts); this module reads them from the test files without running the tests.
 *
 * The check fails for
 * - an entry of the API reference that no claim pins and that is not listed, with its reason, in
 *   `tests/behaviour/unpinned.json`. The entries are the items the reference coverage requires
 *   (reference-coverage.ts: every config key, theme config key, front matter field, runtime export,
 *   theme component, command and flag), at the heading that documents them, and the nested options
 *   documented under a heading of their own (`#### route.cleanUrls {#route-cleanurls}`);
 * - a pin whose page or heading does not exist (the sentence it checked has moved or gone); a home
 *   page, which has no headings, is pinned by the blocks of its front matter (`index#features`);
 * - an exception that names no entry, or an entry that a claim pins (the list only shrinks).
 * `pinReport` gives, per page, the entries and headings no claim pins, for `npm run check:docs -- --pins`.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type { DocsContext } from './context.ts';
import {
  cliReferenceItems,
  type PageHeading,
  parseHeadings,
  type ReferenceItem,
  readCli,
  typeReferenceItems,
} from './reference-coverage.ts';
import type { Problem } from './types.ts';

export const BEHAVIOUR_DIR = path.join('tests', 'behaviour');
export const UNPINNED_FILE = path.join(BEHAVIOUR_DIR, 'unpinned.json');

/** Where a claim is declared. */
export interface ClaimSite {
  file: string;
  line: number;
}

/** Every pin of the behaviour suite, with the claims that pin it. */
export type Pins = Map<string, ClaimSite[]>;

async function listTestFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listTestFiles(full)));
    else if (/\.(ts|tsx)$/.test(entry.name)) files.push(full);
  }
  return files.sort();
}

function stringsOf(node: ts.Expression): string[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) {
    const values = node.elements.map((element) =>
      ts.isStringLiteral(element) || ts.isNoSubstitutionTemplateLiteral(element)
        ? element.text
        : undefined,
    );
    return values.every((value) => value !== undefined) ? (values as string[]) : undefined;
  }
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return stringsOf(node.expression);
  return undefined;
}

/**
 * The pins of the claims in a test file's source: calls of `claim(…)` whose first argument is a
 * string or an array of strings written out. A claim whose pins are computed is reported, since no
 * reader of the file could tell what it pins.
 */
export function claimsOfSource(
  file: string,
  source: string,
): { pins: { pin: string; site: ClaimSite }[]; problems: Problem[] } {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const pins: { pin: string; site: ClaimSite }[] = [];
  const problems: Problem[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'claim'
    ) {
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const first = node.arguments[0];
      const values = first ? stringsOf(first) : undefined;
      if (values) for (const pin of values) pins.push({ pin, site: { file, line } });
      else problems.push({ file, message: `line ${line}: a claim's pins must be written out` });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { pins, problems };
}

/** Reads every claim of the behaviour suite. */
export async function readPins(rootDir: string): Promise<{ pins: Pins; problems: Problem[] }> {
  const pins: Pins = new Map();
  const problems: Problem[] = [];
  for (const absolute of await listTestFiles(path.join(rootDir, BEHAVIOUR_DIR))) {
    const file = path.relative(rootDir, absolute).split(path.sep).join('/');
    const found = claimsOfSource(file, await readFile(absolute, 'utf8'));
    problems.push(...found.problems);
    for (const { pin, site } of found.pins) pins.set(pin, [...(pins.get(pin) ?? []), site]);
  }
  return { pins, problems };
}

/** The exceptions: reference entries no claim pins, each with the reason. */
export async function readUnpinned(rootDir: string): Promise<Record<string, string>> {
  const file = path.join(rootDir, UNPINNED_FILE);
  if (!existsSync(file)) return {};
  const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const result: Record<string, string> = {};
  for (const [pin, reason] of Object.entries(data)) {
    if (pin.startsWith('$')) continue;
    result[pin] = typeof reason === 'string' ? reason : '';
  }
  return result;
}

/** A page's headings and anchored rows, by the page path used in pins. */
interface PageAnchors {
  file: string;
  source: string;
  headings: PageHeading[];
}

/**
 * The blocks of a home page's front matter that make statements (a home page has no headings):
 * `index#hero` and `index#features` pin the hero's texts and the features' texts.
 */
const HOME_BLOCKS = ['hero', 'features'] as const;

function homeBlocks(frontMatter: string): PageHeading[] {
  if (!/^pageType:\s*['"]?home['"]?\s*$/m.test(frontMatter)) return [];
  return HOME_BLOCKS.filter((key) => new RegExp(`^${key}:`, 'm').test(frontMatter)).map((key) => ({
    id: key,
    text: key,
  }));
}

function pageOf(ctx: DocsContext, slug: string): PageAnchors | undefined {
  const page = ctx.pages.en.find((candidate) => candidate.slug === slug);
  if (!page) return undefined;
  return {
    file: page.file,
    source: page.source,
    headings: [
      ...page.headings.map((heading) => ({ id: heading.id, text: heading.text })),
      ...page.rowAnchors.map((row) => ({ id: row.id, text: row.name })),
      ...homeBlocks(page.frontMatter),
    ],
  };
}

/** One entry of the API reference: the item and the pin of the heading that documents it. */
export interface ReferenceEntry {
  name: string;
  kind: string;
  pin: string;
}

/** The heading above the first mention of `name` in backticks (an icon in the icons section). */
function headingAboveMention(source: string, name: string): string | undefined {
  const at = source.indexOf(`\`${name}\``);
  if (at < 0) return undefined;
  const before = parseHeadings(source.slice(0, at));
  return before.reverse().find((heading) => heading.id)?.id;
}

const NESTED_OPTION = /^[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+$/;

/** Every entry of the API reference, at the English page and heading that document it. */
export async function referenceEntries(ctx: DocsContext): Promise<ReferenceEntry[]> {
  const items: ReferenceItem[] = [
    ...typeReferenceItems(ctx.projectDir),
    ...cliReferenceItems(await readCli(ctx.projectDir)),
  ];
  const entries: ReferenceEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: ReferenceEntry) => {
    if (seen.has(entry.pin)) return;
    seen.add(entry.pin);
    entries.push(entry);
  };
  for (const item of items) {
    for (const slug of item.pages) {
      const page = pageOf(ctx, slug);
      if (!page) continue;
      const id =
        item.match === 'mention'
          ? headingAboveMention(page.source, item.name)
          : page.headings.find(
              (heading) =>
                heading.id === item.id || (item.match === 'heading' && heading.text === item.name),
            )?.id;
      if (id) {
        add({ name: item.name, kind: item.kind, pin: `${slug}#${id}` });
        break;
      }
    }
  }
  const apiSlugs = ctx.pages.en.map((page) => page.slug).filter((slug) => slug.startsWith('api/'));
  for (const slug of apiSlugs) {
    for (const heading of pageOf(ctx, slug)?.headings ?? []) {
      if (heading.id && NESTED_OPTION.test(heading.text)) {
        add({ name: heading.text, kind: 'nested option', pin: `${slug}#${heading.id}` });
      }
    }
  }
  return entries;
}

/** The docs check: unpinned reference entries, stale pins and stale exceptions. */
export async function checkBehaviourPins(ctx: DocsContext): Promise<Problem[]> {
  const { pins, problems } = await readPins(ctx.rootDir);
  const unpinned = await readUnpinned(ctx.rootDir);
  return [...problems, ...pinProblems(ctx, pins, unpinned, await referenceEntries(ctx))];
}

/** What `checkBehaviourPins` reports, given the pins, the exceptions and the reference entries. */
export function pinProblems(
  ctx: DocsContext,
  pins: Pins,
  unpinned: Record<string, string>,
  entries: ReferenceEntry[],
): Problem[] {
  const problems: Problem[] = [];
  for (const [pin, sites] of pins) {
    const [slug = '', id = ''] = pin.split('#');
    const page = pageOf(ctx, slug);
    const file = sites[0]?.file ?? BEHAVIOUR_DIR;
    const line = sites[0]?.line ?? 0;
    if (!page) {
      problems.push({
        file,
        message: `line ${line}: claim pins ${pin}, but docs/en/${slug} is no page`,
      });
    } else if (!page.headings.some((heading) => heading.id === id)) {
      problems.push({
        file,
        message: `line ${line}: claim pins ${pin}, but ${page.file} has no heading or anchored row {#${id}}`,
      });
    }
  }
  const entryPins = new Set(entries.map((entry) => entry.pin));
  for (const entry of entries) {
    if (pins.has(entry.pin) || entry.pin in unpinned) continue;
    const [slug = ''] = entry.pin.split('#');
    problems.push({
      file: pageOf(ctx, slug)?.file ?? `docs/en/${slug}`,
      message: `${entry.kind} \`${entry.name}\` (${entry.pin}) is pinned by no claim of ${BEHAVIOUR_DIR} and is not in ${UNPINNED_FILE}`,
    });
  }
  for (const [pin, reason] of Object.entries(unpinned)) {
    if (!entryPins.has(pin)) {
      problems.push({ file: UNPINNED_FILE, message: `${pin} is no entry of the API reference` });
    } else if (pins.has(pin)) {
      problems.push({
        file: UNPINNED_FILE,
        message: `${pin} is pinned by a claim (${pins.get(pin)?.[0]?.file}): remove the exception`,
      });
    } else if (reason.trim().length < 20) {
      problems.push({ file: UNPINNED_FILE, message: `${pin}: say why no claim can pin it` });
    }
  }
  return problems;
}

/** Per page: how many of its headings claims pin, and which reference entries they leave out. */
export async function pinReport(ctx: DocsContext): Promise<string> {
  const { pins } = await readPins(ctx.rootDir);
  const unpinned = await readUnpinned(ctx.rootDir);
  const entries = await referenceEntries(ctx);
  const lines: string[] = [];
  for (const page of [...ctx.pages.en].sort((a, b) => a.slug.localeCompare(b.slug))) {
    if (page.slug.startsWith('fragments/') || page.slug === '404') continue;
    const anchors = pageOf(ctx, page.slug);
    const ids = (anchors?.headings ?? []).flatMap((heading) => (heading.id ? [heading.id] : []));
    const pinned = ids.filter((id) => pins.has(`${page.slug}#${id}`));
    const pageEntries = entries.filter((entry) => entry.pin.startsWith(`${page.slug}#`));
    const open = pageEntries.filter((entry) => !pins.has(entry.pin));
    const excepted = open.filter((entry) => entry.pin in unpinned);
    const missing = open.filter((entry) => !(entry.pin in unpinned));
    let line = `${page.slug}: ${pinned.length} of ${ids.length} headings pinned`;
    if (pageEntries.length > 0) {
      line += `; reference entries ${pageEntries.length - open.length} of ${pageEntries.length} pinned`;
      if (excepted.length > 0) line += `, ${excepted.length} listed as exceptions`;
      if (missing.length > 0)
        line += `; unpinned: ${missing.map((entry) => entry.name).join(', ')}`;
    }
    const openHeadings = ids.filter((id) => !pins.has(`${page.slug}#${id}`));
    if (openHeadings.length > 0)
      line += `\n  not pinned: ${openHeadings.map((id) => `#${id}`).join(' ')}`;
    lines.push(line);
  }
  return lines.join('\n');
}
