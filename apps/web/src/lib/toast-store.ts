/** Spec section 9: a toast shows for 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/** More than this many toasts at once is noise: the oldest goes first. */
const MAX_VISIBLE_TOASTS = 5;

export type TToastKind = 'info' | 'success' | 'error';

export type TToastInput = {
  message: string;
  title?: string;
  /** `error` is announced at once (role=alert); the others politely (role=status). */
  kind?: TToastKind;
};

export type TToast = {
  id: number;
  message: string;
  title: string | undefined;
  kind: TToastKind;
  durationMs: number;
};

export type TToastStore = {
  /** Shows a toast, unless the same one is showing: then that one's id is returned. */
  show: (input: TToastInput) => number;
  dismiss: (id: number) => void;
  /** Removes every toast and stops their timers (the provider unmounts). */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly TToast[];
};

type TToastStoreOptions = {
  durationMs?: number;
  maxVisible?: number;
};

function isSameToast(toast: TToast, input: Required<Pick<TToastInput, 'kind'>> & TToastInput): boolean {
  return toast.message === input.message && toast.title === input.title && toast.kind === input.kind;
}

/**
 * The toasts on screen (spec section 9): each leaves after `durationMs`; the same message is
 * never shown twice at once. Framework-free so timers and de-duplication are tested alone.
 */
export function createToastStore({
  durationMs = TOAST_DURATION_MS,
  maxVisible = MAX_VISIBLE_TOASTS,
}: TToastStoreOptions = {}): TToastStore {
  let toasts: readonly TToast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) {
      listener();
    }
  };

  const stopTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  function dismiss(id: number): void {
    stopTimer(id);
    const remaining = toasts.filter((toast) => toast.id !== id);
    if (remaining.length !== toasts.length) {
      toasts = remaining;
      emit();
    }
  }

  function show(input: TToastInput): number {
    const wanted = { ...input, kind: input.kind ?? 'info' };
    const showing = toasts.find((toast) => isSameToast(toast, wanted));
    if (showing) {
      return showing.id;
    }
    const toast: TToast = { id: nextId++, message: wanted.message, title: wanted.title, kind: wanted.kind, durationMs };
    const all = [...toasts, toast];
    const dropped = all.slice(0, Math.max(0, all.length - maxVisible));
    dropped.forEach((old) => stopTimer(old.id));
    toasts = all.slice(dropped.length);
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), durationMs),
    );
    emit();
    return toast.id;
  }

  function clear(): void {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    if (toasts.length > 0) {
      toasts = [];
      emit();
    }
  }

  return {
    show,
    dismiss,
    clear,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
