// The shell server's reader of the remotes' routes manifests. Run by `npm test --workspace shell`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remoteRoutesReader } from './remote-routes.mjs';

const REMOTES = [
  { name: 'consumer_app', entry: 'https://cdn.example.com/consumer/mf-manifest.json', module: 'consumer_app/routes' },
  { name: 'admin_app', entry: 'https://cdn.example.com/admin/mf-manifest.json', module: 'admin_app/routes' },
];

/** A fetch answering per URL from `answers` (a status and a body, or a thrown error). */
function fakeFetch(answers) {
  const calls = [];
  const fetch = async (url) => {
    calls.push(String(url));
    const answer = answers[String(url)];
    if (!answer || answer instanceof Error) throw answer ?? new Error('unreachable');
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetch, calls };
}

/** The contract the shell's build stamped (shell-build.mjs): what remotes are checked against. */
const SHELL_CONTRACT = '1.1.1';

const CONSUMER_URL = 'https://cdn.example.com/consumer/routes.json';
const ADMIN_URL = 'https://cdn.example.com/admin/routes.json';

test('reads each remote\'s routes.json beside its manifest; a remote without a readable one has no routes', async () => {
  const { fetch, calls } = fakeFetch({
    [CONSUMER_URL]: { body: { name: 'consumer_app', routes: [{ path: '/', when: ['signed-out', 'signed-in'] }] } },
    [ADMIN_URL]: { body: { routes: [{ path: 'admin', when: [] }] } },
  });
  const reader = remoteRoutesReader(REMOTES, { contractVersion: SHELL_CONTRACT, fetch });
  await reader.refresh();
  assert.deepEqual(calls.sort(), [ADMIN_URL, CONSUMER_URL]);
  assert.deepEqual(reader.document(), [{ ...REMOTES[0], routes: [{ path: '/', when: ['signed-out', 'signed-in'] }] }, REMOTES[1]]);
});

test('reads again in the background once older than its time to live: a redeployed remote\'s routes follow, an unreachable one keeps what was known, a 404 forgets it', async () => {
  let clock = 0;
  const answers = {
    [CONSUMER_URL]: { body: { routes: [{ path: '/', when: ['signed-in'] }] } },
    [ADMIN_URL]: { body: { routes: [{ path: '/admin', when: ['moderator'] }] } },
  };
  const { fetch, calls } = fakeFetch(answers);
  const reader = remoteRoutesReader(REMOTES, { contractVersion: SHELL_CONTRACT, fetch, ttlMs: 1000, now: () => clock });
  await reader.refresh();
  calls.length = 0;

  clock = 999;
  reader.document();
  assert.equal(calls.length, 0, 'not read again within the time to live');

  answers[CONSUMER_URL] = { body: { routes: [{ path: '/new', when: ['signed-in'] }] } };
  answers[ADMIN_URL] = new Error('unreachable');
  clock = 1001;
  const stale = reader.document();
  assert.deepEqual(stale[0].routes, [{ path: '/', when: ['signed-in'] }], 'the page in hand is not held up by the reading');
  await reader.refresh(); // the reading under way
  const fresh = reader.document();
  assert.deepEqual(fresh[0].routes, [{ path: '/new', when: ['signed-in'] }]);
  assert.deepEqual(fresh[1].routes, [{ path: '/admin', when: ['moderator'] }]);

  answers[ADMIN_URL] = { status: 404, body: 'Not Found' };
  clock = 3000;
  reader.document();
  await reader.refresh();
  assert.equal(reader.document()[1].routes, undefined);
});

test('REMOTES_INTERNAL_BASE_URL: the server reads the manifests where it reaches the remotes, not at their public URLs', async () => {
  const { fetch, calls } = fakeFetch({ 'http://remotes:8090/consumer-app/routes.json': { body: { routes: [{ path: '/', when: ['signed-in'] }] } } });
  const reader = remoteRoutesReader(REMOTES, { contractVersion: SHELL_CONTRACT, fetch, env: { REMOTES_INTERNAL_BASE_URL: 'http://remotes:8090/' }, warn: () => undefined });
  await reader.refresh();
  assert.deepEqual(calls.sort(), ['http://remotes:8090/admin-app/routes.json', 'http://remotes:8090/consumer-app/routes.json']);
  assert.deepEqual(reader.document()[0].routes, [{ path: '/', when: ['signed-in'] }]);
  // The page still names the public URLs.
  assert.equal(reader.document()[0].entry, REMOTES[0].entry);

  // A remote named by its own URL variable is deployed elsewhere: read beside its manifest.
  calls.length = 0;
  const own = remoteRoutesReader(REMOTES, { contractVersion: SHELL_CONTRACT, fetch, env: { REMOTES_INTERNAL_BASE_URL: 'http://remotes:8090', ADMIN_APP_URL: 'https://cdn.example.com/admin' }, warn: () => undefined });
  await own.refresh();
  assert.deepEqual(calls.sort(), ['http://remotes:8090/consumer-app/routes.json', ADMIN_URL]);
});

test('says once why a remote\'s routes are not known, and again only when that changes; an oversized manifest is refused', async () => {
  const warnings = [];
  let clock = 0;
  const answers = { [CONSUMER_URL]: { body: { routes: [{ path: '/', when: ['signed-in'] }] } }, [ADMIN_URL]: new Error('unreachable') };
  const { fetch } = fakeFetch(answers);
  const reader = remoteRoutesReader(REMOTES, { contractVersion: SHELL_CONTRACT, fetch, ttlMs: 10, now: () => clock, env: {}, warn: (m) => warnings.push(m) });
  await reader.refresh();
  clock = 100;
  await reader.refresh();
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /admin_app could not be read from https:\/\/cdn\.example\.com\/admin\/routes\.json/);

  answers[ADMIN_URL] = { body: { routes: Array.from({ length: 400 }, (_, i) => ({ path: `/${'x'.repeat(200)}${i}`, when: ['admin'] })) } };
  await reader.refresh();
  assert.equal(warnings.length, 2);
  assert.match(warnings[1], /admin_app at .* is not a routes manifest/);
  assert.equal(reader.document()[1].routes, undefined);
});

test('carries the contract and kit versions a remote was built against, and logs once, as an error, a remote this shell cannot run', async () => {
  const answers = {
    [CONSUMER_URL]: { body: { contract: '1.0.0', kit: '0.1.0-kabc', routes: [{ path: '/', when: ['signed-out'] }] } },
    [ADMIN_URL]: { body: { contract: '2.0.0', kit: '0.2.0-kdef', routes: [{ path: '/admin', when: ['moderator'] }] } },
  };
  const { fetch } = fakeFetch(answers);
  const errors = [];
  let clock = 0;
  const reader = remoteRoutesReader(REMOTES, { contractVersion: SHELL_CONTRACT, fetch, ttlMs: 1000, now: () => clock, error: (m) => errors.push(m) });
  await reader.refresh();
  assert.deepEqual(
    reader.document().map(({ name, contract, kit }) => ({ name, contract, kit })),
    [
      { name: 'consumer_app', contract: '1.0.0', kit: '0.1.0-kabc' },
      { name: 'admin_app', contract: '2.0.0', kit: '0.2.0-kdef' },
    ],
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^The remote admin_app was built against the shell contract 2\.0\.0 and this shell provides 1\.\d+\.\d+, so admin_app is not started: .*Deploy a shell built with contract 2\.x first, or rebuild admin_app against contract 1\.\d+\.\d+\.$/);
  clock = 2000;
  await reader.refresh();
  assert.equal(errors.length, 1, 'the same refusal is not logged again');
  // Rebuilt against this shell's contract: taken, and a later refusal would be logged anew.
  answers[ADMIN_URL].body.contract = '1.0.0';
  await reader.refresh();
  assert.equal(reader.document()[1].contract, '1.0.0');
  assert.equal(errors.length, 1);
});

test("checks remotes against the contract the shell's build stamped, whatever the shared-ui source beside it says", async () => {
  const { fetch } = fakeFetch({
    [CONSUMER_URL]: { body: { contract: '2.0.0', routes: [{ path: '/', when: ['signed-out'] }] } },
    [ADMIN_URL]: { body: { contract: '1.1.1', routes: [{ path: '/admin', when: ['moderator'] }] } },
  });
  const errors = [];
  // A shell built with contract 2.0.0: runs the 2.0.0 remote, refuses the 1.x one, as its browser code would.
  await remoteRoutesReader(REMOTES, { contractVersion: '2.0.0', fetch, error: (m) => errors.push(m) }).refresh();
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^The remote admin_app was built against the shell contract 1\.1\.1 and this shell provides 2\.0\.0, so admin_app is not started: this shell's contract 2\.0\.0 broke 1\.x\./);
  assert.throws(() => remoteRoutesReader(REMOTES, { fetch }), /contractVersion must be the contract version the shell's build stamped/);
});
