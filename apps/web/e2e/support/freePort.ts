import net from 'node:net';

/**
 * A port nothing on the machine listens on now, from the system (listen on 0, read it, close): a spec that starts a
 * server of its own takes one, so it never meets another program or another run on a fixed number.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
