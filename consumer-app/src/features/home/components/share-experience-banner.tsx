import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuth, Link as RouterLink } from 'shared-ui';

/** The call to write a review or claim a business; signed-out visitors go to /sign-in first. */
export function ShareExperienceBanner() {
  const { state } = useAuth();
  const writeTo = state === 'signed-in' ? '/write-review' : '/sign-in';
  return (
    <Container component="section" aria-labelledby="share-heading" maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
      <Paper
        elevation={0}
        sx={(theme) => ({
          p: { xs: 3, md: 6 },
          textAlign: 'center',
          // The theme's banner colours: its text reads at 4.5:1 over the whole gradient, in both modes.
          color: theme.palette.banner.contrastText,
          background: `linear-gradient(135deg, ${theme.palette.banner.to} 0%, ${theme.palette.banner.from} 100%)`,
          // The focus ring lies on the gradient, where only the banner's text colour is sure to show.
          '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: theme.palette.banner.contrastText },
        })}
      >
        <Typography id="share-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          Share your experience
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 640, mx: 'auto', opacity: 0.95 }}>
          Your review helps thousands of people make better choices, and helps good companies get the credit they
          deserve.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={writeTo}
            variant="contained"
            size="large"
            sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'background.default' } }}
          >
            Write a Review
          </Button>
          <Button
            component={RouterLink}
            to="/sign-in"
            variant="outlined"
            size="large"
            sx={{ color: 'inherit', borderColor: 'currentColor', '&:hover': { borderColor: 'currentColor', bgcolor: 'action.hover' } }}
          >
            Claim Your Business
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
