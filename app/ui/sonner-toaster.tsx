import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/use-translation";
import { toast, Toaster } from "sonner";
// sonner's own stylesheet, served from our origin and only with the toaster (its runtime <style>
// injection is disabled in vite.config.ts: our CSP refuses inline styles).
import "sonner/dist/styles.css";
import "./sonner-overrides.css";
import type { ToastRequest } from "./toast";

/** The sonner toaster with the spec's settings; loaded lazily by ToastHost. */
export default function SonnerToaster({ requests }: { requests: readonly ToastRequest[] }) {
  const { t } = useTranslation();
  const shown = useRef(new Set<number>());
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
      position="top-center"
      // Below the fixed 64 px header (h-16), never over it: the header stays usable.
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
      closeButton
      richColors
      theme="system"
      containerAriaLabel={t("common.toast.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.toast.close") }}
    />
  );
}
