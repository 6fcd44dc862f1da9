/**
 * A signal, inside this process, that data shown on public pages (courses, sessions, seats,
 * posts) is being changed. The render cache of server/render-cache listens: it drops its pages and reads
 * the database's render-cache version on the next requests, which tells it when the change has
 * been committed. Other processes learn of the change from that version alone.
 */
type Listener = () => void;
// One set per process, on globalThis: the server (server/) and the app's production build each
// load their own copy of this module, and the build's registrations must reach the server's cache.
const key = Symbol.for("groupe-site.page-data-changed");
const store = globalThis as typeof globalThis & { [key]?: Set<Listener> };
const listeners = (store[key] ??= new Set<Listener>());

export function onPageDataChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pageDataChanged(): void {
  for (const listener of listeners) listener();
}
