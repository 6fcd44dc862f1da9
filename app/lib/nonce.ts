import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered, for the few components that write their own
 * <script> (JSON-LD). entry.server.tsx provides it; in the browser it is empty, which is
 * right: scripts are only created by the server's HTML, and browsers hide the attribute anyway.
 * It never travels in loader data, which is serialised into the page.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
