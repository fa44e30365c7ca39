// Query keys are the URL parts: the default fetch is a GET on the key parts joined by slashes.
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  businessAccount: ['/api/business/account'] as const,
  stats: ['/api/stats'] as const,
  categories: ['/api/categories'] as const,
  featured: ['/api/companies/featured'] as const,
  recentReviews: ['/api/reviews/recent'] as const,
  companies: (params: { search?: string; category?: string; offset?: number; limit?: number }) => ['/api/companies', params] as const,
  company: (id: string) => ['/api/companies', id] as const,
  userReviews: (userId: string) => ['/api/reviews/user', userId] as const,
  vote: (reviewId: string) => ['/api/reviews', reviewId, 'vote'] as const,
};
