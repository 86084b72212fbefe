import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from './api-request.ts';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body || null, { status, statusText });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('apiRequest', () => {
  it('sends credentials, and JSON only when a body is given', async () => {
    const { impl, calls } = fakeFetch(200, '{"ok":true}');
    expect(await apiRequest('GET', '/api/settings', undefined, impl)).toEqual({ ok: true });
    await apiRequest('POST', '/api/contact', { name: 'Ayşe' }, impl);
    expect(calls[0].init).toEqual({ method: 'GET', credentials: 'include' });
    expect(calls[1].init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[1].init.body).toBe('{"name":"Ayşe"}');
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    const { impl } = fakeFetch(401, '{"message":"Oturum açmanız gerekiyor."}');
    await expect(apiRequest('GET', '/api/admin/stats', undefined, impl)).rejects.toThrow(
      '401: {"message":"Oturum açmanız gerekiyor."}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    const { impl } = fakeFetch(503, '', 'Service Unavailable');
    const error = await apiRequest('GET', '/api/settings', undefined, impl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('passes FormData through untouched (multipart uploads)', async () => {
    const { impl, calls } = fakeFetch(201, '{"url":"/uploads/x.png"}');
    const form = new FormData();
    form.set('type', 'logo');
    await apiRequest('POST', '/api/admin/upload', form, impl);
    expect(calls[0].init.body).toBe(form);
    expect(calls[0].init.headers).toBeUndefined();
  });
});
