// /companies: search and browse companies by name, category and country in three orders, paged 24 at a time.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import Stack from '@mui/material/Stack';
import { simpleHead, categoriesQuery, plural, QueryState, useCategories, usePageTitle, Link as RouterLink, type PageHead, type RouteMatch } from 'shared-ui';
import { companiesQuery, useCompanies } from '../features/companies/api/get-companies';
import { countriesQuery } from '../features/companies/api/get-countries';
import { CompaniesEmptyState } from '../features/companies/components/companies-empty-state';
import { CompaniesFilters } from '../features/companies/components/companies-filters';
import { CompanyGrid, CompanyGridSkeleton } from '../features/companies/components/company-grid';
import { useCompaniesParams } from '../features/companies/hooks/use-companies-params';
import {
  COMPANIES_PAGE_SIZE,
  companiesHeading,
  companyCountLabel,
  DEEPEST_PAGE,
  listingOffset,
  pageCount,
  parseCompaniesParams,
  companiesSearchParams,
} from '../features/companies/utils/companies-params';

/** The listing asked for by the address, as the page asks for it. */
function listingOf(match: RouteMatch) {
  const { search, category, country, sort, page } = parseCompaniesParams(match.search);
  return { search, category, country, sort, offset: listingOffset(page), limit: COMPANIES_PAGE_SIZE };
}

/** The first view: the page of companies, and the filters' categories and countries. */
export const loader = (match: RouteMatch) => [companiesQuery(listingOf(match)), categoriesQuery(), countriesQuery()];

/** The listing's head; a search's results are not for search engines' indexes (their links are followed). */
export function head(match: RouteMatch): PageHead {
  const params = parseCompaniesParams(match.search);
  const query = companiesSearchParams(params).toString();
  const listing = simpleHead(match, query ? `/companies?${query}` : '/companies', companiesHeading(params));
  return params.search ? { ...listing, robots: 'noindex, follow' } : listing;
}

export default function CompaniesPage() {
  const { search, category: named, country, sort, page, setSearch, setCategory, renameCategory, setCountry, setSort, pageHref } = useCompaniesParams();
  // An old link may name a category by a name it had before it was merged into another
  // (?category=Restaurant, now Restaurants): the page shows, and then the address says, the
  // category as the API lists it now.
  const categories = useCategories();
  const merged = named ? categories.data?.find((c) => c.aliases?.includes(named))?.name : undefined;
  const category = merged ?? named;
  useEffect(() => {
    if (merged) renameCategory(merged);
  }, [merged, renameCategory]);
  const heading = companiesHeading({ search, category, country });
  usePageTitle(heading);

  const companies = useCompanies({ search, category, country, sort, offset: listingOffset(page), limit: COMPANIES_PAGE_SIZE });
  const total = companies.data?.total ?? 0;
  const pages = pageCount(total);
  // A page number past the last one (an old link, a hand-typed URL): say so, never "page 99 of 8".
  const pastEnd = total > 0 && page > pages;
  // Deeper than the API reads (a directory of more companies than that): the page says how to narrow it.
  const tooDeep = !pastEnd && page > DEEPEST_PAGE;
  const firstPage = page > 1 && (
    <Button component={RouterLink} to={pageHref(1)} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
      Go to the first page
    </Button>
  );

  // Moving to another page of results starts at the top.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0 });
  }, [page]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Read what customers say before you buy, book or sign up.
      </Typography>

      <CompaniesFilters
        search={search}
        category={category}
        country={country}
        sort={sort}
        onSearch={setSearch}
        onCategoryChange={setCategory}
        onCountryChange={setCountry}
        onSortChange={setSort}
      />

      <Box sx={{ mt: 3 }}>
        <QueryState
          query={companies}
          loading={<CompanyGridSkeleton count={9} />}
          errorMessage="We couldn’t load companies right now. Please try again in a moment."
          // The API's sentence says what it refused (a search text too long for it, say); the way on is a listing it takes.
          badRequestAction={
            <Button component={RouterLink} to="/companies" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              Show all companies
            </Button>
          }
        >
          {({ items }) => (
            <>
              <Typography role="status" color="text.secondary" sx={{ mb: 2, fontWeight: 600 }}>
                {companyCountLabel(total)}
                {pages > 1 && !pastEnd && !tooDeep && ` · page ${page} of ${pages}`}
                {(pastEnd || tooDeep) && ` · ${plural(pages, { one: 'page', other: 'pages' })}`}
              </Typography>
              {pastEnd ? (
                <Alert
                  severity="info"
                  action={
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                      <Button component={RouterLink} to={pageHref(pages)} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
                        Go to page {pages.toLocaleString('en-US')}
                      </Button>
                      {pages > 1 && firstPage}
                    </Stack>
                  }
                >
                  There is no page {page.toLocaleString('en-US')}: these results end on page {pages.toLocaleString('en-US')}.
                </Alert>
              ) : tooDeep ? (
                <Alert severity="info" action={firstPage}>
                  Pages of this list go up to page {DEEPEST_PAGE.toLocaleString('en-US')}. To find a company further in, search for its name or choose a category
                  or country.
                </Alert>
              ) : items.length > 0 ? (
                <Box sx={{ opacity: companies.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={companies.isPlaceholderData}>
                  <CompanyGrid companies={items} headingLevel="h2" label={heading} />
                </Box>
              ) : total > 0 ? (
                // The list shrank while this page was loading (a company removed): the last page is still there.
                <Alert severity="info" action={<Button component={RouterLink} to={pageHref(pages)} color="inherit" size="small">Go to page {pages}</Button>}>
                  This page is past the end of the results.
                </Alert>
              ) : (
                <CompaniesEmptyState search={search} category={category} country={country} />
              )}
              {pages > 1 && !pastEnd && !tooDeep && (
                <Pagination
                  page={Math.min(page, pages)}
                  count={pages}
                  color="primary"
                  siblingCount={1}
                  boundaryCount={1}
                  sx={{ mt: 4, display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
                  getItemAriaLabel={(type, item, selected) =>
                    type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
                  }
                  renderItem={(item) => <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} />}
                />
              )}
            </>
          )}
        </QueryState>
      </Box>
    </Container>
  );
}
