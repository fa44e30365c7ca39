// A plain data table, as the business, moderation and transparency pages show figures: full
// width, ruled rows, the caption above. Real table markup, so screen readers can move by cell.
// On a narrow screen a table wider than the page scrolls sideways in its own box (the page does
// not), and that box is then a named, focusable region, so keyboard users can scroll it too.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useEffect, useRef, useState } from 'react';

const TABLE_SX = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', p: 1, borderBottom: 1, borderColor: 'divider' },
  // A long word (an order reference, an address) breaks rather than widening its column past the
  // box: 'anywhere', unlike 'break-word', also lowers the width the table lays the column out at.
  '& td': { overflowWrap: 'anywhere' },
  '& caption': { textAlign: 'left', captionSide: 'top', pb: 1 },
} as const;

// Numbers line up on the right; the first cell of each row (a th or a td) names the row.
const NUMERIC_SX = { '& td, & th': { textAlign: 'right' }, '& tr > :first-child': { textAlign: 'left' } } as const;

const SCROLL_BOX_SX = { overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } } as const;

export interface DataTableProps {
  caption?: ReactNode;
  /** Right-aligns every column but the first. */
  numeric?: boolean;
  /** Names the scrolling box when the table is wider than the screen (default: the caption, if text). */
  label?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** Whether the box's content is wider than the box, followed as either resizes. */
function useOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}

export function DataTable({ caption, numeric = false, label, sx, children }: DataTableProps) {
  const { ref, overflowing } = useOverflowing<HTMLDivElement>();
  const name = label ?? (typeof caption === 'string' ? caption : 'Table');
  return (
    <Box ref={ref} sx={SCROLL_BOX_SX} {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': `${name} (scrolls sideways)` } : {})}>
      <Box component="table" sx={[TABLE_SX, numeric && NUMERIC_SX, ...(Array.isArray(sx) ? sx : [sx])]}>
        {caption && <caption>{caption}</caption>}
        {children}
      </Box>
    </Box>
  );
}
