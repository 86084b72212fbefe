/**
 * The REST call convention of spec 001 section 7, for the few calls the SPA makes outside tRPC
 * (multipart uploads): credentials always, a JSON body only when given,
 * and any non-OK answer becomes an Error whose message is "{status}: {body text}" (or the
 * status text when the body is empty).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetchImpl(path, init);
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
