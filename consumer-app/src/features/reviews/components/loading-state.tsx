import { Box, CircularProgress, Typography } from '@mui/material';

export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Box>
  );
}
