// The pager of a paged queue (reports, hidden reviews, claims, plan requests, names): where the
// page on screen sits in the whole, and the pages before and after it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { PAGE_SIZE } from '../api/admin-key';

interface Page {
  items: readonly unknown[];
  total: number;
}

/** Where the last page starts: 40 for 57 items. */
const lastPageStart = (total: number) => (total > 0 ? Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE : 0);

/**
 * Decisions take items off a queue: when the page shown has none left but an earlier page has,
 * go back to the last page there is.
 */
export function useKeepPageInRange(page: Page | undefined, stale: boolean, offset: number, setOffset: (offset: number) => void) {
  useEffect(() => {
    if (page && !stale && page.items.length === 0 && offset > 0) setOffset(lastPageStart(page.total));
  }, [page, stale, offset, setOffset]);
}

interface Props {
  /** What is paged, for the navigation's name: "Claims" makes "Claims pages". */
  label: string;
  offset: number;
  /** The items on this page. */
  shown: number;
  total: number;
  onChange: (offset: number) => void;
}

export function Pager({ label, offset, shown, total, onChange }: Props) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const first = offset === 0;
  const last = offset + PAGE_SIZE >= total;
  // A button that becomes disabled drops the keyboard focus: hand it to the other one.
  const go = (to: number) => {
    onChange(to);
    const other = to === 0 ? next : to + PAGE_SIZE >= total ? previous : null;
    if (other) requestAnimationFrame(() => other.current?.focus());
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        Showing {(offset + 1).toLocaleString('en')}–{(offset + shown).toLocaleString('en')} of {total.toLocaleString('en')}
      </Typography>
      {!(first && last) && (
        <Stack component="nav" aria-label={`${label} pages`} direction="row" spacing={1}>
          <Button ref={previous} size="small" variant="outlined" disabled={first} onClick={() => go(Math.max(0, offset - PAGE_SIZE))}>
            Previous
          </Button>
          <Button ref={next} size="small" variant="outlined" disabled={last} onClick={() => go(offset + PAGE_SIZE)}>
            Next
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
