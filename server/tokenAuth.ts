import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export interface TokenAuthOptions {
  /** The secret (ANALYTICS_TOKEN). */
  token: string;
  /**
   * Also accept HTTP Basic authentication with the token as the password and any user name, and
   * ask for it: a browser then shows its sign-in prompt. Never the token in a URL.
   */
  basic?: boolean;
}

const REALM = 'realm="analytics"';

/** The token an `Authorization` header carries: `Bearer <token>`, or Basic with any user name. */
export function tokenOf(header: string | undefined, basic: boolean): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (bearer !== undefined || !basic) return bearer;
  const credentials = /^Basic\s+([A-Za-z0-9+/]+={0,2})$/i.exec(header ?? '')?.[1];
  if (credentials === undefined) return undefined;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time, whatever the lengths (both hashed first). */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether the request carries the token; if not, answers `401` with the challenges the client
 * may answer (`WWW-Authenticate: Basic …` first when Basic is accepted, for browsers) and a line
 * of text that says what to send. The caller stops when it returns false.
 */
export function authorized(
  request: { headers: { authorization?: string } },
  reply: FastifyReply,
  options: TokenAuthOptions,
): boolean {
  const basic = options.basic ?? false;
  const given = tokenOf(request.headers.authorization, basic);
  if (given !== undefined && sameToken(given, options.token)) return true;
  const challenges = basic
    ? [`Basic ${REALM}, charset="UTF-8"`, `Bearer ${REALM}`]
    : [`Bearer ${REALM}`];
  void reply
    .code(401)
    .header('www-authenticate', challenges.length === 1 ? challenges[0] : challenges)
    .type('text/plain; charset=utf-8')
    .send(
      basic
        ? 'Unauthorized: send Authorization: Bearer <ANALYTICS_TOKEN>, or sign in with any user name and ANALYTICS_TOKEN as the password\n'
        : 'Unauthorized: send Authorization: Bearer <ANALYTICS_TOKEN>\n',
    );
  return false;
}
