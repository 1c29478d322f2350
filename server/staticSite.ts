import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markdownLink, markdownTwinOf, prefersMarkdown, urlOf } from './markdownTwin.ts';
import { notFoundPageFor } from './notFound.ts';

/** Files the build precompresses (scripts/precompress.ts): their answers vary by encoding. */
const COMPRESSIBLE = /\.(html|md|js|mjs|css|json|svg|xml|txt|map)$/;

/** Where a URL path leads in the build. */
export type Resolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' }
  | { kind: 'invalid'; reason: string };

async function kindOf(file: string): Promise<'file' | 'directory' | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? 'file' : info.isDirectory() ? 'directory' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Maps a request path (still URL-encoded, without the query string) to a file of the build:
 * the file itself, `x.html` for `/x` (clean URLs), `x/index.html` for `/x/`, and a redirect
 * from `/x` to `/x/` for a directory with an index. Paths that could reach outside the build
 * (`..` in any encoding, backslashes, NUL) or are not valid UTF-8 are invalid, never looked up.
 */
export async function resolveSitePath(root: string, rawPath: string): Promise<Resolution> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'invalid', reason: 'The path is not valid URL-encoded UTF-8' };
  }
  if (decoded.includes('\0')) return { kind: 'invalid', reason: 'The path contains NUL' };
  if (decoded.includes('\\')) return { kind: 'invalid', reason: 'The path contains a backslash' };
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return { kind: 'invalid', reason: 'The path contains a dot segment' };
  }
  const relative = segments.join('/');
  const wantsDirectory = decoded.endsWith('/');
  const candidate = path.join(root, relative);
  if (wantsDirectory || relative === '') {
    const index = path.join(relative, 'index.html');
    return (await kindOf(path.join(root, index))) === 'file'
      ? { kind: 'file', file: index }
      : { kind: 'missing' };
  }
  const kind = await kindOf(candidate);
  if (kind === 'file') return { kind: 'file', file: relative };
  if (kind === 'directory' && (await kindOf(path.join(candidate, 'index.html'))) === 'file') {
    // Built from the checked segments, so `//host` can never become a protocol-relative URL.
    return { kind: 'redirect', location: `/${segments.map(encodeURIComponent).join('/')}/` };
  }
  if ((await kindOf(`${candidate}.html`)) === 'file') {
    return { kind: 'file', file: `${relative}.html` };
  }
  return { kind: 'missing' };
}

/** Hashed files under /static/ never change; everything else is revalidated. */
export function cacheControlFor(relativeFile: string): string {
  return relativeFile.split(path.sep)[0] === 'static'
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * The built site: GET and HEAD only (405 otherwise), brotli or gzip files made at build time
 * when the client accepts them, ETag and Last-Modified with 304 answers, and the 404 page of the
 * path's language with status 404. A page with a Markdown twin answers it to clients that prefer
 * `text/markdown` (markdownTwin.ts), and links to it from its HTML; both answers vary by `Accept`.
 */
export async function registerStaticSite(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // Routes are ours (clean URLs, safe resolution); the plugin sends the files.
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath).replace(/\.(br|gz)$/, '');
      res.setHeader('Cache-Control', cacheControlFor(relative));
      if (COMPRESSIBLE.test(relative)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const page = notFoundPageFor(request.url, root);
    reply.code(404).header('Cache-Control', 'no-cache');
    if (page) return reply.sendFile(page, root, { etag: false, lastModified: false });
    return reply.type('text/plain; charset=utf-8').send('Not found');
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const rawPath = request.url.split('?')[0] ?? '/';
      const target = await resolveSitePath(root, rawPath);
      switch (target.kind) {
        case 'file': {
          // The 404 pages answer 404, asked for by name too.
          if (/^([^/]+\/)?404\.html$/.test(target.file)) return sendNotFound(request, reply);
          const twin = await markdownTwinOf(root, target.file);
          if (!twin) return reply.sendFile(`/${target.file}`, root);
          // Written over the Vary of setHeaders: the answer depends on both headers.
          reply.header('Vary', 'Accept, Accept-Encoding');
          if (prefersMarkdown(request.headers.accept)) {
            return reply.header('Content-Location', urlOf(twin)).sendFile(`/${twin}`, root);
          }
          return reply.header('Link', markdownLink(twin)).sendFile(`/${target.file}`, root);
        }
        case 'redirect': {
          const query = request.url.slice(rawPath.length);
          return reply.redirect(target.location + query, 301);
        }
        case 'invalid':
          return reply
            .code(400)
            .type('text/plain; charset=utf-8')
            .send(`Bad request: ${target.reason}`);
        case 'missing':
          return sendNotFound(request, reply);
      }
    },
  });

  const methodNotAllowed = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('Allow', 'GET, HEAD')
      // Answered before the body is read: close rather than wait for a body nobody reads.
      .header('Connection', 'close')
      .type('text/plain; charset=utf-8')
      .send('Method not allowed: the site answers GET and HEAD');
  app.route({
    method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    // Answered before the body is read, whatever its type or size.
    onRequest: async (request, reply) => methodNotAllowed(request, reply),
    handler: methodNotAllowed,
  });

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}
