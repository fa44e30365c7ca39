// The business remote's public pages declare their head for the shell's server (remote-contract.ts).
import { QueryClient } from '@tanstack/react-query';
import { answersIn } from 'shared-ui';
import { routes } from '../routes';

it('the public business pages declare their title and canonical address; the signed-in ones render in the browser', async () => {
  const match = { params: {}, search: new URLSearchParams(), site: 'https://reviews.example' };
  const answers = answersIn(new QueryClient());
  const heads = Object.fromEntries(
    await Promise.all(routes.map(async (route) => [route.path, (await route.load()).head?.(match, answers)] as const)),
  );
  expect(heads['/business-plans']).toMatchObject({ title: 'Business plans | TrustReviews', canonical: 'https://reviews.example/business-plans' });
  expect(heads['/business/login']).toMatchObject({ title: 'Business login | TrustReviews', canonical: 'https://reviews.example/business/login' });
  expect(heads['/business/register']).toMatchObject({ canonical: 'https://reviews.example/business/register' });
  expect(heads['/business/dashboard']).toBeUndefined();
});
