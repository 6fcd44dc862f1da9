import { useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useFetcher, useLocation } from "react-router";
import { useRootData } from "~/lib/root-data";
import type { Theme } from "~/lib/theme";

const darkQuery = "(prefers-color-scheme: dark)";

function subscribeToSystemTheme(onChange: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Where the switch shows: in the header's row on phones and small tablets (where the navigation
 * is a menu button) and on wide screens; in the footer between 768 and 1279 px, where the
 * header's row is full with the navigation. Floating over the page, it sat on titles and card
 * corners wherever the page's margin is narrower than the button.
 */
const placements = {
  header: {
    form: "md:max-xl:hidden",
    button: "border-line text-ink hover:bg-surface-muted",
  },
  // The footer is dark in both themes.
  footer: {
    form: "hidden md:max-xl:block",
    button: "border-slate-600 text-slate-200 hover:bg-slate-800 hover:text-white",
  },
} as const;

/**
 * The light/dark switch (in the header and in the footer, one shown at a time). It saves the
 * choice in the `theme` cookie through /resources/theme and applies it at once; without
 * JavaScript the form posts and comes back.
 */
export function ThemeToggle({ placement }: { placement: keyof typeof placements }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  const saved = useRootData()?.theme ?? null;
  const systemDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => window.matchMedia(darkQuery).matches,
    () => false,
  );
  const pending = fetcher.formData?.get("theme");
  const current: Theme =
    pending === "dark" || pending === "light" ? pending : (saved ?? (systemDark ? "dark" : "light"));
  const next: Theme = current === "dark" ? "light" : "dark";

  return (
    <Form
      method="post"
      action="/resources/theme"
      className={placements[placement].form}
      onSubmit={(event) => {
        event.preventDefault();
        document.documentElement.classList.remove("light", "dark");
        document.documentElement.classList.add(next);
        void fetcher.submit({ theme: next }, { method: "post", action: "/resources/theme" });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={current === "dark"}
        title={t("common.theme.toggleHint")}
        className={`inline-flex size-11 items-center justify-center rounded-lg border ${placements[placement].button}`}
      >
        <span className="sr-only">{t("common.theme.toggle")}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 dark:hidden" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-5 dark:block" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      </button>
    </Form>
  );
}
