// The company, reviewer and review the review-form tests share, made with the kit's factories.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeCompanyDetail, makeReview, makeUser } from 'shared-ui/test-support';

export const demoUser = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

export const company = makeCompanyDetail({
  id: '0b9f1c1e-2f7a-4f8e-9d0a-5a1c2e3b4d5f',
  name: 'Northwind Savings Bank',
  category: 'Banking',
  description: 'A regional savings bank.',
  totalReviews: 12,
  ratingDistribution: { 1: 1, 2: 0, 3: 2, 4: 3, 5: 6 },
});

export const review = makeReview({
  id: '7d3c1a2b-1111-4222-8333-944455556666',
  rating: 4,
  title: 'Helpful staff',
  content: 'Opened an account in ten minutes, friendly people.',
  authorId: demoUser.id,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  companyId: company.id,
  company: { id: company.id, name: company.name },
  topic: 'Customer Service',
});

export const userReviewsUrl = `/api/users/${demoUser.id}/reviews?offset=0&limit=100`;

/** Answers the two disclosure questions as most reviewers do: nothing received, not connected. */
export async function answerDisclosures(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('radio', { name: 'No, nothing' }));
  await user.click(screen.getByRole('radio', { name: 'No, I am not connected to it' }));
}
