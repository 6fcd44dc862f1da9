import { parseCookie } from "cookie";

export type Theme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The saved theme, or null to follow the system preference. */
export function themeFromCookieHeader(cookieHeader: string | null | undefined): Theme | null {
  const theme = cookieHeader ? parseCookie(cookieHeader).theme : undefined;
  return isTheme(theme) ? theme : null;
}

export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
