/**
 * A signal, inside this process, that data shown on public pages (courses, sessions, seats,
 * posts) is being changed. The render cache of server/render-cache listens: it drops its pages and reads
 * the database's render-cache version on the next requests, which tells it when the change has
 * been committed. Other processes learn of the change from that version alone.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onPageDataChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pageDataChanged(): void {
  for (const listener of listeners) listener();
}
