// The widget generator: a template and theme allowed by the plan, the live preview, and the
// snippet to copy into the business's own pages.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Company, type WidgetTemplate, Link as RouterLink } from 'shared-ui';
import { copyText } from '../../claims';
import { usePlanStatus } from '../../plans';
import { widgetSnippet } from '../utils/widget-snippet';
import { WidgetPreview } from './widget-preview';

const TEMPLATES: { id: WidgetTemplate; label: string; hint: string }[] = [
  { id: 'mini', label: 'Mini', hint: 'Rating, stars and review count in one line' },
  { id: 'carousel', label: 'Carousel', hint: 'The summary and your latest reviews, one at a time' },
  { id: 'list', label: 'List', hint: 'The summary and your five latest reviews' },
];

export function WidgetGenerator({ company }: { company: Company }) {
  const plan = usePlanStatus();
  const allowed = plan.data?.plan.widgetTemplates ?? ['mini'];
  const [template, setTemplate] = useState<WidgetTemplate>('mini');
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const origin = window.location.origin;
  const snippet = widgetSnippet(origin, company, template, theme);

  const copy = () => copyText(snippet, { title: 'Snippet copied', description: 'Paste it into your page where the widget should appear.' }, 'snippet');

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">Template</FormLabel>
              <RadioGroup value={template} onChange={(e) => setTemplate(e.target.value as WidgetTemplate)}>
                {TEMPLATES.map((t) => (
                  <FormControlLabel
                    key={t.id}
                    value={t.id}
                    disabled={!allowed.includes(t.id)}
                    control={<Radio />}
                    label={`${t.label}: ${t.hint}${allowed.includes(t.id) ? '' : ' (not in your plan)'}`}
                  />
                ))}
              </RadioGroup>
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">Theme</FormLabel>
              <RadioGroup value={theme} onChange={(e) => setTheme(e.target.value as 'light' | 'dark')}>
                <FormControlLabel value="light" control={<Radio />} label="Light" />
                <FormControlLabel value="dark" control={<Radio />} label="Dark" />
              </RadioGroup>
            </Box>
          </Stack>
          {allowed.length < TEMPLATES.length && (
            <Alert severity="info" sx={{ mt: 1 }}>
              More templates come with a larger plan. <Link component={RouterLink} to="/business-plans" color="inherit" sx={{ fontWeight: 700 }}>
                Compare plans
              </Link>
            </Alert>
          )}
        </CardContent>
      </Card>

      <Box component="section" aria-labelledby="preview-heading">
        <Typography id="preview-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Live preview
        </Typography>
        <WidgetPreview companyId={company.id} template={template} theme={theme} fallbackHref={`${origin}/companies/${company.id}`} />
      </Box>

      <Box component="section" aria-labelledby="snippet-heading">
        <Typography id="snippet-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Your snippet
        </Typography>
        <TextField
          label="HTML to paste into your page"
          value={snippet}
          multiline
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
        <Button variant="contained" sx={{ mt: 1.5 }} onClick={() => void copy()}>
          Copy snippet
        </Button>
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          In a single-page app, call <code>window.TrustReviews.load(element)</code> after adding the div. With a Content-Security-Policy, allow{' '}
          <code>{origin}</code> in <code>script-src</code> and <code>connect-src</code>.
        </Typography>
      </Box>
    </Stack>
  );
}
