import { useTranslation } from "~/lib/use-translation";
import { useOnline } from "./use-online";

/** Shown on the account pages while the browser is offline. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="mb-6 rounded-md border-l-4 border-warning bg-warning-soft px-4 py-3 font-medium text-ink">
          {t("auth.network.offlineBanner")}
        </p>
      )}
    </div>
  );
}
