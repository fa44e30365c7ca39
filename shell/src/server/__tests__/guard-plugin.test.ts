/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { server as msw } from 'shared-ui/test-support';
import { boundedFetch, onUnhandledRejection, RemoteFetchError } from '../guard-plugin';

describe('boundedFetch', () => {
  let remote: http.Server;
  let base: string;

  beforeAll(async () => {
    // These tests are about real sockets (a hung answer, a refused connection): msw stays out.
    msw.close();
    remote = http.createServer((req, res) => {
      if (req.url === '/ssr/hangs.js') return; // never answers
      if (req.url === '/ssr/missing.js') {
        res.writeHead(404).end('<html>Not found</html>');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/javascript' }).end('module.exports = 1;');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/ssr`;
  });

  afterAll(async () => {
    remote.closeAllConnections();
    await new Promise((resolve) => remote.close(resolve));
  });

  it('answers the whole body of an OK answer', async () => {
    const res = await boundedFetch(`${base}/remoteEntry.js`);
    expect(await res.text()).toBe('module.exports = 1;');
  });

  it('refuses a non-OK answer instead of running it', async () => {
    await expect(boundedFetch(`${base}/missing.js`)).rejects.toEqual(new RemoteFetchError(`GET ${base}/missing.js: HTTP 404`));
  });

  it('gives up on a remote that does not answer in time', async () => {
    await expect(boundedFetch(`${base}/hangs.js`, {}, 50)).rejects.toEqual(new RemoteFetchError(`GET ${base}/hangs.js did not answer within 50 ms`));
  });

  it('names a remote that is down', async () => {
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    await new Promise((resolve) => gone.close(resolve));
    const down = `http://127.0.0.1:${port}/ssr/remoteEntry.js`;
    const error = await boundedFetch(down).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteFetchError);
    expect((error as Error).message).toBe(`GET ${down}: connect ECONNREFUSED 127.0.0.1:${port}`);
  });
});

describe('onUnhandledRejection', () => {
  it('logs a remote fetch nobody waited for and lets the server go on', () => {
    const warn = jest.fn();
    onUnhandledRejection(new RemoteFetchError('GET http://remote/ssr/1.js did not answer within 2000 ms'), warn);
    expect(warn).toHaveBeenCalledWith('Server rendering: GET http://remote/ssr/1.js did not answer within 2000 ms (a load of remote code that nobody waited for any more)');
  });

  it('ends the process for anything else, as Node does', () => {
    const bug = new TypeError('x is not a function');
    expect(() => onUnhandledRejection(bug, jest.fn())).toThrow(bug);
  });
});
