import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

/** A fresh nonce per response; React Router puts it on its inline and module scripts. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** The live page of a remote session: the one page that may use the camera and microphone. */
export const LIVE_PAGE = /^(?:\/en)?\/sessions\/[1-9]\d{0,8}\/live\/?$/;

const PERMISSIONS = "camera=(), microphone=(), geolocation=(), payment=(self)";
const LIVE_PERMISSIONS =
  "camera=(self), microphone=(self), geolocation=(), payment=(self), display-capture=()";

/**
 * The enforced security headers. Styles, images, fonts and connections
 * come from our own origin only; scripts only with this response's nonce (and what they load).
 */
export function securityHeaders({
  development,
  formActionOrigins = [],
  liveConnectOrigins = [],
}: {
  development: boolean;
  /** The payment providers' origins our pay form may lead to (a 303 to their checkout page). */
  formActionOrigins?: readonly string[];
  /**
   * The media server's origins (ADR 1201): only the live page (LIVE_PAGE) may connect
   * to them, and play media streams; every other page keeps the policy above.
   */
  liveConnectOrigins?: readonly string[];
}): RequestHandler[] {
  const everyPage = helmetFor({ development, formActionOrigins });
  const livePage = helmetFor({ development, formActionOrigins, live: liveConnectOrigins });
  return [
    cspNonce,
    (req, res, next) => (LIVE_PAGE.test(req.path) ? livePage(req, res, next) : everyPage(req, res, next)),
    (req, res, next) => {
      res.setHeader("Permissions-Policy", LIVE_PAGE.test(req.path) ? LIVE_PERMISSIONS : PERMISSIONS);
      next();
    },
  ];
}

function helmetFor({
  development,
  formActionOrigins,
  live,
}: {
  development: boolean;
  formActionOrigins: readonly string[];
  live?: readonly string[];
}): RequestHandler {
  const connect = development ? ["'self'", "ws:"] : ["'self'"];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          (_req, res) => `'nonce-${(res as unknown as { locals: Express.Locals }).locals.cspNonce}'`,
          "'strict-dynamic'",
        ],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        // Vite's development server pushes updates over a WebSocket on the same host.
        "connect-src": live ? [...connect, ...live] : connect,
        // Camera, microphone and the others' streams play from MediaStreams (srcObject).
        ...(live ? { "media-src": ["'self'", "blob:", "mediastream:"] } : {}),
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'", ...formActionOrigins],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    xContentTypeOptions: true,
  });
}
