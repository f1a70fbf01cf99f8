import { describe, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient, retryDelay } from '@/index';

describe('createQueryClient', () => {
  it('does not retry a 4xx answer', async () => {
    const client = createQueryClient();
    const fetcher = vi.fn(async () => {
      throw new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    });
    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn: fetcher })).rejects.toThrow('Not found');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('retries a server error', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ statusCode: 503, code: 'INTERNAL' }))
      .mockResolvedValueOnce('ok');
    await expect(client.fetchQuery({ queryKey: ['flaky'], queryFn: fetcher })).resolves.toBe('ok');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('asks a busy server again after the Retry-After it gave, at most 10 s, otherwise 1 s, 2 s, 4 s', () => {
    const busy = (retryAfterMs?: number) =>
      new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', retryAfterMs });
    expect(retryDelay(0, busy(1000))).toBe(1000);
    expect(retryDelay(2, busy(3000))).toBe(3000);
    expect(retryDelay(0, busy(60_000))).toBe(10_000);
    expect([0, 1, 2].map((count) => retryDelay(count, busy()))).toEqual([1000, 2000, 4000]);
    expect(retryDelay(1, new Error('network'))).toBe(2000);
  });

  it('tries a busy server three more times, any other server error twice', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const failing = (statusCode: number) =>
      vi.fn(async () => {
        throw new ApiError({ statusCode, code: 'X', message: `failed ${statusCode}` });
      });
    const busy = failing(503);
    await expect(client.fetchQuery({ queryKey: ['busy'], queryFn: busy })).rejects.toThrow('failed 503');
    expect(busy).toHaveBeenCalledTimes(4);
    const broken = failing(500);
    await expect(client.fetchQuery({ queryKey: ['broken'], queryFn: broken })).rejects.toThrow('failed 500');
    expect(broken).toHaveBeenCalledTimes(3);
  });
});
