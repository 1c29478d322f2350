/**
 * The one error of the search API that is meant for the client: thrown anywhere a request is
 * read (credentials, body, parameters, index name), answered as Algolia answers errors,
 * `{"message": "…", "status": 4xx}`. Any other error is an internal one (500, message withheld).
 */
export class SearchApiError extends Error {
  override name = 'SearchApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** The status under the name Fastify's error handler reads. */
  get statusCode(): number {
    return this.status;
  }
}

const utf8 = new TextEncoder();

/** An Algolia-shaped error answer, as UTF-8 JSON bytes. */
export function errorJson(status: number, message: string): Uint8Array {
  return utf8.encode(JSON.stringify({ message, status }));
}
