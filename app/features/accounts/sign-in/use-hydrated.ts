import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False on the server and in the first render, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
