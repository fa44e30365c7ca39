// The toast viewport of spec §8/§9: one toast at a time, 5 s each, swipe right or close to dismiss,
// F8 moves focus to the region.
import { keyframes } from '@emotion/react';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, IconButton, Typography, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  useToastStore,
  type Toast,
} from 'shared-ui';

/**
 * A closed toast leaves the store once its exit animation is over. (The prototype waited
 * 1000000 ms before removing it — a quirk with no visible effect, so it is not copied.)
 */
export const TOAST_EXIT_MS = 200;

export const TOAST_REGION_LABEL = 'Notifications (F8)';

const enter = keyframes`
  from { transform: translateX(calc(100% + 16px)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;

const VARIANTS: Record<NonNullable<Toast['variant']>, { icon: ReactNode; sx: SxProps<Theme> }> = {
  default: {
    icon: <InfoOutlinedIcon sx={{ color: 'info.main' }} />,
    sx: { bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider' },
  },
  success: {
    icon: <CheckCircleOutlineIcon />,
    sx: { bgcolor: 'success.main', color: 'success.contrastText' },
  },
  destructive: {
    icon: <ErrorOutlineIcon />,
    sx: { bgcolor: 'error.main', color: 'error.contrastText' },
  },
};

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8' || event.code === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      ref={region}
      role="region"
      aria-label={TOAST_REGION_LABEL}
      tabIndex={-1}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 24 },
        width: { sm: 380 },
        borderRadius: 2,
        // A ring in the page colour inside the outline keeps it visible on dark backgrounds too.
        '&:focus-visible': {
          outline: 3,
          outlineStyle: 'solid',
          outlineColor: 'secondary.main',
          outlineOffset: 3,
          boxShadow: (theme) => `0 0 0 3px ${theme.palette.background.paper}`,
        },
      }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {toasts.slice(0, TOAST_LIMIT).map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </Box>
    </Box>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { id, open } = toast;
  const variant = VARIANTS[toast.variant ?? 'default'];
  const [offset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ startX: number; swiping: boolean } | null>(null);
  const swallowClick = useRef(false);
  const remaining = useRef(TOAST_DURATION_MS);

  const dismiss = () => useToastStore.getState().dismiss(id);

  // Auto-dismiss after TOAST_DURATION_MS of being shown; hovering, focus or a drag pause the clock.
  const paused = hovered || focused || dragging;
  useEffect(() => {
    if (!open || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => useToastStore.getState().dismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [id, open, paused]);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => useToastStore.getState().remove(id), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [id, open]);

  function onPointerDown(event: PointerEvent<HTMLLIElement>) {
    if (event.button !== 0) return;
    drag.current = { startX: event.clientX, swiping: false };
  }

  function onPointerMove(event: PointerEvent<HTMLLIElement>) {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.startX;
    // Capture only once it is clearly a swipe, so a plain click still reaches the close button.
    if (!d.swiping && Math.abs(dx) > 4) {
      d.swiping = true;
      setDragging(true);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (d.swiping) setOffset(Math.max(0, dx));
  }

  function endDrag(event: PointerEvent<HTMLLIElement>, cancelled: boolean) {
    const d = drag.current;
    drag.current = null;
    if (!d?.swiping) return;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    setDragging(false);
    swallowClick.current = true;
    setTimeout(() => (swallowClick.current = false), 0);
    if (!cancelled && event.clientX - d.startX >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  }

  return (
    <Box
      component="li"
      role="status"
      aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-state={open ? 'open' : 'closed'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e, false)}
      onPointerCancel={(e) => endDrag(e, true)}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
      onClickCapture={(e) => {
        if (swallowClick.current) {
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      sx={[
        {
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          p: 2,
          pr: 1,
          borderRadius: 2,
          boxShadow: 8,
          touchAction: 'pan-y',
          userSelect: 'none',
          animation: `${enter} 200ms ease-out`,
          transform: open ? `translateX(${offset}px)` : 'translateX(calc(100% + 24px))',
          opacity: open ? 1 : 0,
          transition: dragging ? 'none' : `transform ${TOAST_EXIT_MS}ms ease-in, opacity ${TOAST_EXIT_MS}ms ease-in`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
        },
        ...(Array.isArray(variant.sx) ? variant.sx : [variant.sx]),
      ]}
    >
      <Box aria-hidden sx={{ display: 'flex', pt: '1px' }}>
        {variant.icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.4 }}>{toast.title}</Typography>
        {toast.description && (
          <Typography variant="body2" sx={{ mt: 0.25, opacity: 0.92, overflowWrap: 'anywhere' }}>
            {toast.description}
          </Typography>
        )}
      </Box>
      <IconButton aria-label="Close notification" size="small" color="inherit" onClick={dismiss} sx={{ mt: -0.5 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
