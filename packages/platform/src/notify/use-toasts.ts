import { useSyncExternalStore } from 'react';
import { type Toast, toastStore } from './toast-store';

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}
