// The toasts' region (Toaster loads it with the first toast): one at a time, each shown 5000 ms (paused while hovered or focused), swiped right
// 50 px or closed to dismiss, and F8 moves focus to their region. That is exactly the behaviour of
// Radix's toast primitives, which also announce each toast to screen readers; here they are styled
// with the MUI theme.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@emotion/react';
import { styled } from '@mui/material/styles';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef, type ReactNode } from 'react';
import { useToastClearance } from './toast-clearance';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, TOAST_LIMIT, TOAST_REGION_LABEL, TOAST_SWIPE_THRESHOLD_PX, useToastStore, type Toast } from './toast-store';

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 24px)); }
`;

/** Twice the theme's corner radius, as the old toasts had (MUI's `borderRadius: 2` in sx). */
const doubled = (radius: number | string) => (typeof radius === 'number' ? radius * 2 : `calc(${radius} * 2)`);

const Viewport = styled(ToastPrimitive.Viewport)(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.snackbar,
  bottom: theme.spacing(1),
  left: theme.spacing(1),
  right: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  borderRadius: doubled(theme.shape.borderRadius),
  [theme.breakpoints.up('sm')]: { left: 'auto', bottom: theme.spacing(3), right: theme.spacing(3), width: 380 },
  // Radix focuses the list inside the region on F8: a ring in the page colour inside the outline
  // keeps it visible on dark backgrounds too.
  '&:focus-visible': {
    outline: `3px solid ${theme.palette.secondary.main}`,
    outlineOffset: 3,
    boxShadow: `0 0 0 3px ${theme.palette.background.paper}`,
  },
}));

const Root = styled(ToastPrimitive.Root)(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2, 1, 2, 2),
  borderRadius: doubled(theme.shape.borderRadius),
  boxShadow: theme.shadows[8],
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
  '&[data-variant="default"]': { backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary, border: `1px solid ${theme.palette.divider}` },
  '&[data-variant="success"]': { backgroundColor: theme.palette.success.main, color: theme.palette.success.contrastText },
  '&[data-variant="destructive"]': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
  '&[data-state="closed"]': { animation: `${fadeOut} ${TOAST_EXIT_MS}ms ease-in forwards` },
  '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
  '&[data-swipe="end"]': { animation: `${swipeOut} ${TOAST_EXIT_MS}ms ease-out forwards` },
  '@media (prefers-reduced-motion: reduce)': { '&&': { animation: 'none', transition: 'none' } },
}));

const Title = styled(ToastPrimitive.Title)({ fontWeight: 700, lineHeight: 1.4 });
const Description = styled(ToastPrimitive.Description)(({ theme }) => ({
  ...theme.typography.body2,
  marginTop: theme.spacing(0.25),
  opacity: 0.92,
  overflowWrap: 'anywhere',
}));

const ICONS: Record<NonNullable<Toast['variant']>, ReactNode> = {
  default: <InfoOutlinedIcon sx={{ color: 'info.main' }} />,
  success: <CheckCircleOutlineIcon />,
  destructive: <ErrorOutlineIcon />,
};

function ToastItem({ toast }: { toast: Toast }) {
  const { id, open } = toast;
  const variant = toast.variant ?? 'default';

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => useToastStore.getState().remove(id), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [id, open]);

  return (
    <Root
      open={open}
      onOpenChange={(next) => !next && useToastStore.getState().dismiss(id)}
      // A failure is announced at once; other news waits for a pause in what is being read.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={variant}
    >
      <span aria-hidden style={{ display: 'flex', paddingTop: 1 }}>
        {ICONS[variant]}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton aria-label="Close notification" size="small" color="inherit" sx={{ mt: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </ToastPrimitive.Close>
    </Root>
  );
}

export function ToastRegion() {
  const toasts = useToastStore((s) => s.toasts);
  const viewport = useRef<HTMLOListElement>(null);
  useToastClearance(viewport);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.slice(0, TOAST_LIMIT).map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
      <Viewport ref={viewport} hotkey={['F8']} label={TOAST_REGION_LABEL} />
    </ToastPrimitive.Provider>
  );
}
