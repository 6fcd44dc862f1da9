import { lazy, Suspense, useEffect, useState } from "react";
import type { FlashKind } from "~/lib/flash";

export interface ToastRequest {
  id: number;
  kind: FlashKind;
  message: string;
}

let nextId = 1;
let deliver: ((request: ToastRequest) => void) | null = null;
const waiting: ToastRequest[] = [];

/** Shows a toast (one at a time, 5 s, swipe to dismiss, announced to screen readers). */
export function showToast(kind: FlashKind, message: string) {
  const request = { id: nextId++, kind, message };
  if (deliver) deliver(request);
  else waiting.push(request);
}

// sonner is only downloaded once a page has something to say.
const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Rendered once by the layout. */
export function ToastHost() {
  const [requests, setRequests] = useState<ToastRequest[]>([]);
  useEffect(() => {
    deliver = (request) => setRequests((list) => [...list, request]);
    if (waiting.length) setRequests(waiting.splice(0));
    return () => {
      deliver = null;
    };
  }, []);
  if (requests.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster requests={requests} />
    </Suspense>
  );
}
