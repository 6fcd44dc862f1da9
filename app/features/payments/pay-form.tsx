import type { ComponentProps, ComponentType, ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { AntiForgeryField } from "../security/anti-forgery-field";
import { NoticeAlert } from "~/ui/notice-alert";
import type { PayPageData } from "./pay-page.server";

/** The pay page: its form posts by navigation (with or without JavaScript). */
export function PayForm({
  page,
  notice,
}: {
  page: PayPageData;
  notice?: { title: string; message: string };
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <PayFields
      page={page}
      notice={notice}
      busy={busy}
      FormElement={Form}
      cancel={
        <Link to={page.backHref} className="btn-secondary">
          {t("payments.pay.cancel")}
        </Link>
      }
    />
  );
}

/**
 * The product's payment dialog's content, shared by the pay page and the dialog: product and
 * amount as the server computed them, the configured methods, the card note, the anti-forgery
 * token. While it is sent, both buttons are disabled and the pay button reads 'Processing'.
 */
export function PayFields({
  page,
  notice,
  busy,
  FormElement,
  action,
  cancel,
}: {
  page: PayPageData;
  notice?: { title: string; message: string };
  busy: boolean;
  /** The router's Form (the page) or a fetcher's (the dialog). */
  FormElement: ComponentType<ComponentProps<typeof Form>>;
  action?: string;
  /** The cancel control while idle: a link back (the page) or a button that closes (the dialog). */
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const [firstMethod] = page.methods;
  return (
    <FormElement method="post" action={action} className="space-y-6" aria-describedby="pay-card-note">
      <NoticeAlert notice={notice} />
      <dl className="grid gap-3 rounded-xl bg-surface-muted p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-ink-muted">{t("payments.pay.product")}</dt>
          <dd className="font-semibold">{page.productName}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-ink-muted">{t("payments.pay.amount")}</dt>
          <dd className="text-xl font-bold text-brand-ink tabular-nums" data-testid="pay-amount">
            {page.amount}
          </dd>
        </div>
        {page.reference ? (
          <div className="sm:col-span-2">
            <dt className="text-sm font-medium text-ink-muted">{t("payments.pay.reference")}</dt>
            <dd className="font-mono" data-testid="pay-reference">
              {page.reference}
            </dd>
          </div>
        ) : null}
      </dl>
      {page.holdNote ? (
        <p className="text-sm" data-testid="hold-note">
          {page.holdNote}
        </p>
      ) : null}
      {page.kind === "demo" ? <p className="text-sm text-ink-muted">{t("payments.pay.demoNote")}</p> : null}
      {page.portionNote ? (
        <p className="text-sm" data-testid="pay-portion-note">
          {page.portionNote}
        </p>
      ) : null}
      <fieldset>
        <legend className="mb-2 font-semibold">{t("payments.pay.methodLegend")}</legend>
        <div className="space-y-2">
          {page.methods.map((method) => (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-4 py-2 has-[:checked]:border-brand"
            >
              <input
                type="radio"
                name="method"
                value={method}
                defaultChecked={method === firstMethod}
                required
              />
              <span>
                {t(`payments.pay.methods.${method}`)}
                {page.convertedAmounts[method] ? (
                  <span className="text-ink-muted"> ({page.convertedAmounts[method]})</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p id="pay-card-note" className="text-sm text-ink-muted">
        {t("payments.pay.cardNote")}
      </p>
      <AntiForgeryField token={page.antiForgery} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy} aria-disabled={busy}>
          {busy ? t("payments.pay.processing") : t("payments.pay.submit", { amount: page.amount })}
        </button>
        {busy ? (
          <button type="button" className="btn-secondary" disabled>
            {t("payments.pay.cancel")}
          </button>
        ) : (
          cancel
        )}
      </div>
    </FormElement>
  );
}
