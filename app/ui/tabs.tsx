import {
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once the page is interactive. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface TabItem {
  id: string;
  label: string;
  /** Where the tab leads without JavaScript: the same page, this tab selected by the server. */
  href: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs that work before and without JavaScript: each tab is a link to the page with
 * that tab selected. Once hydrated, tabs switch in place, arrow keys, Home and End move between
 * them (automatic activation, roving tabindex) and the address follows for sharing.
 */
export function Tabs({
  label,
  idPrefix,
  items,
  selected,
}: {
  label: string;
  idPrefix: string;
  items: TabItem[];
  selected: string;
}) {
  const [current, setCurrent] = useState(selected);
  // A navigation that selects another tab (back, a link) wins over the local choice.
  const [lastSelected, setLastSelected] = useState(selected);
  if (selected !== lastSelected) {
    setLastSelected(selected);
    setCurrent(selected);
  }
  const enhanced = useHydrated();
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());

  function select(item: TabItem, focus: boolean) {
    setCurrent(item.id);
    window.history.replaceState(window.history.state, "", item.href);
    if (focus) tabRefs.current.get(item.id)?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, item: TabItem) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    select(item, false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = items.findIndex((item) => item.id === current);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index >= last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index <= 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    select(item, true);
  }

  return (
    <div>
      {/* Tabs wrap onto a second line rather than scroll out of sight on a narrow phone. */}
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-line">
        {items.map((item) => {
          const isSelected = item.id === current;
          return (
            <a
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              role="tab"
              id={`${idPrefix}-tab-${item.id}`}
              href={item.href}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${item.id}`}
              // Before hydration every tab is a plain link in the tab order; after, only the selected one.
              tabIndex={enhanced && !isSelected ? -1 : undefined}
              onClick={(event) => onClick(event, item)}
              onKeyDown={onKeyDown}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm sm:px-4 font-semibold whitespace-nowrap ${
                isSelected
                  ? "border-brand text-brand-ink"
                  : "border-transparent text-ink-muted hover:text-ink"
              }`}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.id}`}
          aria-labelledby={`${idPrefix}-tab-${item.id}`}
          hidden={item.id !== current}
          tabIndex={0}
          className="py-6 focus-visible:outline-offset-4"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
