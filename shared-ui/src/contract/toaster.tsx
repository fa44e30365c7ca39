// Where the toasts show. Their region (Radix's toast primitives styled with the theme, about 10 KB
// gzip) loads with the first toast, as most page views never show one; from then on it stays.
import { lazy, Suspense } from 'react';
import { useToastStore } from './toast-store';

export { TOAST_EXIT_MS, TOAST_REGION_LABEL } from './toast-store';

const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

export function Toaster() {
  const used = useToastStore((s) => s.used);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
