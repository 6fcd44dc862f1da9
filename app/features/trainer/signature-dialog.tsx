import { useEffect, useId, useRef, useState } from "react";
import SignaturePad from "signature_pad";
import { useTranslation } from "~/lib/use-translation";

/** A phone at 3× would make a PNG of ~30 KB for one stroke; 2× keeps it sharp and small. */
const MAX_PIXEL_RATIO = 2;

/**
 * A signature, drawn with a finger (signature_pad) or, for anyone who cannot draw one (a keyboard,
 * a screen reader, a hand in a cast), typed: the typed name is written into the same canvas, so
 * the sheet gets an image either way. Answers the PNG, base64, without its data-URL prefix.
 */
export function SignatureDialog({
  title,
  help,
  onConfirm,
  onClose,
}: {
  title: string;
  help: string;
  onConfirm: (pngBase64: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState(false);
  const ids = { title: useId(), help: useId(), typedHelp: useId(), error: useId() };

  useEffect(() => {
    const element = canvas.current;
    const box = dialog.current;
    if (!element || !box) return;
    box.showModal();
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext("2d")?.scale(ratio, ratio);
    // A white background: the PNG reads on any viewer, dark mode included.
    pad.current = new SignaturePad(element, { backgroundColor: "#ffffff", penColor: "#111111" });
    pad.current.addEventListener("beginStroke", () => setError(false));
    return () => pad.current?.off();
  }, []);

  function typedSignature(name: string): string {
    const element = canvas.current!;
    pad.current?.clear();
    const context = element.getContext("2d")!;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = "#111111";
    context.font = `italic ${Math.round(element.height / 4)}px serif`;
    context.textBaseline = "middle";
    context.fillText(name, element.width * 0.05, element.height / 2, element.width * 0.9);
    context.restore();
    return element.toDataURL("image/png");
  }

  function confirm() {
    const name = typed.trim();
    const padEmpty = pad.current?.isEmpty() ?? true;
    if (padEmpty && !name) {
      setError(true);
      return;
    }
    const url = padEmpty ? typedSignature(name) : pad.current!.toDataURL("image/png");
    onConfirm(url.slice(url.indexOf(",") + 1));
    dialog.current?.close();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={ids.title}
      aria-describedby={ids.help}
      onClose={onClose}
      className="m-auto w-[min(100%-1rem,36rem)] rounded-lg bg-surface p-4 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={ids.title} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={ids.help} className="mt-1 text-sm text-ink-muted">
        {help}
      </p>
      <canvas
        ref={canvas}
        aria-label={t("trainer.signature.pad")}
        data-testid="signature-pad"
        className="mt-3 block h-44 w-full touch-none rounded border border-ink-muted bg-white"
      />
      <label className="mt-3 block text-sm font-medium">
        {t("trainer.signature.typed")}
        <input
          type="text"
          value={typed}
          autoComplete="off"
          aria-describedby={ids.typedHelp}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(false);
          }}
          className="mt-1 block w-full rounded border border-ink-muted bg-surface px-2 py-2"
        />
      </label>
      <p id={ids.typedHelp} className="mt-1 text-xs text-ink-muted">
        {t("trainer.signature.typedHelp")}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-danger">
          {t("trainer.signature.empty")}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={confirm}>
          {t("trainer.signature.confirm")}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            pad.current?.clear();
            setTyped("");
          }}
        >
          {t("trainer.signature.clear")}
        </button>
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
          {t("trainer.signature.cancel")}
        </button>
      </div>
    </dialog>
  );
}
