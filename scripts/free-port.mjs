// A port nothing listens on now, asked of the kernel. A random port in 32768-60999 would lie in
// Linux's ephemeral range, where the run's own client connections may hold it (a server then
// fails to bind: seen in CI).
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
