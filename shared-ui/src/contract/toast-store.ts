import { create } from 'zustand';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}

export interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

/** One toast at a time, shown 5000 ms, dismissed by a swipe right of 50 px. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * A closed toast leaves the store once its exit animation is over. (The prototype kept closed
 * toasts for 1,000,000 ms, a quirk with no visible effect, so it is not copied.)
 */
export const TOAST_EXIT_MS = 200;

export const TOAST_REGION_LABEL = 'Notifications ({hotkey})';

interface ToastStore {
  toasts: Toast[];
  /** A toast has been shown: the region is on the page from then on. */
  used: boolean;
  show(input: ToastInput): number;
  dismiss(id: number): void;
  remove(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastStore>((set) => ({
  toasts: [],
  used: false,
  show(input) {
    const id = nextId++;
    set((s) => ({ toasts: [{ ...input, id, open: true }, ...s.toasts].slice(0, TOAST_LIMIT), used: true }));
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
  },
  remove(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** toast({title, description, variant}) from anywhere, as in the prototype. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}

export function useToast() {
  const show = useToastStore((s) => s.show);
  const dismiss = useToastStore((s) => s.dismiss);
  return { toast: show, dismiss };
}
