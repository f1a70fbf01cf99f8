import { createServer, type AddressInfo } from 'node:net';

/** A port on 127.0.0.1 where nothing listens: a dependency that is down (connection refused). */
export async function findClosedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return port;
}
