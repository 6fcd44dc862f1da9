import { useTranslation } from "~/lib/use-translation";
import type { VerifyView } from "./verify-page.server";

type VerifyPageData =
  { outcome: "found"; view: VerifyView } | { outcome: "not-found" } | { outcome: "limited"; minutes: number };

function StatusLine({ status }: { status: VerifyView["status"] }) {
  const { t } = useTranslation();
  if (status.kind === "valid")
    return (
      <span className="font-semibold text-success">
        {status.until ? t("certificates.validUntil", { date: status.until }) : t("certificates.valid")}
      </span>
    );
  return (
    <span className="font-semibold text-danger">
      {t(status.kind === "expired" ? "certificates.expired" : "certificates.revoked", { date: status.on })}
    </span>
  );
}

/** The public verification page: plain HTML, nothing to run, readable on a small phone. */
export function VerifyPage({ data }: { data: VerifyPageData }) {
  const { t } = useTranslation();
  if (data.outcome !== "found") {
    const key = data.outcome === "limited" ? "certificates.tooMany" : "certificates.notFound";
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-3xl font-bold">{t(`${key}.title`)}</h1>
        <p className="mt-4 text-ink-muted">
          {data.outcome === "limited"
            ? t("certificates.tooMany.text", { minutes: data.minutes })
            : t(`${key}.text`)}
        </p>
      </section>
    );
  }
  const { view } = data;
  const rows: [string, React.ReactNode][] = [
    [t("certificates.holder"), view.holderName],
    [t("certificates.course"), view.courseTitle],
    [
      t("certificates.dates"),
      "day" in view.dates
        ? view.dates.day
        : t("certificates.datesRange", { start: view.dates.start, end: view.dates.end }),
    ],
    [t("certificates.hours"), t("certificates.hoursValue", view.hours)],
    [t("certificates.status"), <StatusLine key="status" status={view.status} />],
  ];
  return (
    <section className="container-page max-w-2xl py-12">
      <h1 className="text-3xl font-bold">{t("certificates.heading")}</h1>
      <p className="mt-3 text-ink-muted">{t("certificates.intro")}</p>
      <dl className="mt-8 divide-y divide-line rounded-lg border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-medium text-ink-muted">{label}</dt>
            <dd className="sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
