import { lazy, Suspense, useEffect, useState } from "react";

/** The pay links that open the dialog carry this attribute; without JavaScript they are links. */
export const PAY_DIALOG_ATTRIBUTE = "data-pay-dialog";

const loadDialog = () => import("./pay-dialog");
const PayDialog = lazy(loadDialog);

function payLinkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLAnchorElement>(`a[${PAY_DIALOG_ATTRIBUTE}]`);
}

/**
 * Turns the page's pay links (/pay/{id}, /pay/demo) into the payment dialog once the page is
 * interactive. The dialog's code is fetched only when a pay link is pointed at, focused or
 * clicked: visitors who never pay download none of it. A click with a modifier key (a new tab)
 * is left to the browser, and focus goes back to the link when the dialog closes.
 */
export function PayDialogHost() {
  const [opened, setOpened] = useState<{ href: string; opener: HTMLAnchorElement } | null>(null);
  useEffect(() => {
    const warm = (event: Event) => {
      if (payLinkOf(event)) void loadDialog();
    };
    const open = (event: MouseEvent) => {
      const link = payLinkOf(event);
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      // Capture phase: before the router's link handler, which then leaves the click alone.
      event.preventDefault();
      setOpened({ href: link.pathname, opener: link });
    };
    document.addEventListener("pointerover", warm);
    document.addEventListener("focusin", warm);
    document.addEventListener("click", open, true);
    return () => {
      document.removeEventListener("pointerover", warm);
      document.removeEventListener("focusin", warm);
      document.removeEventListener("click", open, true);
    };
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PayDialog
        href={opened.href}
        onClose={() => {
          setOpened(null);
          opened.opener.focus();
        }}
      />
    </Suspense>
  );
}
