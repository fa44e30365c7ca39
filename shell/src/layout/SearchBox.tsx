import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { queryLimits, useNavigate, visuallyHidden, type Company } from 'shared-ui';
import { useCompanySuggestions } from './company-suggestions';

/** What the status region says of the suggestions shown (a screen reader hears it as they change). */
export function suggestionsMessage(count: number, total: number): string {
  if (count === 0) return 'No companies match. Press Enter to search anyway.';
  const shown = count === 1 ? '1 company suggested' : `${count} companies suggested`;
  const more = total > count ? ` of ${total.toLocaleString('en-US')}` : '';
  return `${shown}${more}. Use the up and down arrows to choose one, or press Enter to see every match.`;
}

/**
 * Company search of the navigation bar (a combobox): companies are suggested as you type; choosing
 * one opens its page, Enter without a choice goes to /companies?search=...; blank input is ignored.
 */
export function SearchBox({ onSearch, sx }: { onSearch?: () => void; sx?: SxProps<Theme> }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  // The box is in the bar and in the mobile menu at once: each needs its own ids.
  const id = useId();
  const { suggestions, total, settled } = useCompanySuggestions(text);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/companies?search=${encodeURIComponent(query)}`);
    setText('');
    setOpen(false);
    onSearch?.();
  }

  function choose(company: Company) {
    navigate(`/companies/${company.id}`);
    setText('');
    setOpen(false);
    onSearch?.();
  }

  return (
    <Box
      component="form"
      role="search"
      // Before the app has taken over a server-rendered page (or without JavaScript), the browser
      // submits the form itself to the same address.
      action="/companies"
      method="get"
      onSubmit={submit}
      sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        Search companies
      </Box>
      <Autocomplete<Company, false, false, true>
        id={id}
        freeSolo
        sx={{ flex: 1, minWidth: 0 }}
        open={open && suggestions.length > 0}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={suggestions}
        // The API has matched them already (by name or category).
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          // Choosing a company resets the text to its name just before it is cleared (choose).
          if (reason === 'input') {
            setText(value);
            setOpen(true);
          }
        }}
        onChange={(_event, value, reason) => {
          // Enter with no suggestion chosen is the form's submit (a full search), not a choice.
          if (reason === 'selectOption' && value && typeof value !== 'string') choose(value);
        }}
        // Inside the mobile menu's dialog, the list must be inside it too, for screen readers.
        disablePortal
        slotProps={{ popper: { sx: { zIndex: 'modal', minWidth: 240 } }, listbox: { 'aria-label': 'Suggested companies' } }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {option.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {option.category}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <Box
            ref={params.slotProps.input.ref}
            onMouseDown={params.slotProps.input.onMouseDown}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              // At least a row high; more with larger text, so the text is not cut.
              minHeight: 40,
              borderRadius: 5,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              color: 'text.secondary',
              transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
              '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper' },
            }}
          >
            <SearchIcon fontSize="small" aria-hidden />
            <InputBase
              type="search"
              name="search"
              placeholder="Search companies"
              inputProps={{
                ...params.slotProps.htmlInput,
                enterKeyHint: 'search',
                // The API's limit: a longer search is one it refuses.
                maxLength: queryLimits['GET /api/companies'].search.maxLength,
              }}
              sx={{
                flex: 1,
                fontSize: '0.95rem',
                color: 'text.primary',
                // MUI's faded placeholder is 2.5:1; the secondary text colour reads at 4.5:1 or more.
                '& input::placeholder': { color: 'text.secondary', opacity: 1 },
              }}
            />
          </Box>
        )}
      />
      {/* The count of suggestions, announced as they arrive (the list itself is not a live region). */}
      <Box role="status" sx={visuallyHidden}>
        {open && settled && text.trim() ? suggestionsMessage(suggestions.length, total ?? suggestions.length) : ''}
      </Box>
    </Box>
  );
}
