import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS_PATH, FEEDBACK_PATH } from '../../common/analytics.ts';
import { RECORDS_DIR } from '../config.ts';
import {
  CORS_HEADERS,
  errorBody,
  handleSearchRequest,
  MAX_BODY_BYTES,
  type SearchApiOptions,
} from '../protocol/api.ts';

function send(res: ServerResponse, status: number, json: Uint8Array): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(json);
}

/**
 * The search API and the records files for the dev server (connect-style middleware), over the
 * records of the current pages: `options()` is read on every request. The pages' search events
 * and feedback answers get `204 No Content`: the dev server stores nothing, and the modal and the
 * feedback block work as they do on the site server, without a failed request in the console.
 */
export function searchDevMiddleware(
  options: () => Promise<SearchApiOptions & { recordsPath: string; files: Map<string, string> }>,
) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const analytics = url.pathname === EVENTS_PATH || url.pathname === FEEDBACK_PATH;
    if (analytics && (req.method === 'POST' || req.method === 'OPTIONS')) {
      // The body is read and dropped.
      req.resume();
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
      return;
    }
    const searchRequest =
      url.pathname.startsWith('/1/') || url.pathname.startsWith(`/${RECORDS_DIR}/`);
    if (!searchRequest) {
      next();
      return;
    }
    let current: Awaited<ReturnType<typeof options>>;
    try {
      current = await options();
    } catch (error) {
      console.error('search: could not refresh the records', error);
      send(res, 500, errorBody(500, 'Internal error').body);
      return;
    }
    if (url.pathname.startsWith(`${current.recordsPath}/`) && req.method === 'GET') {
      const json = current.files.get(url.pathname.slice(current.recordsPath.length + 1));
      if (json === undefined) {
        next();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(json);
      return;
    }
    if (!url.pathname.startsWith('/1/')) {
      next();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) {
        const { status, body } = errorBody(
          413,
          `Request body too large: at most ${MAX_BODY_BYTES} bytes`,
        );
        send(res, status, body);
        return;
      }
      const { status, body } = handleSearchRequest(
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          searchParams: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        },
        current,
      );
      send(res, status, body);
    });
  };
}
