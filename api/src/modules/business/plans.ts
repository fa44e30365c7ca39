export const PLANS = ['free', 'plus', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const WIDGET_TEMPLATES = ['mini', 'carousel', 'list'] as const;
export type WidgetTemplate = (typeof WIDGET_TEMPLATES)[number];

export interface PlanTerms {
  id: Plan;
  name: string;
  /** Review invitations an account may send per calendar month (UTC). */
  invitationsPerMonth: number;
  widgetTemplates: readonly WidgetTemplate[];
  /** How many months of history the analytics cover. */
  analyticsMonths: number;
}

/** What each plan includes. No payment is taken: the plan is chosen on the dashboard. */
export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  free: { id: 'free', name: 'Free', invitationsPerMonth: 50, widgetTemplates: ['mini'], analyticsMonths: 12 },
  plus: { id: 'plus', name: 'Plus', invitationsPerMonth: 500, widgetTemplates: ['mini', 'carousel'], analyticsMonths: 24 },
  premium: { id: 'premium', name: 'Premium', invitationsPerMonth: 5000, widgetTemplates: ['mini', 'carousel', 'list'], analyticsMonths: 36 },
};

/** The widget templates a company's owner has, and the smallest set for a company without one. */
export function widgetTemplatesFor(plan: Plan | null): readonly WidgetTemplate[] {
  return PLAN_TERMS[plan ?? 'free'].widgetTemplates;
}
