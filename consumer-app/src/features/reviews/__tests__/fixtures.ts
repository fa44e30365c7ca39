import type { CompanyDetail, Review } from 'shared-ui';
import { demoUser } from '../../auth/__tests__/test-utils';

export const company: CompanyDetail = {
  id: '0b9f1c1e-2f7a-4f8e-9d0a-5a1c2e3b4d5f',
  name: 'Northwind Savings Bank',
  category: 'Banking',
  description: 'A regional savings bank.',
  logoUrl: null,
  website: 'https://www.northwind.example',
  location: 'Leeds, United Kingdom',
  countryCode: 'GB',
  averageRating: '4.2',
  totalReviews: 12,
  ratingDistribution: { 1: 1, 2: 0, 3: 2, 4: 3, 5: 6 },
  createdAt: '2025-01-01T00:00:00.000Z',
  reviews: [],
  hasMoreReviews: false,
};

export const review: Review = {
  id: '7d3c1a2b-1111-4222-8333-944455556666',
  rating: 4,
  title: 'Helpful staff',
  content: 'Opened an account in ten minutes, friendly people.',
  authorName: 'Jane D.',
  authorId: demoUser.id,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  companyId: company.id,
  company: { id: company.id, name: company.name },
  helpfulCount: 0,
  notHelpfulCount: 0,
  verified: true,
  topic: 'Customer Service',
};

export const userReviewsUrl = `/api/reviews/user/${demoUser.id}?offset=0&limit=100`;
