import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data";
import { siteConfig } from "./site-config";

/** The contact phone and e-mail as pages show them: the settings' values (lib/settings.server.ts). */
export interface SiteContact {
  phone: string;
  phoneHref: string;
  email: string;
}

/** "tel:+224620000000" from "+224 620 00 00 00". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function siteContactOf(settings: { contactPhone: string; contactEmail: string }): SiteContact {
  return {
    phone: settings.contactPhone,
    phoneHref: phoneHref(settings.contactPhone),
    email: settings.contactEmail,
  };
}

export const defaultSiteContact: SiteContact = {
  phone: siteConfig.phone,
  phoneHref: siteConfig.phoneHref,
  email: siteConfig.email,
};

/**
 * The contact the root loader read from the settings; the defaults while the error boundary
 * renders without loader data. Through the router, not lib/root-data's hook, so that the
 * components using it stay out of the root's chunk.
 */
export function useSiteContact(): SiteContact {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.contact ?? defaultSiteContact;
}
