import { describe, expect, it, vi } from 'vitest';
import { createDeferredApiClient, type TApiClient } from '@/index';

function fakeClient(): TApiClient {
  return {
    get: vi.fn(async (path: string) => ({ path })),
    post: vi.fn(async (path: string, body?: unknown) => ({ path, body })),
    put: vi.fn(async () => 'put'),
    del: vi.fn(async () => 'deleted'),
    upload: vi.fn(async () => 'uploaded'),
    getBlob: vi.fn(async () => ({
      blob: new Blob(['x']),
      fileName: 'x.pdf',
      contentType: 'application/pdf',
    })),
  } as unknown as TApiClient;
}

describe('createDeferredApiClient', () => {
  it('creates the client with the first call only, then passes every call on', async () => {
    const client = fakeClient();
    const create = vi.fn(async () => client);
    const api = createDeferredApiClient(create);
    expect(create).not.toHaveBeenCalled();

    await expect(api.get('/hospitals', { page: 2 })).resolves.toEqual({ path: '/hospitals' });
    await expect(api.post<unknown, { a: number }>('/contacts', { a: 1 })).resolves.toEqual({
      path: '/contacts',
      body: { a: 1 },
    });
    await expect(api.del('/comments/1')).resolves.toBe('deleted');
    expect(create).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenCalledWith('/hospitals', { page: 2 });
  });

  it('starts the download on load(), and tries again after a failed one', async () => {
    const client = fakeClient();
    const create = vi.fn<() => Promise<TApiClient>>().mockRejectedValueOnce(new Error('offline'));
    create.mockResolvedValue(client);
    const api = createDeferredApiClient(create);

    await expect(api.load()).rejects.toThrow('offline');
    await expect(api.put('/profile')).resolves.toBe('put');
    expect(create).toHaveBeenCalledTimes(2);
  });
});
