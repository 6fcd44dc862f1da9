import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/lib/env.server";
import type { DatabaseHandle } from "../db/database";
import { englishRedirect } from "./language-redirect";
import type { Logger } from "./logger";
import { securityHeaders } from "./security-headers";

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  secrets: string[];
  /** The React Router build, or a function returning it (Vite's dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's middlewares in development; static files from build/client otherwise. */
  devMiddleware?: RequestHandler;
}

export function createApp({ env, database, logger, secrets, build, devMiddleware }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog(logger));
  app.use(compression());

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
      // Their names change with their content: cache them for a year, never revalidate.
      express.static(assetsDir, { immutable: true, maxAge: "1y", index: false, etag: false, lastModified: false, fallthrough: false }),
    );
  }

  app.use(securityHeaders({ development: env.NODE_ENV === "development" }));

  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    // Other public files (images, documents) keep every header: an SVG opened directly is a document.
    app.use(express.static(path.resolve("build/client"), { maxAge: "1h", index: false }));
  }

  app.use(englishRedirect);

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        nonce: res.locals.cspNonce,
        db: database.db,
        env,
        secrets,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        logger,
      }),
    }),
  );

  app.use(errorHandler(logger));
  return app;
}

/** One JSON line per request: method, path (never the query), status, duration. */
function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
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
      return res.status(status).type("text/plain").send(status === 404 ? "Not Found" : "Bad Request");
    }
    logger.error({ err: error, method: req.method, path: req.path }, "unhandled error");
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}
