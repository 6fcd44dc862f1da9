import type { ReactNode } from "react";
import { Form, Link } from "react-router";

/**
 * The GET form of a back-office list's filters (kept in the URL, works without JavaScript),
 * with "apply" and "clear". The current sort rides along in hidden fields.
 */
export function ListFilters({
  id,
  heading,
  action,
  applyLabel,
  resetLabel,
  sort,
  children,
}: {
  id: string;
  heading: string;
  action: string;
  applyLabel: string;
  resetLabel: string;
  sort?: { column: string; direction: string };
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {sort ? (
        <>
          <input type="hidden" name="sort" value={sort.column} />
          <input type="hidden" name="dir" value={sort.direction} />
        </>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">{children}</div>
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

/** A labelled select of a filter, "all" first. */
export function FilterSelect({
  id,
  name,
  label,
  allLabel,
  value,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  value: string | null;
  options: { value: string; label: string }[];
  className: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={className}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
