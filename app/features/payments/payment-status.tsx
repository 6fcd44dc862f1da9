import { useEffect } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link, useRevalidator } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { ReturnPageData } from "./return-page.server";

const statusTone: Record<ReturnPageData["status"], string> = {
  pending: "border-warning bg-warning-soft",
  succeeded: "border-success bg-success-soft",
  failed: "border-danger bg-danger-soft",
  expired: "border-line bg-surface-muted",
  refunded: "border-line bg-surface-muted",
};

/** Reloads the page's data while the provider's word is awaited (without JavaScript: the Refresh link). */
function usePolling(seconds: number | null) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (seconds === null || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [seconds, state, revalidate]);
}

/** The return page: the payment as our database knows it (never the query string). */
export function PaymentStatus({ page }: { page: ReturnPageData }) {
  const { t } = useTranslation();
  const { href, lang } = useLang();
  usePolling(page.refreshSeconds);
  const colon = lang === "fr" ? " :" : ":";
  const message =
    page.status === "pending"
      ? page.transfer
        ? t("payments.status.pendingTransfer")
        : t("payments.status.pending")
      : t(`payments.status.${page.status}`);
  return (
    <div className="space-y-6">
      <div
        role="status"
        data-testid="payment-status"
        data-status={page.status}
        className={`rounded-md border-l-4 px-4 py-3 ${statusTone[page.status]}`}
      >
        {message}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-ink-muted">{t("payments.status.product")}</dt>
          <dd>{page.productName}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">{t("payments.status.amount")}</dt>
          <dd className="tabular-nums">{page.amount}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">{t("payments.status.method")}</dt>
          <dd>{t(`payments.pay.methods.${page.provider}`)}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink-muted">{t("payments.status.reference")}</dt>
          <dd className="font-mono">{page.displayReference}</dd>
        </div>
      </dl>
      {page.transfer ? (
        <section aria-labelledby="transfer-title" className="rounded-xl bg-surface-muted p-4">
          <h2 id="transfer-title" className="text-lg font-semibold">
            {t("payments.status.transferTitle")}
          </h2>
          <p className="mt-2 text-sm">{t("payments.status.transferIntro")}</p>
          {page.holdNote ? (
            <p className="mt-2 text-sm font-medium" data-testid="hold-note">
              {page.holdNote}
            </p>
          ) : null}
          <dl className="mt-3 space-y-1 text-sm">
            {(
              [
                ["bank", page.transfer.bankName],
                ["holder", page.transfer.accountHolder],
                ["account", page.transfer.accountNumber],
                ["swift", page.transfer.swift],
                ["bankAddress", page.transfer.bankAddress],
                ["transferReference", page.displayReference],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
                <dt className="font-medium text-ink-muted">
                  {t(`payments.status.${label}`)}
                  {colon}
                </dt>
                <dd
                  className="break-words tabular-nums"
                  data-testid={label === "transferReference" ? "transfer-reference" : undefined}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {page.refreshSeconds !== null ? (
          <Link to={href(`/payments/${page.reference}`)} className="btn-secondary" reloadDocument>
            {t("payments.status.refresh")}
          </Link>
        ) : null}
        {page.payAgainHref ? (
          <Link to={page.payAgainHref} className="btn-primary">
            {t("payments.status.tryAgain")}
          </Link>
        ) : null}
        <Link to={href("/profile/registrations")} className="btn-secondary">
          {t("payments.status.myRegistrations")}
        </Link>
      </div>
    </div>
  );
}
