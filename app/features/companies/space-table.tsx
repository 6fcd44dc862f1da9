import type { ReactNode } from "react";

/** A cell of the company space's tables. */
export const spaceCell = "border-b border-line px-3 py-2 text-left align-top";

/** A table of the company space, scrolling sideways on a phone, named by its section's heading. */
export function SpaceTable({
  labelledBy,
  head,
  children,
  wide = false,
}: {
  labelledBy: string;
  head: string[];
  children: ReactNode;
  /** A table of many columns, which scrolls sooner. */
  wide?: boolean;
}) {
  return (
    <div
      className="mt-4 overflow-x-auto"
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
      tabIndex={0}
    >
      <table
        className={`w-full border-collapse ${wide ? "min-w-[40rem]" : "min-w-[32rem]"}`}
        aria-labelledby={labelledBy}
      >
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={`${spaceCell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
