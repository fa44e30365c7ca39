// API-shaped data for front-end tests, typed by the generated API types; each call makes a new
// record (ids and times in sequence) and takes overrides for what a test is about.
import type { BusinessAccount } from 'shared-ui/contract';
import type { Company, CompanyActivity, CompanyDetail, Review, User } from '../src/api/types';

let sequence = 0;
const next = () => ++sequence;
const uuid = (prefix: string, n: number) => `${prefix}-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`;

export const COMPANY_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export function makeUser(overrides: Partial<User> = {}): User {
  const n = next();
  return {
    id: uuid('11111111', n),
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `dana${n}@example.com`,
    profileImageUrl: null,
    emailVerified: true,
    role: 'user',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBusinessAccount(overrides: Partial<BusinessAccount> = {}): BusinessAccount {
  const n = next();
  return {
    id: uuid('bbbbbbbb', n),
    contactName: 'Morgan Lee',
    companyName: 'Northwind Outfitters',
    email: `owner${n}@northwind.example`,
    website: 'https://www.northwind.example',
    plan: 'free',
    requestedPlan: null,
    emailVerified: true,
    lowRatingAlerts: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: COMPANY_ID,
    name: 'Northwind Outfitters',
    category: 'Retail',
    description: 'Outdoor clothing and camping gear, shipped across Europe.',
    logoUrl: null,
    website: 'https://www.northwind.example',
    location: 'Leeds, United Kingdom',
    countryCode: 'GB',
    averageRating: '4.2',
    totalReviews: 3,
    ratingDistribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 },
    createdAt: '2024-03-01T00:00:00.000Z',
    claimed: false,
    notice: null,
    trustScore: { value: '3.8', effectiveReviews: 2.5, weightedAverage: 4.6, priorReviews: 7, priorMean: 3.5, halfLifeDays: 365 }, // (24.5 + 2.5 × 4.6) / 9.5
    ...overrides,
  };
}

/** A company's activity; by default that of an unclaimed company with none in the last 12 months. */
export function makeCompanyActivity(overrides: Partial<CompanyActivity> = {}): CompanyActivity {
  return {
    since: '2025-02-01',
    claimedSince: null,
    reviews: { total: 0, invited: 0, invitedPercent: null },
    negativeReviews: { total: 0, replied: 0, repliedPercent: null, typicalReplyWait: null },
    removedReviews: { total: 0, byRating: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, byReason: [] },
    ...overrides,
  };
}

export function makeCompanyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  const company = { ...makeCompany(), ...overrides };
  // The view as first asked for: every review.
  return { ...company, reviews: [], hasMoreReviews: false, reviewTotal: { count: company.totalReviews, atLeast: false }, activity: makeCompanyActivity(), ...overrides };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  const n = next();
  const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
  const companyId = overrides.companyId ?? COMPANY_ID;
  // As the API answers them: the origin and the checks follow `invited` and `verified` unless given.
  const invited = overrides.invited ?? false;
  const verified = overrides.verified ?? true;
  return {
    id: uuid('aaaaaaaa', n),
    rating: 4,
    title: `Review number ${n}`,
    content: 'My order arrived two days early and support answered within the hour.',
    authorName: 'Jane D.',
    authorId: '22222222-2222-4222-8222-222222222222',
    createdAt: at,
    updatedAt: at,
    editedAt: null,
    earlierVersions: 0,
    companyId,
    company: { id: companyId, name: 'Northwind Outfitters' },
    helpfulCount: 0,
    notHelpfulCount: 0,
    verified,
    invited,
    origin: invited ? 'invited' : 'organic',
    checks: { emailConfirmed: verified, experienceEvidenced: invited },
    experienceDate: null,
    topic: null,
    incentive: 'none',
    incentivised: false,
    connection: 'none',
    reply: null,
    ...overrides,
  };
}
