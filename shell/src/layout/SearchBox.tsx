import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { queryLimits, useNavigate } from 'shared-ui';

/** Company search of the navigation bar: Enter goes to /companies?search=...; blank input is ignored. */
export function SearchBox({ onSearch, sx }: { onSearch?: () => void; sx?: SxProps<Theme> }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/companies?search=${encodeURIComponent(query)}`);
    setText('');
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
      sx={[
        {
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
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        type="search"
        name="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search companies"
        // The API's limit: a longer search is one it refuses.
        inputProps={{ 'aria-label': 'Search companies', enterKeyHint: 'search', maxLength: queryLimits['GET /api/companies'].search.maxLength }}
        sx={{ flex: 1, fontSize: '0.95rem', color: 'text.primary' }}
      />
    </Box>
  );
}
