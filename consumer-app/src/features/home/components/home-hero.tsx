import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { queryLimits, useNavigate } from 'shared-ui';
import { companySearchPath } from '../../companies';

/** The pitch and the company search; blank input goes nowhere. */
export function HomeHero() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = companySearchPath(text);
    setBlank(!path);
    if (path) navigate(path);
  };

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-heading"
      sx={(theme) => ({
        // The theme's banner colours: its text reads at 4.5:1 over the whole gradient, in both modes.
        color: theme.palette.banner.contrastText,
        background: `linear-gradient(135deg, ${theme.palette.banner.from} 0%, ${theme.palette.banner.to} 100%)`,
        py: { xs: 6, md: 10 },
      })}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="home-hero-heading" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' }, lineHeight: 1.15 }}>
          Find companies you can trust
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.95 }}>
          Real reviews from real customers. Read about their experiences, compare ratings and share your own to help
          others choose with confidence.
        </Typography>
        <Paper
          component="form"
          role="search"
          aria-label="Company search"
          // Before the app has taken over the server's page (or without JavaScript): the browser's own submit.
          action="/companies"
          method="get"
          onSubmit={submit}
          noValidate
          elevation={3}
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
        >
          <TextField
            id="home-search"
            name="search"
            label="Search for a company or category"
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (blank) setBlank(false);
            }}
            error={blank}
            helperText={blank ? 'Enter a company name or category to search.' : undefined}
            fullWidth
            slotProps={{
              // The API's limit: a longer search is one it refuses.
              htmlInput: { maxLength: queryLimits['GET /api/companies'].search.maxLength },
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
          <Button type="submit" variant="contained" size="large" sx={{ height: 56, px: 4, width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}>
            Search
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}
