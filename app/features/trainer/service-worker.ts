/**
 * The trainer page's service worker (bundled by scripts/service-worker-plugin.ts, served by
 * routes/trainer.sw.ts with the page as its scope): the page, its scripts, styles and
 * translations stay available when the venue's network drops. It never touches another page:
 * the public site stays plain server-rendered HTML. Marks made offline are not its business:
 * the page keeps them in IndexedDB and uploads them itself (offline-queue.ts), so a mark never
 * waits on a service worker's life cycle.
 */
import { clientsClaim } from "workbox-core";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { TRAINER_PAGE_PATH } from "./paths";

type WorkerScope = typeof globalThis & {
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "install",
    listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
};
const worker = self as unknown as WorkerScope;

// A new version takes over at once: the page's data lives in IndexedDB, not in the worker.
worker.addEventListener("install", (event) => event.waitUntil(worker.skipWaiting()));
clientsClaim();

/** Only a complete answer is kept: never a redirect to the sign-in page, never an error. */
const onlyComplete = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !response.redirected ? response : null,
};

const samePage = (url: URL) => url.origin === location.origin && TRAINER_PAGE_PATH.test(url.pathname);

// The page itself: the network first (today's list as the server has it), the copy kept from
// the last visit when there is no network or it is too slow to wait for. The server's answer
// varies on language and cookie headers a service worker's requests do not carry: ignore Vary.
registerRoute(
  ({ url, request }) => request.method === "GET" && samePage(url),
  new NetworkFirst({
    cacheName: "trainer-page",
    networkTimeoutSeconds: 5,
    plugins: [onlyComplete],
    matchOptions: { ignoreVary: true, ignoreSearch: true },
  }),
);

// Build files have their content's hash in their name: a copy is never stale.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" && url.origin === location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: "trainer-assets", plugins: [onlyComplete] }),
);

// The manifest and its icon.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === location.origin &&
    (url.pathname === "/favicon.svg" || url.pathname.endsWith("/trainer/manifest.webmanifest")),
  new StaleWhileRevalidate({ cacheName: "trainer-files", plugins: [onlyComplete] }),
);
