import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { inputClass } from "~/ui/form";

/*
 * The filter forms of the back-office's lists: GET forms, so the filters stay in the URL and
 * work without JavaScript, with "apply" and "clear" (a link to the bare list). The current sort
 * rides along in hidden fields.
 */

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * A list's filter panel: its heading (which names the form), the fields in a grid, anything
 * else below them (`after`), then "apply" and "clear".
 */
export function AdminFilters({
  id,
  heading,
  action,
  applyLabel,
  resetLabel,
  sort,
  columns = 3,
  after,
  children,
}: {
  id: string;
  heading: string;
  /** The list's own URL: where the form goes, and what "clear" links to. */
  action: string;
  applyLabel: string;
  resetLabel: string;
  /** The current sort, kept when the filters change. */
  sort?: { column: string; direction: string };
  /** How many fields a row holds on wider screens (4: two on tablets). */
  columns?: keyof typeof columnClasses;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {sort ? <SortFields sort={sort} /> : null}
      <div className={`mt-4 grid gap-4 ${columnClasses[columns]}`}>{children}</div>
      {after}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary">
          {applyLabel}
        </button>
        <Link to={action} className="btn-secondary">
          {resetLabel}
        </Link>
      </div>
    </Form>
  );
}

/** The current sort as hidden fields of a filter form. */
export function SortFields({ sort }: { sort: { column: string; direction: string } }) {
  return (
    <>
      <input type="hidden" name="sort" value={sort.column} />
      <input type="hidden" name="dir" value={sort.direction} />
    </>
  );
}

/** A labelled select of a filter; "all" (no filter) first when `allLabel` is given. */
export function FilterSelect({
  id,
  name,
  label,
  allLabel,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  allLabel?: string;
  value: string | number | null;
  options: { value: string | number; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={inputClass}>
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text field of a filter: a search (at most `maxLength` characters) or a day. */
export function FilterInput({
  id,
  name,
  type,
  label,
  value,
  maxLength,
  className,
}: {
  id: string;
  name: string;
  type: "search" | "date";
  label: string;
  value: string | number | null;
  maxLength?: number;
  /** The field's box in a row of its own layout. */
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        maxLength={maxLength}
        className={inputClass}
      />
    </div>
  );
}
