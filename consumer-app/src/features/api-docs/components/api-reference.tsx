// The API's OpenAPI document rendered by Redoc, themed with the site's MUI theme (colours and
// fonts). Redoc has no dark mode of its own (its labels and tabs lose their contrast on a dark
// page), so the reference is a light panel in the dark theme too. This module and Redoc load
// only with the /api page.
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { RedocStandalone, type RedocRawOptions } from 'redoc';
import { createAppTheme } from 'shared-ui';

function redocOptions(theme: Theme): RedocRawOptions {
  const { palette, typography } = theme;
  return {
    // Only what the document says: no download button, no "try it" calls to other hosts.
    hideDownloadButton: true,
    hideHostname: true,
    // The page scrolls as one with the site's frame; the sidebar sits below the sticky header.
    nativeScrollbars: true,
    scrollYOffset: 'header',
    expandResponses: '200,201',
    pathInMiddlePanel: true,
    theme: {
      colors: {
        primary: { main: palette.primary.main },
        success: { main: palette.success.main },
        warning: { main: palette.warning.main },
        error: { main: palette.error.main },
        text: { primary: palette.text.primary, secondary: palette.text.secondary },
        border: { dark: palette.divider, light: palette.divider },
        // The response codes' text on their tinted backgrounds, dark enough to read (WCAG AA).
        responses: Object.fromEntries(
          (['success', 'error', 'redirect', 'info'] as const).map((kind) => {
            const tone = palette[kind === 'redirect' ? 'warning' : kind];
            const text = tone.dark;
            // Tabs of the code samples sit on the dark right panel: the light tone there.
            return [kind, { color: text, tabTextColor: tone.light, backgroundColor: alpha(tone.main, 0.08) }];
          }),
        ),
        // Method badges carry white text: the dark tones keep it readable.
        http: {
          get: palette.info.dark,
          post: palette.success.dark,
          put: palette.warning.dark,
          delete: palette.error.dark,
          patch: palette.secondary.dark,
        },
      },
      typography: {
        fontSize: '16px',
        fontFamily: typography.fontFamily,
        headings: { fontFamily: typography.fontFamily, fontWeight: '700' },
        code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', color: palette.text.primary, backgroundColor: palette.action.hover },
        links: { color: palette.primary.main, visited: palette.primary.main, hover: palette.primary.dark },
      },
      sidebar: { backgroundColor: palette.background.paper, textColor: palette.text.primary, activeTextColor: palette.primary.main },
      rightPanel: { backgroundColor: '#263238', textColor: '#f5f7fa' },
      // Redoc fades type names a little further ("Array of"): an opaque grey that stays readable.
      schema: { nestedBackground: palette.background.default, typeNameColor: palette.grey[800], typeTitleColor: palette.text.secondary },
    },
  };
}

const lightTheme = createAppTheme('light');
const options = redocOptions(lightTheme);

export default function ApiReference({ spec }: { spec: object }) {
  return (
    <Box
      sx={{
        bgcolor: lightTheme.palette.background.default,
        color: lightTheme.palette.text.primary,
        colorScheme: 'light',
        // The introduction's code (the curl example) wraps rather than scrolling sideways in a box a
        // keyboard cannot reach (Redoc's markdown code blocks take no focus).
        '& .redoc-markdown pre, & .redoc-markdown pre code': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      <RedocStandalone spec={spec} options={options} />
    </Box>
  );
}
