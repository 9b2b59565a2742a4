import { create } from 'zustand';

/** Counts code loads in flight (lazy pages, remotes) so the host's top bar can show them. */
interface LoadingState {
  pending: number;
  begin: () => void;
  end: () => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));
