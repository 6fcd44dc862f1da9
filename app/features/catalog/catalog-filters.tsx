import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { useLang } from "~/lib/use-lang";
import { catalogPath } from "./catalog-url";
import {
  categoryChips,
  catalogTabs,
  effectiveTab,
  emptyFilters,
  formatFilters,
  hasActiveFilters,
  MAX_QUERY_LENGTH,
  withCategoryToggled,
  withFormatToggled,
  withTab,
  type CatalogFilters as Filters,
  type CategoryFilter,
} from "./filters";

/** Links that change the list replace the history entry and keep the scroll position. */
const listLinkProps = { replace: true, preventScrollReset: true } as const;
export const SEARCH_INPUT_ID = "catalog-search";

function Chip({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      {...listLinkProps}
      aria-current={active ? "true" : undefined}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium ${
        active
          ? "border-brand bg-brand text-white hover:bg-brand-strong"
          : "border-line bg-surface-raised hover:bg-surface-muted"
      }`}
    >
      {active ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      ) : null}
      {children}
    </Link>
  );
}

function ChipGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-2">
      <span id={id} className="mr-1 text-sm font-semibold">
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * Tabs, search and chips. Without JavaScript the tabs and chips are links and the search is a
 * GET form with a button; with it, the same URLs load in place and typing filters as you go.
 */
export function CatalogFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const submit = useSubmit();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tab = effectiveTab(filters);
  const link = (next: Filters) => href(catalogPath(next));

  // The input is uncontrolled so typing is never overwritten; follow the URL when it changes elsewhere.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value !== filters.q) input.value = filters.q;
  }, [filters.q]);

  // A reset link disappears once used: put focus in the search box rather than losing it.
  useEffect(() => {
    if ((location.state as { focusSearch?: boolean } | null)?.focusSearch) {
      if (inputRef.current) inputRef.current.value = "";
      inputRef.current?.focus();
    }
  }, [location.key, location.state]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  function go(form: HTMLFormElement) {
    clearTimeout(debounce.current);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
    }
    void submit(params, { method: "get", action: href("/courses"), replace: true, preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget);
  }

  function onInput(event: FormEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    clearTimeout(debounce.current);
    if (form) debounce.current = setTimeout(() => go(form), 350);
  }

  return (
    <div className="space-y-5">
      <nav aria-label={t("catalog.tabs.label")}>
        <ul className="flex gap-1 overflow-x-auto border-b border-line">
          {catalogTabs.map((value) => {
            const active = value === tab;
            return (
              <li key={value}>
                <Link
                  to={link(withTab(filters, value))}
                  {...listLinkProps}
                  aria-current={active ? "true" : undefined}
                  className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap ${
                    active
                      ? "border-brand text-brand-ink"
                      : "border-transparent text-ink-muted hover:text-ink"
                  }`}
                >
                  {t(`catalog.tabs.${value}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form
        method="get"
        action={href("/courses")}
        role="search"
        onSubmit={onSubmit}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        {filters.tab !== "all" ? <input type="hidden" name="tab" value={filters.tab} /> : null}
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        {filters.format ? <input type="hidden" name="format" value={filters.format} /> : null}
        <div className="flex-1">
          <label htmlFor={SEARCH_INPUT_ID} className="mb-1 block text-sm font-semibold">
            {t("catalog.search.label")}
          </label>
          <input
            ref={inputRef}
            id={SEARCH_INPUT_ID}
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t("catalog.search.placeholder")}
            onInput={onInput}
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink placeholder:text-ink-muted"
          />
        </div>
        <button type="submit" className="btn-primary">
          {t("catalog.search.submit")}
        </button>
      </Form>

      <div className="space-y-3">
        <ChipGroup id="chips-category" label={t("catalog.filters.category")}>
          {filters.category === "sst" ? (
            <Chip to={link(withCategoryToggled(filters, "sst"))} active>
              {t("catalog.categories.sst")}
            </Chip>
          ) : null}
          {categoryChips.map((category: CategoryFilter) => (
            <Chip
              key={category}
              to={link(withCategoryToggled(filters, category))}
              active={filters.category === category}
            >
              {t(`catalog.categories.${category}`)}
            </Chip>
          ))}
        </ChipGroup>
        <ChipGroup id="chips-format" label={t("catalog.filters.format")}>
          {formatFilters.map((format) => (
            <Chip
              key={format}
              to={link(withFormatToggled(filters, format))}
              active={filters.format === format}
            >
              {t(`catalog.formats.${format}`)}
            </Chip>
          ))}
        </ChipGroup>
      </div>

      {filters.category === "sst" ? (
        <p className="rounded-lg border-l-4 border-info bg-info-soft px-4 py-3 text-sm text-ink">
          <strong>{t("catalog.filters.activeFilter")}</strong> {t("catalog.categories.sst")}.{" "}
          {t("catalog.filters.sstHint")}
        </p>
      ) : null}

      {hasActiveFilters(filters) ? (
        <p>
          <Link
            to={link(emptyFilters)}
            {...listLinkProps}
            state={{ focusSearch: true }}
            className="btn-secondary"
          >
            {t("catalog.filters.reset")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
