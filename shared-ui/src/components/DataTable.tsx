// A plain data table, as the business, moderation and transparency pages show figures: full
// width, ruled rows, the caption above. Real table markup, so screen readers can move by cell.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const TABLE_SX = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', p: 1, borderBottom: 1, borderColor: 'divider' },
  '& caption': { textAlign: 'left', captionSide: 'top', pb: 1 },
} as const;

// Numbers line up on the right; the first cell of each row (a th or a td) names the row.
const NUMERIC_SX = { '& td, & th': { textAlign: 'right' }, '& tr > :first-child': { textAlign: 'left' } } as const;

export interface DataTableProps {
  caption?: ReactNode;
  /** Right-aligns every column but the first. */
  numeric?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function DataTable({ caption, numeric = false, sx, children }: DataTableProps) {
  return (
    <Box component="table" sx={[TABLE_SX, numeric && NUMERIC_SX, ...(Array.isArray(sx) ? sx : [sx])]}>
      {caption && <caption>{caption}</caption>}
      {children}
    </Box>
  );
}
