import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { AntiForgeryField } from "../security/anti-forgery-field";
import type { TestProviderPageData } from "./test-provider-page.server";

/** The TEST MODE provider's page: clearly marked, three outcomes, each a button of one form. */
export function TestProviderPanel({ page, message }: { page: TestProviderPageData; message?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <div className="space-y-6">
      <p className="rounded-md border-2 border-dashed border-warning bg-warning-soft px-4 py-3 text-center text-lg font-extrabold tracking-widest">
        {t("payments.test.banner")}
      </p>
      <p>{t("payments.test.intro")}</p>
      {message ? (
        <p role="alert" className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 text-danger">
          {message}
        </p>
      ) : null}
      <dl className="grid gap-3 rounded-xl bg-surface-muted p-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-ink-muted">{t("payments.pay.product")}</dt>
          <dd className="font-semibold">{page.productName}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-ink-muted">{t("payments.pay.amount")}</dt>
          <dd className="text-xl font-bold tabular-nums">{page.amount}</dd>
        </div>
      </dl>
      <Form method="post" className="flex flex-wrap gap-3">
        <AntiForgeryField token={page.antiForgery} />
        <button type="submit" name="outcome" value="approve" className="btn-primary" disabled={busy}>
          {t("payments.test.approve")}
        </button>
        <button type="submit" name="outcome" value="decline" className="btn-secondary" disabled={busy}>
          {t("payments.test.decline")}
        </button>
        <button type="submit" name="outcome" value="abandon" className="btn-secondary" disabled={busy}>
          {t("payments.test.abandon")}
        </button>
      </Form>
    </div>
  );
}
