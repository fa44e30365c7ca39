import net from 'node:net';

/**
 * A port nothing listens on now, asked of the kernel. A random port in 32768-60999 would lie in
 * Linux's ephemeral range, where the run's own client connections may hold it (a server then
 * fails to bind: seen in CI).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
