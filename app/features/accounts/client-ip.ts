/**
 * The header that carries the client address we trust (the socket's, or the one TRUST_PROXY's
 * proxies report) to better-auth, which reads addresses from headers only. The server
 * overwrites it on every request (server/app.ts), so a client cannot choose its own value.
 */
export const CLIENT_IP_HEADER = "x-gms-client-ip";
