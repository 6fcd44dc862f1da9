import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { HydrationPreloads, hydrationModules } from "~/lib/hydration-preloads.server";
import { createI18n } from "~/lib/i18n";
import { resourcesFor } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The language is a property of the URL; every request gets its own i18n instance.
  const lang = langFromPath(new URL(request.url).pathname);
  const i18n = createI18n(lang, resourcesFor(lang));
  const nonce = loadContext.nonce;
  // Crawlers and SPA-mode prerendering get the whole document at once; browsers get a stream.
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // The timer exists before rendering starts, so an early throw cannot leave it unset.
    let abortRender = () => {};
    const abortTimer = setTimeout(() => abortRender(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <HydrationPreloads modules={hydrationModules(routerContext)} nonce={nonce} />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
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
