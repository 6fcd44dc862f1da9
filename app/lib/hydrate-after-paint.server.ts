import { Transform } from "node:stream";
import type { EntryContext } from "react-router";

/**
 * Hydration starts after the document's first paint, so the largest paint of a page depends on
 * its HTML and its stylesheet only. Every page is complete and usable as server-rendered HTML;
 * its ~130 KB of JavaScript only enhances it. Fetched at once, those scripts share a slow
 * mobile link with the HTML and the stylesheet, and whatever they fetched before the paint is
 * counted in front of it by Lighthouse's simulation (2.4 s instead of 1 s on `/`).
 *
 * React Router's `<Scripts>` writes one inline module script whose static imports fetch the
 * page's modules as soon as it is parsed, and the modules are announced as `modulepreload`
 * links in `<head>`. In a document, this transform:
 * - drops those links;
 * - makes that module script inert (a type the browser does not run), same text;
 * - puts right after it a small script that, once the first content is painted, announces the
 *   modules (one round trip instead of a waterfall of imports) and puts a real module script
 *   with the same text in the inert one's place. Under a nonce policy the new script carries
 *   the inert one's nonce; under a shared document's hash policy (server/render-cache) its text
 *   is the inert one's, whose hash the policy lists.
 * A hidden tab paints nothing: there the scripts start at once.
 */

/**
 * The JavaScript modules the browser needs to hydrate this document: the client entry and its
 * imports, then each matched route's module, the chunks split from it (client action, loader,
 * middleware, hydrate fallback: `<Scripts>` imports them too) and their imports, without
 * duplicates.
 */
export function hydrationModules(context: EntryContext): string[] {
  const { manifest, staticHandlerContext } = context;
  const routeModules = staticHandlerContext.matches.flatMap(({ route }) => {
    const entry = manifest.routes[route.id];
    if (!entry) return [];
    const split = [
      entry.clientActionModule,
      entry.clientLoaderModule,
      entry.clientMiddlewareModule,
      entry.hydrateFallbackModule,
    ].filter((module): module is string => module !== undefined);
    return [...split, entry.module, ...(entry.imports ?? [])];
  });
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routeModules])];
}

const INERT_TYPE = "text/x-after-paint";
const moduleScriptOpening = /<script((?: nonce="[^"]*")?) type="module" async="">/;
const modulePreloadLink = /<link rel="modulepreload"[^>]*\/>/g;

/** The loader's code: its inert script is the element just before it. */
function loaderScript(modules: string[], nonce: string | undefined): string {
  // At the first contentful paint as the browser reports it (a frame's own callbacks run before
  // it is on screen; the load event can come before it), at the load event in a browser that
  // reports no paints, at once in a hidden tab, which paints nothing.
  const code =
    `(function(inert,modules){var started=false;function start(){if(started)return;started=true;` +
    `modules.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
    `var script=document.createElement("script");script.type="module";script.setAttribute("nonce",inert.nonce);script.textContent=inert.textContent;inert.replaceWith(script)}` +
    `if(document.visibilityState==="hidden")return start();` +
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(types.indexOf("paint")===-1)return addEventListener("load",start);` +
    `new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})` +
    `})(document.currentScript.previousElementSibling,${JSON.stringify(modules).replace(/</g, "\\u003c")})`;
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${code}</script>`;
}

/**
 * The transform for a document's HTML stream. It holds the text back only until the module
 * script has been written (the end of the shell), then passes everything through.
 */
export function hydrateAfterPaint(modules: string[], nonce: string | undefined): Transform {
  const decoder = new TextDecoder();
  let held = "";
  let done = false;
  const rewrite = (html: string): string | null => {
    const opening = moduleScriptOpening.exec(html);
    if (!opening) return null;
    const closing = html.indexOf("</script>", opening.index + opening[0].length);
    if (closing === -1) return null;
    const end = closing + "</script>".length;
    const head = html.slice(0, opening.index).replace(modulePreloadLink, "");
    const inertOpening = `<script${opening[1]} type="${INERT_TYPE}">`;
    const body = html.slice(opening.index + opening[0].length, end);
    return head + inertOpening + body + loaderScript(modules, nonce) + html.slice(end);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.decode(chunk, { stream: true });
      if (done) return callback(null, text);
      held += text;
      const rewritten = rewrite(held);
      if (rewritten === null) return callback();
      done = true;
      held = "";
      callback(null, rewritten);
    },
    flush(callback) {
      // A document without the module script (an error while rendering): as it was.
      const rest = held + decoder.decode();
      callback(null, rest === "" ? undefined : rest);
    },
  });
}

/**
 * The JavaScript a document loads at first, as its loader announces it (the inert script's
 * imports are among them). Empty for a page without a loader.
 */
export function modulesLoadedAfterPaint(html: string): string[] {
  const files = new Set<string>();
  for (const [, list] of html.matchAll(/\(document\.currentScript\.previousElementSibling,(\[[^\]]*\])\)/g))
    for (const href of JSON.parse(list!) as string[]) files.add(href);
  return [...files];
}
