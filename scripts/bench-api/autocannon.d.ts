// The part of autocannon (which ships no types) that bench-api and bench-storm use.
declare module 'autocannon' {
  type TAutocannonResult = { errors: number; timeouts: number; latency: { p50: number; p99: number } };
  type TAutocannonInstance = {
    stop: () => void;
    on: (
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ) => void;
  };
  export default function autocannon(
    options: Record<string, unknown>,
    callback: (error: Error | null, result: TAutocannonResult) => void,
  ): TAutocannonInstance;
}
