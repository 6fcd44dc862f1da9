import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useNamespaces } from "~/lib/i18n";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { useFetcher } from "react-router";
import { PayFields } from "./pay-form";
import type { PayActionData, PayPageData } from "./pay-page.server";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The product's payment dialog, loaded only when a pay link is clicked (pay-dialog-host.tsx): a
 * modal <dialog> (the page behind is inert, Escape closes it) whose content is the pay page's
 * own loader data and whose form posts to the pay page's own action through a fetcher, so the
 * amount, the methods and the anti-forgery token come from the server exactly as on the page.
 * A redirect (the provider, the TEST MODE page, the sign-in page) leaves the page as it would.
 */
export default function PayDialog({ href, onClose }: { href: string; onClose: () => void }) {
  // Its strings come with it, in the page's language, while the Suspense of pay-dialog-host.tsx waits.
  useNamespaces(useLang().lang, ["payments"]);
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const page = useFetcher<PayPageData>();
  const submit = useFetcher<PayActionData>();
  const busy = submit.state !== "idle";
  const data = page.data as PayPageData | undefined;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const requested = useRef(false);
  useEffect(() => {
    // Once: the pay page's own loader (private, never cached).
    if (requested.current) return;
    requested.current = true;
    void page.load(href);
  }, [href, page]);

  // Focus stays inside: Tab from the last control wraps to the first, and back.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const close = () => {
    if (busy) return;
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={page.state !== "idle" || busy}
      onKeyDown={trapTab}
      // Escape (the dialog's cancel) closes it, unless a payment is being started.
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-[rgb(0_0_0/0.6)]"
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-5 sm:p-8">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold">
            {data ? t("payments.pay.dialogLabel", { product: data.productName }) : t("payments.pay.heading")}
          </h2>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={close}
            disabled={busy}
            aria-label={t("payments.pay.close")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {data ? (
          <PayFields
            page={data}
            notice={submit.data?.notice}
            busy={busy}
            FormElement={submit.Form}
            action={href}
            cancel={
              <button type="button" className="btn-secondary" onClick={close}>
                {t("payments.pay.cancel")}
              </button>
            }
          />
        ) : (
          <p role="status">{t("payments.pay.loading")}</p>
        )}
      </div>
    </dialog>
  );
}
