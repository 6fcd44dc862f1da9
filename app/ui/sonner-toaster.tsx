import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/use-translation";
import { toast, Toaster } from "sonner";
// sonner's own stylesheet, served from our origin and only with the toaster (its runtime <style>
// injection is disabled in vite.config.ts: our CSP refuses inline styles).
import "sonner/dist/styles.css";
import "./sonner-overrides.css";
import type { ToastRequest } from "./toast";

/** Phones: the width where the page's heading sits right under the header, full width. */
const phoneQuery = "(max-width: 767px)";

function subscribeToPhoneWidth(onChange: () => void) {
  const media = window.matchMedia(phoneQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * The sonner toaster with the product's settings; loaded lazily by ToastHost. On a phone a toast
 * takes the whole width: at the top it would hide the page's heading, so it comes from the
 * bottom there; on wider screens it sits at the top right, below the header, clear of the
 * headings, which start on the left.
 */
export default function SonnerToaster({ requests }: { requests: readonly ToastRequest[] }) {
  const { t } = useTranslation();
  const shown = useRef(new Set<number>());
  const phone = useSyncExternalStore(
    subscribeToPhoneWidth,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
  useEffect(() => {
    for (const request of requests) {
      if (shown.current.has(request.id)) continue;
      shown.current.add(request.id);
      // One at a time: a new message replaces the one on screen.
      toast.dismiss();
      if (request.title) toast[request.kind](request.title, { id: request.id, description: request.message });
      else toast[request.kind](request.message, { id: request.id });
    }
  }, [requests]);
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      position={phone ? "bottom-center" : "top-right"}
      // Below the fixed 64 px header (h-16), never over it: the header stays usable.
      offset={{ top: 80 }}
      // Above the home page's chat button (56 px high, 16 px from the bottom).
      mobileOffset={{ bottom: 88 }}
      closeButton
      richColors
      theme="system"
      containerAriaLabel={t("common.toast.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.toast.close") }}
    />
  );
}
