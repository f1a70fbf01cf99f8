import { describe, expect, it, vi } from 'vitest';
import { ApiError, createQueryClient } from '@/index';

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
});
