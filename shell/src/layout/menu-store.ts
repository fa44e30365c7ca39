// Open/closed state of the mobile slide-out menu. The shell imports zustand itself, so it is the
// one that provides the shared zustand singleton to the remotes.
import { create } from 'zustand';

export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuStore {
  open: boolean;
  /** Opened at least once: its code is loaded on first use, and it stays mounted to animate closing. */
  used: boolean;
  setOpen(open: boolean): void;
}

export const useMobileMenu = create<MobileMenuStore>((set) => ({
  open: false,
  used: false,
  setOpen: (open) => set((state) => ({ open, used: state.used || open })),
}));
