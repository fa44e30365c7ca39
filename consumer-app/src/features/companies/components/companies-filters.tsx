import { useCategories } from 'shared-ui';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useCountries } from '../api/get-countries';
import { COMPANY_SEARCH_MAX, COMPANY_SORT_LABELS, COMPANY_SORTS, countryName, type CompanySort } from '../utils/companies-params';

interface Props {
  search: string;
  category: string;
  country: string;
  sort: CompanySort;
  onSearch: (search: string) => void;
  onCategoryChange: (category: string) => void;
  onCountryChange: (country: string) => void;
  onSortChange: (sort: CompanySort) => void;
}

const ALL = '';

/** The listing's search box and its category, country and order selects; each writes to the URL through its callback. */
export function CompaniesFilters({ search, category, country, sort, onSearch, onCategoryChange, onCountryChange, onSortChange }: Props) {
  const [text, setText] = useState(search);
  // Follow the URL when it changes elsewhere (navigation bar search, back button).
  useEffect(() => setText(search), [search]);
  const categories = useCategories();
  const countries = useCountries();

  const options = categories.data ?? [];
  // A category or country from the URL stays selectable even before (or without) the list.
  const known = !category || options.some((c) => c.name === category);
  const countryOptions = (countries.data ?? [])
    .map((c) => ({ ...c, name: countryName(c.code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const knownCountry = !country || countryOptions.some((c) => c.code === country);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', lg: 'row' }, alignItems: { lg: 'flex-start' } }}>
      <Box component="form" role="search" aria-label="Search the company listing" action="/companies" method="get" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: 1 }}>
        <TextField
          id="companies-search"
          name="search"
          label="Search companies"
          type="search"
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          slotProps={{
            // The API's limit: a longer search is one it refuses.
            htmlInput: { maxLength: COMPANY_SEARCH_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* eslint-disable-next-line no-restricted-syntax -- a search only navigates: there is no call to lock */}
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }, flex: { lg: '0 0 620px' } }}>
        <FormControl size="small">
          <InputLabel id="companies-category-label" shrink>
            Category
          </InputLabel>
          <Select
            labelId="companies-category-label"
            id="companies-category"
            label="Category"
            notched
            displayEmpty
            value={category || ALL}
            onChange={(e) => onCategoryChange(e.target.value)}
            MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
          >
            <MenuItem value={ALL}>All categories</MenuItem>
            {!known && <MenuItem value={category}>{category}</MenuItem>}
            {options.map((c) => (
              <MenuItem key={c.name} value={c.name}>
                {c.name} ({c.companyCount})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small">
          <InputLabel id="companies-country-label" shrink>
            Country
          </InputLabel>
          <Select
            labelId="companies-country-label"
            id="companies-country"
            label="Country"
            notched
            displayEmpty
            value={country || ALL}
            onChange={(e) => onCountryChange(e.target.value)}
            MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
          >
            <MenuItem value={ALL}>All countries</MenuItem>
            {!knownCountry && <MenuItem value={country}>{countryName(country)}</MenuItem>}
            {countryOptions.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.name} ({c.companyCount})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small">
          <InputLabel id="companies-sort-label" shrink>
            Sort by
          </InputLabel>
          <Select
            labelId="companies-sort-label"
            id="companies-sort"
            label="Sort by"
            notched
            value={sort}
            onChange={(e) => isCompanySort(e.target.value) && onSortChange(e.target.value)}
          >
            {COMPANY_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {COMPANY_SORT_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
    </Box>
  );
}

function isCompanySort(value: string): value is CompanySort {
  return (COMPANY_SORTS as readonly string[]).includes(value);
}
