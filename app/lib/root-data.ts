import { useRouteLoaderData } from "react-router";
import type { Flash } from "./flash";
import type { SiteContact } from "./site-contact";
import type { Theme } from "./theme";

/** The signed-in visitor as every page's header shows them; null when signed out. */
export interface RootViewer {
  name: string;
  /** "AD" for Awa Diallo: the header's account button where its row has no room for the name. */
  initials: string;
  role: "user" | "moderator" | "admin";
}

/** What the root loader returns; read anywhere with useRootData(). */
export interface RootData {
  theme: Theme | null;
  siteUrl: string;
  flash: Flash | null;
  viewer: RootViewer | null;
  /** The contact phone and e-mail from the settings (footer, contact and support pages). */
  contact: SiteContact;
  /**
   * The footer's copyright year, by the server's clock: a visitor's clock (a phone set to
   * another year, New Year's Eve) must not make the hydrated footer differ from the HTML.
   */
  year: number;
}

/** Undefined only while the root error boundary renders without loader data. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
