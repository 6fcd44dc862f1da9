/**
 * A route whose page is complete as server-rendered HTML and needs nothing from JavaScript may
 * say so in its handle (`{ scripts: false } satisfies StaticPageHandle`): its document then
 * carries no module script, no module preload and no hydration data, so a phone on a slow link
 * downloads only the HTML, the stylesheet and the images. Links from it load the next page as a
 * whole document, which every page of the site supports.
 */
export interface StaticPageHandle {
  scripts: false;
}

/** Whether any of the matched routes' handles asks for no scripts. */
export function shipsNoScripts(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => (handle as Partial<StaticPageHandle> | null | undefined)?.scripts === false,
  );
}
