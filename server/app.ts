import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Auth } from "../app/features/accounts/auth.server";
import { liveConnectOrigins } from "../app/features/live/live-config.server";
import { formActionOrigins } from "../app/features/payments/registry.server";
import { CLIENT_IP_HEADER } from "../app/features/accounts/client-ip";
import { oauthFormActionOrigins } from "../app/features/accounts/oauth-providers.server";
import type { Env } from "../app/lib/env.server";
import { MAX_UPLOAD_FORM_BYTES, UPLOAD_FORM_PATHS } from "../app/features/uploads/upload-limits";
import type { DatabaseHandle } from "../db/database";
import {
  allowedMethods,
  bodyLimit,
  MAX_BODY_BYTES,
  originFormTarget,
  sameOriginPosts,
  validHost,
} from "./http-guards";
import { healthCheck } from "./health";
import { englishRedirect } from "./language-redirect";
import type { Logger } from "./logger";
import { hasOnlyNeutralCookies } from "../app/lib/neutral-cookies";
import { createRenderCache, type RenderCacheOptions } from "./render-cache/render-cache";
import { securityHeaders } from "./security-headers";
import { keepAuthRedirectOnSite, withSafeCallbacks } from "./auth-redirects";
import { standardLimitAnswer } from "./auth-responses";
import { sendWebResponse, toWebRequest } from "./web-request";

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  secrets: string[];
  /** better-auth, on the same database (app/features/accounts/auth.server.ts). */
  auth: Auth;
  /** The React Router build, or a function returning it (Vite's dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's middlewares in development; static files from build/client otherwise. */
  devMiddleware?: RequestHandler;
  /** Tests drive the render cache's clock and give it its own signal of local changes. */
  renderCache?: Pick<RenderCacheOptions, "now" | "localChanges">;
}

export function createApp({
  env,
  database,
  logger,
  secrets,
  auth,
  build,
  devMiddleware,
  renderCache: renderCacheSeams,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog(logger));
  // Malformed requests stop here with a 4xx, before anything builds a URL or reads a body.
  app.use(validHost, originFormTarget, allowedMethods, trustedClientIp);
  // Brotli's default 4 MB window is made for large files; our pages are under 256 KB, and each
  // response's compressor holds its window in memory: 20 pages in flight meant ~100 MB for the
  // garbage collector to account for. Pages come out the same size; only multi-megabyte CSV
  // exports lose a little (ADR 1302).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));

  if (!devMiddleware) {
    // Hashed build files come first, with only the headers that matter for a script or a
    // stylesheet: document policies (CSP, frame options...) would add ~1 KB to each of them.
    const assetsDir = path.resolve("build/client/assets");
    app.use(
      "/assets",
      (_req, res, next) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
        next();
      },
      // The build compressed each one at the highest levels (vite.config.ts): those copies go out
      // as they are, which the compression middleware above leaves alone (already encoded).
      expressStaticGzip(assetsDir, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        // Their names change with their content: cache them for a year, never revalidate.
        serveStatic: {
          immutable: true,
          maxAge: "1y",
          index: false,
          etag: false,
          lastModified: false,
          fallthrough: false,
        },
      }),
    );
  }

  app.use(
    securityHeaders({
      development: env.NODE_ENV === "development",
      formActionOrigins: [
        ...formActionOrigins({ env, db: database.db, secrets }),
        ...oauthFormActionOrigins(env),
      ],
      liveConnectOrigins: liveConnectOrigins(env),
    }),
  );

  app.get("/healthz", healthCheck(database, env.DATA_DIR));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    // Other public files (images, documents) keep every header: an SVG opened directly is a document.
    app.use(express.static(path.resolve("build/client"), { maxAge: "1h", index: false }));
  }

  // Payment and SMS providers and the video server post their notifications from their servers, not
  // from a page of ours.
  // The back-office's course and trainer forms carry an image (10 MB at most): a larger body there only.
  const formBody = bodyLimit();
  const uploadBody = bodyLimit(MAX_UPLOAD_FORM_BYTES);
  app.use(
    sameOriginPosts({
      siteUrl: env.SITE_URL,
      logger,
      exempt: ["/api/payments/", "/api/sms/", "/api/live/events"],
    }),
    (req, res, next) => (UPLOAD_FORM_PATHS.test(req.path) ? uploadBody : formBody)(req, res, next),
  );

  // better-auth over HTTP: OAuth callbacks, the JWT key set and tokens for other clients.
  const authHandler: RequestHandler = async (req, res, next) => {
    try {
      const response = await auth.handler(withSafeCallbacks(toWebRequest(req, res), env.SITE_URL));
      const answer = await standardLimitAnswer(response);
      await sendWebResponse(res, keepAuthRedirectOnSite(answer, env.SITE_URL, logger, req.path));
    } catch (error) {
      next(error);
    }
  };
  app.all("/api/auth/{*splat}", authHandler);
  app.get("/.well-known/jwks.json", async (_req, res, next) => {
    try {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.json(await auth.api.getJwks());
    } catch (error) {
      next(error);
    }
  });

  app.use(englishRedirect);

  const handleRequest = createRequestHandler(build, env.NODE_ENV);
  // Anonymous pages rendered once (ADR 1301); off in development, where the code keeps changing.
  const renderCache = createRenderCache({
    db: database.db,
    enabled: env.RENDER_CACHE && !devMiddleware,
    ttlSeconds: env.RENDER_CACHE_TTL_SECONDS,
    maxBytes: env.RENDER_CACHE_MAX_MB * 1024 * 1024,
    ...renderCacheSeams,
  });
  app.all("/{*splat}", async (req, res, next) => {
    const render = (nonce: string, wholeDocument: boolean) =>
      handleRequest(toWebRequest(req, res), {
        nonce,
        wholeDocument,
        db: database.db,
        env,
        secrets,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        logger,
        auth,
      });
    try {
      if (await renderCache.handle(req, res, (nonce) => render(nonce, true))) return;
      const response = await render(res.locals.cspNonce, false);
      uncachedDocumentHeaders(response, hasOnlyNeutralCookies(req.headers.cookie));
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use(errorHandler(logger));
  return app;
}

/**
 * A document rendered for this request alone carries its nonce: no shared cache may keep it. For a
 * visitor with a session or a flash message it is personal too: never stored at all.
 */
function uncachedDocumentHeaders(response: Response, anonymous: boolean): void {
  if (!response.headers.get("content-type")?.startsWith("text/html")) return;
  const current = response.headers.get("cache-control");
  if (!anonymous) response.headers.set("Cache-Control", "private, no-store");
  else if (!current || current.includes("public")) response.headers.set("Cache-Control", "private, no-cache");
}

/**
 * The client's address as Express sees it through TRUST_PROXY, written over whatever the client
 * sent in CLIENT_IP_HEADER: better-auth reads addresses from headers only, and without this
 * every client would share one rate-limit bucket.
 */
const trustedClientIp: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
};

/** One JSON line per request: method, path (never the query), status, duration. */
function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    });
    next();
  };
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    // Middleware such as express.static reports a client error (a missing file) with its status.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (res.headersSent) return res.end();
      // The rest of an oversized body is not worth reading: close the connection after answering.
      if (status === 413) res.setHeader("Connection", "close");
      return res.status(status).type("text/plain").send(clientErrorText(status, req.path));
    }
    logger.error({ err: error, method: req.method, path: req.path }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}

function clientErrorText(status: number, pathname: string): string {
  if (status === 404) return "Not Found";
  if (status === 405) return "Method Not Allowed";
  if (status === 413 && UPLOAD_FORM_PATHS.test(pathname))
    return "Fichier trop volumineux : 10 Mo au plus. / File too large: 10 MB at most.";
  if (status === 413) return `Payload Too Large: requests are limited to ${MAX_BODY_BYTES / 1024} KB`;
  if (status === 415) return "Unsupported Media Type";
  return "Bad Request";
}
