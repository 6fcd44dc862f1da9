import { useRouteLoaderData } from "react-router";
import type { Flash } from "./flash";
import type { Lang } from "./language";
import type { Theme } from "./theme";

/** What the root loader returns; read anywhere with useRootData(). */
export interface RootData {
  lang: Lang;
  theme: Theme | null;
  siteUrl: string;
  flash: Flash | null;
}

/** Undefined only while the root error boundary renders without loader data. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
