// Open/closed state of the mobile slide-out menu. The shell imports zustand itself, so it is the
// one that provides the shared zustand singleton to the remotes.
import { create } from 'zustand';

interface MobileMenuStore {
  open: boolean;
  setOpen(open: boolean): void;
}

export const useMobileMenu = create<MobileMenuStore>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
