import { lazy, Suspense, useSyncExternalStore } from "react";
import type { FlashKind } from "~/lib/flash";

export interface ToastRequest {
  id: number;
  kind: FlashKind;
  message: string;
  title?: string;
}

// A tiny store: requests made before or after the host renders are all kept and shown.
let requests: readonly ToastRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const none: readonly ToastRequest[] = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (one at a time, 5 s, swipe to dismiss, announced to screen readers). */
export function showToast(kind: FlashKind, message: string, title?: string) {
  requests = [...requests, { id: nextId++, kind, message, title }];
  for (const listener of listeners) listener();
}

// sonner is only downloaded once a page has something to say.
const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Rendered once by the layout. */
export function ToastHost() {
  const list = useSyncExternalStore(
    subscribe,
    () => requests,
    () => none,
  );
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster requests={list} />
    </Suspense>
  );
}
