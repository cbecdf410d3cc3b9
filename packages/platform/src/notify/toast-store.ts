import { TOAST_DURATION_MS, TOAST_LIMIT } from '@site/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms (spec default 5000). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type Listener = (toasts: readonly Toast[]) => void;

/**
 * The site's notifications. One store for the whole page: @site/platform is a federation
 * singleton, so a section's notify() reaches the shell's toaster. At most TOAST_LIMIT show.
 */
class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  notify = (input: ToastInput): number => {
    const toast: Toast = {
      id: this.nextId++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
    };
    this.set([toast, ...this.toasts].slice(0, TOAST_LIMIT));
    return toast.id;
  };

  dismiss = (id: number): void => {
    this.set(this.toasts.filter((toast) => toast.id !== id));
  };

  getSnapshot = (): readonly Toast[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(toasts: readonly Toast[]): void {
    this.toasts = toasts;
    for (const listener of this.listeners) listener(toasts);
  }
}

export const toastStore = new ToastStore();
export const notify = toastStore.notify;
