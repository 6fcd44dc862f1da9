import type { SiteContact } from "~/lib/site-contact";
import { siteConfig } from "~/lib/site-config";

/**
 * A content page with the contact phone and e-mail staff set (/admin/settings) in place of the
 * defaults its texts were written with (lib/site-config.ts), wherever they appear.
 */
export function withContact<T>(page: T, contact: Pick<SiteContact, "phone" | "email">): T {
  const swap = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replaceAll(siteConfig.phone, contact.phone).replaceAll(siteConfig.email, contact.email);
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]));
    return value;
  };
  return swap(page) as T;
}
