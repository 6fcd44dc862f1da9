import { useMatches } from "react-router";

/**
 * A page that must reload itself when JavaScript is off declares in its handle how many seconds
 * from its loader's data; the document's head then carries `<noscript><meta http-equiv=refresh>`
 * (the one place a refresh inside noscript is valid HTML). With JavaScript the page updates itself.
 */
export interface NoscriptRefreshHandle {
  noscriptRefresh: (loaderData: unknown) => number | null;
}

export function NoscriptRefresh() {
  const matches = useMatches();
  const seconds = matches
    .map((match) =>
      (match.handle as Partial<NoscriptRefreshHandle> | undefined)?.noscriptRefresh?.(match.loaderData),
    )
    .findLast((value) => typeof value === "number");
  if (seconds === undefined || seconds === null) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}
