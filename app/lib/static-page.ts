/**
 * A route whose page is complete as server-rendered HTML and needs nothing from JavaScript may
 * say so in its handle (`{ scripts: false } satisfies StaticPageHandle`): its document then
 * carries no module script, no module preload and no hydration data, so a phone on a slow link
 * downloads only the HTML, the stylesheet and the images. Links from it load the next page as a
 * whole document, which every page of the site supports.
 *
 * A page that needs scripts only for something it shows some of the time gives a function of
 * its loader data instead (`scripts: (data) => data.demo`): true when this page needs them.
 */
export interface StaticPageHandle<Data = never> {
  scripts: false | ((loaderData: Data) => boolean);
}

/** A matched route as the choice needs it: its handle, and its loader data (none after an error). */
export interface MatchedRoute {
  handle: unknown;
  loaderData: unknown;
}

/** Whether any of the matched routes' handles asks for no scripts. */
export function shipsNoScripts(matches: readonly MatchedRoute[]): boolean {
  return matches.some(({ handle, loaderData }) => {
    const scripts = (handle as { scripts?: unknown } | null | undefined)?.scripts;
    if (scripts === false) return true;
    // Without loader data (an error page) the page keeps its scripts, as any other.
    return (
      typeof scripts === "function" &&
      loaderData !== undefined &&
      !(scripts as (data: unknown) => boolean)(loaderData)
    );
  });
}
