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

/**
 * The enforced security headers of DESIGN.md section 5. Styles, images, fonts and connections
 * come from our own origin only; scripts only with this response's nonce (and what they load).
 */
export function securityHeaders({
  development,
  formActionOrigins = [],
}: {
  development: boolean;
  /** The payment providers' origins our pay form may lead to (a 303 to their checkout page). */
  formActionOrigins?: readonly string[];
}): RequestHandler[] {
  return [
    cspNonce,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": [(_req, res) => `'nonce-${(res as unknown as { locals: Express.Locals }).locals.cspNonce}'`, "'strict-dynamic'"],
          "style-src": ["'self'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          // Vite's development server pushes updates over a WebSocket on the same host.
          "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
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
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
      next();
    },
  ];
}
