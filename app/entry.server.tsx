import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import {
  failedForDatabaseOutage,
  noteDatabaseOutage,
  outageRetryAfterSeconds,
} from "~/lib/database-outage.server";
import { hydrateAfterPaint, hydrationModules } from "~/lib/hydrate-after-paint.server";
import { I18nSourceContext } from "~/lib/i18n";
import { serverI18nSource } from "~/lib/i18n.server";
import { NonceContext } from "~/lib/nonce";
import { shipsNoScripts } from "~/lib/static-page";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A loader or action could not reach the database (handleError noted it). React Router has
  // already replaced the error by "Unexpected Server Error" for the page, which therefore
  // cannot tell an outage from a bug; a Response thrown from here is rendered again by React
  // Router as a route error response that keeps its status, on the server and after
  // hydration alike: the root error boundary shows "temporarily unavailable" with a 503.
  if (responseStatusCode === 500 && failedForDatabaseOutage(request)) {
    responseHeaders.set("Retry-After", String(outageRetryAfterSeconds));
    responseHeaders.set("Cache-Control", "no-store");
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }

  const nonce = loadContext.nonce;
  // A page that ships no JavaScript (root.tsx leaves <Scripts> out) has no hydration to defer.
  const noScripts = shipsNoScripts(
    routerContext.staticHandlerContext.matches.map((match) => ({
      handle: routerContext.routeModules[match.route.id]?.handle,
      loaderData: routerContext.staticHandlerContext.loaderData[match.route.id],
    })),
  );
  // Crawlers, SPA-mode prerendering and the render cache get the whole document at once;
  // browsers get a stream.
  const waitForAll =
    loadContext.wholeDocument === true || isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // The timer exists before rendering starts, so an early throw cannot leave it unset.
    let abortRender = () => {};
    const abortTimer = setTimeout(() => abortRender(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nSourceContext.Provider value={serverI18nSource}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </I18nSourceContext.Provider>,
      {
        nonce,
        // A whole document is sent in one piece: each Suspense boundary's resolved content goes
        // in its place. React would otherwise move any boundary past its first 12.8 KB to the
        // end, behind its fallback (a skeleton) and a script that swaps it in, so the largest
        // paint of a cached page would wait for a script to run.
        ...(waitForAll ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // A page with scripts hydrates once its first frame is painted (hydrate-after-paint).
          const body = noScripts
            ? new PassThrough()
            : hydrateAfterPaint(hydrationModules(routerContext), nonce);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors after the shell are reported by the route error boundary; log the rest.
          if (shellRendered) loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    abortRender = abort;
  });
}

/**
 * Errors thrown by loaders and actions, as one JSON line through the server's logger (React
 * Router's default prints a plain-text stack trace). A request the client abandoned is not
 * an error worth a line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // What handleRequest throws to render the outage page: not an error of its own.
  if (error instanceof Response) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  const path = new URL(request.url).pathname;
  // The database being down is not a bug of the page: one warning, and a 503 page (above).
  if (noteDatabaseOutage(request, error)) {
    logger?.warn({ method: request.method, path }, "database unavailable");
    return;
  }
  if (logger) logger.error({ err: error, method: request.method, path }, "route error");
  else console.error(error);
};
