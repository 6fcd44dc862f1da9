import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/use-translation";

/**
 * A button that copies `url` to the clipboard, and says so in a live region (a screen reader
 * hears "Lien copié"). Rendered once the page runs JavaScript and the browser offers a clipboard:
 * before, the link itself is there to select and copy. On a refusal, the link's field is selected
 * so the holder copies it by hand.
 */
export function CopyLinkButton({ url, fieldId, label }: { url: string; fieldId: string; label: string }) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => setAvailable(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome("copied");
    } catch {
      setOutcome("failed");
      const field = document.getElementById(fieldId);
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      }
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {available ? (
        <button type="button" className="btn-secondary" aria-label={label} onClick={() => void copy()}>
          {t("certificates.mine.copy")}
        </button>
      ) : null}
      <p role="status" className="text-sm font-medium">
        {outcome === "copied"
          ? t("certificates.mine.copied")
          : outcome === "failed"
            ? t("certificates.mine.copyFailed")
            : ""}
      </p>
    </div>
  );
}
