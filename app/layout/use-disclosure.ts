import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Closes an open <details> on Escape (focus back on its summary), on a click outside it, and
 * whenever the page changes. <details> keeps the menus usable before and without JavaScript.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (returnFocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    // Choosing a link closes the menu, even when it is the current page.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) close(false);
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return ref;
}
