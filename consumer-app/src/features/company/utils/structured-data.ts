// schema.org markup for a company page: one builder for the app and the shell's server (shared-ui/seo).
export { buildCompanyJsonLd, MAX_STRUCTURED_REVIEWS, serializeJsonLd, type OrganizationJsonLd } from 'shared-ui/seo';
