export type Theme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The saved theme, or null to follow the system preference. */
export function themeFromCookieHeader(cookieHeader: string | null | undefined): Theme | null {
  const match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? "");
  return match ? (match[1] as Theme) : null;
}

export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
