import type { Company } from '../company.js';
import { distribution, formatAverage } from '../rating-math.js';
import { HALF_LIFE_DAYS, PRIOR_MEAN, PRIOR_REVIEWS, trustScore } from '../trust-score.js';
import { UNUSUAL_ACTIVITY_NOTICE, type CompanyResponse } from './company.dto.js';

export function toCompanyResponse(c: Company): CompanyResponse {
  return {
    id: c.id,
    name: c.name,
    category: c.category,
    description: c.description,
    logoUrl: c.logoUrl,
    website: c.website,
    location: c.location,
    countryCode: c.countryCode ? c.countryCode.trim() : null,
    averageRating: formatAverage(c.ratingSum, c.reviewCount),
    totalReviews: c.reviewCount,
    ratingDistribution: distribution([c.rating1, c.rating2, c.rating3, c.rating4, c.rating5]),
    createdAt: c.createdAt.toISOString(),
    claimed: c.claimed ?? false,
    notice: c.noticeUntil ? { message: UNUSUAL_ACTIVITY_NOTICE, until: c.noticeUntil.toISOString() } : null,
    trustScore: {
      ...trustScore({ weight: c.decayWeight, weightedRatings: c.decayRating }),
      priorReviews: PRIOR_REVIEWS,
      priorMean: PRIOR_MEAN,
      halfLifeDays: HALF_LIFE_DAYS,
    },
  };
}
