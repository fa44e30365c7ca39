// Two tabs' caches, joined by a channel as BroadcastChannel joins a browser's tabs: a log out, a
// sign-in and a session found ended reach the other tab; a 401 asks the server again.
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { ApiError, createQueryClient, queryKeys } from 'shared-ui';
import { makeBusinessAccount, makeUser } from 'shared-ui/test-support';
import { followSessions, type SessionChannel, type SessionMessage } from '../follow-sessions';

/** Channels of one browser: what one posts, the others receive (not itself), after a tick. */
function browser() {
  const channels: SessionChannel[] = [];
  const open = (): SessionChannel => {
    const channel: SessionChannel = {
      onmessage: null,
      postMessage: (data: SessionMessage) =>
        channels.filter((c) => c !== channel).forEach((c) => setTimeout(() => c.onmessage?.({ data } as MessageEvent<SessionMessage>))),
      close: () => channels.splice(channels.indexOf(channel), 1),
    };
    channels.push(channel);
    return channel;
  };
  return { open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function tab(channel: SessionChannel, user: unknown, business: unknown = null) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.user, user);
  client.setQueryData(queryKeys.businessAccount, business);
  client.setQueryData(['/api/reviews/user', 'u1'], ['a review']);
  client.setQueryData(['/api/business/companies'], ['a claim']);
  const stop = followSessions(client, channel);
  return { client, stop };
}

describe('followSessions', () => {
  it("a log out in one tab signs the other out too, and drops that tab's cached answers of the realm", async () => {
    const { open } = browser();
    const user = makeUser();
    const a = tab(open(), user);
    const b = tab(open(), user);

    a.client.setQueryData(queryKeys.user, null);
    await settle();
    expect(b.client.getQueryData(queryKeys.user)).toBeNull();
    expect(b.client.getQueryData(['/api/reviews/user', 'u1'])).toBeUndefined();
    a.stop();
    b.stop();
  });

  it('a business log out reaches the other tab and leaves its consumer session alone', async () => {
    const { open } = browser();
    const user = makeUser();
    const account = makeBusinessAccount();
    const a = tab(open(), user, account);
    const b = tab(open(), user, account);

    a.client.setQueryData(queryKeys.businessAccount, null);
    await settle();
    expect(b.client.getQueryData(queryKeys.businessAccount)).toBeNull();
    expect(b.client.getQueryData(['/api/business/companies'])).toBeUndefined();
    expect(b.client.getQueryData(queryKeys.user)).toEqual(user);
    expect(b.client.getQueryData(['/api/reviews/user', 'u1'])).toEqual(['a review']);
    a.stop();
    b.stop();
  });

  it('a sign-in in one tab makes the other ask the server who is signed in', async () => {
    const { open } = browser();
    const a = tab(open(), null);
    const b = tab(open(), null);
    const invalidate = jest.spyOn(b.client, 'invalidateQueries');

    a.client.setQueryData(queryKeys.user, makeUser());
    await settle();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.user });
    a.stop();
    b.stop();
  });

  it("a session that becomes another account's in this tab drops the previous account's cached answers", async () => {
    const { open } = browser();
    const a = tab(open(), makeUser({ id: 'first' }), makeBusinessAccount({ id: 'first-business' }));

    a.client.setQueryData(queryKeys.user, makeUser({ id: 'second' }));
    a.client.setQueryData(queryKeys.businessAccount, makeBusinessAccount({ id: 'second-business' }));
    await settle();
    expect(a.client.getQueryData(['/api/reviews/user', 'u1'])).toBeUndefined();
    expect(a.client.getQueryData(['/api/business/companies'])).toBeUndefined();
    a.stop();
  });

  it("a sign-in as another account in one tab makes the other drop the previous account's cached answers once the server says so", async () => {
    const { open } = browser();
    const first = makeUser({ id: 'first' });
    const second = makeUser({ id: 'second' });
    const a = tab(open(), first);
    const b = tab(open(), first);
    // The other tab's page shows the user, so the server is asked again when told to.
    const stopObserving = new QueryObserver(b.client, { queryKey: queryKeys.user, queryFn: async () => second, staleTime: Infinity }).subscribe(() => undefined);

    a.client.setQueryData(queryKeys.user, second);
    await settle();
    await settle();
    expect(b.client.getQueryData(queryKeys.user)).toEqual(second);
    expect(b.client.getQueryData(['/api/reviews/user', 'u1'])).toBeUndefined();
    stopObserving();
    a.stop();
    b.stop();
  });

  it('a call answering 401 while signed in asks the server again whether the session holds', async () => {
    const { open } = browser();
    const a = tab(open(), makeUser());
    const invalidate = jest.spyOn(a.client, 'invalidateQueries');
    const publish = new MutationObserver(a.client, {
      mutationFn: () => Promise.reject(new ApiError(401, '{"message":"Please sign in to continue."}', 'Unauthorized')),
    });
    await publish.mutate().catch(() => undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.user });
    a.stop();
  });

  it('a 401 while signed out asks nothing (a wrong password is not a session that ended)', async () => {
    const { open } = browser();
    const a = tab(open(), null);
    const invalidate = jest.spyOn(a.client, 'invalidateQueries');
    const signIn = new MutationObserver(a.client, { mutationFn: () => Promise.reject(new ApiError(401, 'Invalid email or password', 'Unauthorized')) });
    await signIn.mutate().catch(() => undefined);
    expect(invalidate).not.toHaveBeenCalled();
    a.stop();
  });
});
