// The strength hint under a new password: a bar and a word, with advice until it is strong.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength } from './validators';

const COLORS = { 1: 'error', 2: 'warning', 3: 'info', 4: 'success' } as const;

export function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  if (score === 0) return null;
  return (
    <Box sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={score * 25}
        color={COLORS[score]}
        aria-label="Password strength"
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" aria-live="polite" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
        Password strength: <strong>{label}</strong>
        {score < 4 && ' · Longer passwords that mix letters, numbers and symbols are harder to guess.'}
      </Typography>
    </Box>
  );
}
