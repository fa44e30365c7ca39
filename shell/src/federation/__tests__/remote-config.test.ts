import { inlineRemotesDocument, remoteConfigs, REMOTES_CONFIG_ID } from '../remote-config';

function pageWith(script?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== undefined) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = REMOTES_CONFIG_ID;
    element.textContent = script;
    doc.head.append(element);
  }
  return doc;
}

describe('the remotes document inlined in the shell page', () => {
  it('is read as the server wrote it, escapes included', () => {
    const doc = pageWith('[{"name":"consumer_app","entry":"https://cdn.example/x\\u003c/script\\u003e/mf-manifest.json","module":"consumer_app/routes"}]');
    expect(inlineRemotesDocument(doc)).toEqual([{ name: 'consumer_app', entry: 'https://cdn.example/x</script>/mf-manifest.json', module: 'consumer_app/routes' }]);
  });

  it('is absent from a page without it, or with an unreadable one (then /remotes.json is read)', () => {
    expect(inlineRemotesDocument(pageWith())).toBeUndefined();
    expect(inlineRemotesDocument(pageWith('{not json'))).toBeUndefined();
    expect(inlineRemotesDocument(pageWith(''))).toBeUndefined();
  });

  it('keeps only well-formed remotes', () => {
    expect(remoteConfigs([{ name: 'a', entry: 'https://a/mf-manifest.json', module: 'a/routes' }, { name: 'b' }, null, 'x'])).toEqual([
      { name: 'a', entry: 'https://a/mf-manifest.json', module: 'a/routes' },
    ]);
    expect(remoteConfigs({ remotes: [] })).toEqual([]);
  });

  it('keeps a remote\'s known paths when they are well formed, and drops them (not the remote) otherwise', () => {
    const remote = { name: 'a', entry: 'https://a/mf-manifest.json', module: 'a/routes' };
    expect(remoteConfigs([{ ...remote, routes: [{ path: '/a', when: ['signed-in'] }] }])).toEqual([{ ...remote, routes: [{ path: '/a', when: ['signed-in'] }] }]);
    // States it cannot read are left out (the route may then exist in any), not the route.
    expect(remoteConfigs([{ ...remote, routes: [{ path: '/a', when: ['everyone'] }, { path: '/b', when: 'moderator' }, { path: '/c' }] }])).toEqual([
      { ...remote, routes: [{ path: '/a' }, { path: '/b' }, { path: '/c' }] },
    ]);
    expect(remoteConfigs([{ ...remote, routes: [] }])).toEqual([{ ...remote, routes: [] }]);
    for (const routes of ['/a', [{ path: 'a' }], [{ path: '/a' }, null], [{}]]) expect(remoteConfigs([{ ...remote, routes }])).toEqual([remote]);
  });
});
