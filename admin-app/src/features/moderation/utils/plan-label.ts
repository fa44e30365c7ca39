import type { BusinessPlan } from 'shared-ui';

const PLAN_LABEL: Record<BusinessPlan, string> = { free: 'Free', plus: 'Plus', premium: 'Premium' };

/** A plan's name as the business plans page shows it. */
export const planLabel = (plan: BusinessPlan) => PLAN_LABEL[plan];
