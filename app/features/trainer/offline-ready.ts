import { useEffect, useState } from "react";

/**
 * Registers the page's service worker (scope: this page only) and, once it controls the page,
 * asks it to keep what the page has loaded — the page itself, its scripts, styles and
 * translations — through its caching routes (Workbox's CACHE_URLS message). True once done:
 * from then on the page opens without a network.
 */
export function useOfflineReady(serviceWorkerUrl: string, scope: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    const controlled = () =>
      navigator.serviceWorker.controller
        ? Promise.resolve()
        : new Promise<void>((resolve) =>
            navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
          );
    void (async () => {
      const registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope });
      await controlled();
      const worker = registration.active ?? navigator.serviceWorker.controller;
      if (!worker || cancelled) return;
      const urls = [
        location.href,
        ...performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin === location.origin),
      ];
      const channel = new MessageChannel();
      const done = new Promise<void>((resolve) => (channel.port1.onmessage = () => resolve()));
      worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [...new Set(urls)] } }, [
        channel.port2,
      ]);
      await done;
      if (!cancelled) setReady(true);
    })().catch((error: unknown) => console.warn("trainer: offline mode unavailable", error));
    return () => {
      cancelled = true;
    };
  }, [serviceWorkerUrl, scope]);
  return ready;
}
