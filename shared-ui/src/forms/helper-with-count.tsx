import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A field's helper line with a character counter at its end ("123 / 5,000"). */
export function HelperWithCount({ message, count, max }: { message: ReactNode; count: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {count.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
      </Box>
    </Box>
  );
}
