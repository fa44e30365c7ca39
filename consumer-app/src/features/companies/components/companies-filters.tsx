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

interface Props {
  search: string;
  category: string;
  onSearch: (search: string) => void;
  onCategoryChange: (category: string) => void;
}

const ALL = '';

/** The listing's search box and category select; both write to the URL through their callbacks. */
export function CompaniesFilters({ search, category, onSearch, onCategoryChange }: Props) {
  const [text, setText] = useState(search);
  // Follow the URL when it changes elsewhere (navigation bar search, back button).
  useEffect(() => setText(search), [search]);
  const categories = useCategories();

  const options = categories.data ?? [];
  // A category from the URL stays selectable even before (or without) the list.
  const known = !category || options.some((c) => c.name === category);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-start' } }}>
      <Box component="form" role="search" aria-label="Search the company listing" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: 1 }}>
        <TextField
          id="companies-search"
          label="Search companies"
          type="search"
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Box>
      <FormControl size="small" sx={{ minWidth: { md: 240 } }}>
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
    </Box>
  );
}
