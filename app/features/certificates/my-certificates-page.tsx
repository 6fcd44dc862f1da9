import type { ReactNode } from "react";
import { EmptyList } from "~/ui/empty-list";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/ui/badge";
import { CopyLinkButton } from "./copy-link-button";
import type { MyCertificateView } from "./my-certificates-page.server";
import { MY_CERTIFICATES_PATH } from "./certificate-links";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function StatusBadge({ status }: { status: MyCertificateView["status"] }) {
  const { t } = useTranslation();
  if (status.kind === "valid")
    return (
      <Badge tone="success">
        {status.until ? t("certificates.validUntil", { date: status.until }) : t("certificates.valid")}
      </Badge>
    );
  return (
    <Badge tone={status.kind === "revoked" ? "danger" : "warning"}>
      {t(status.kind === "expired" ? "certificates.expired" : "certificates.revoked", { date: status.on })}
    </Badge>
  );
}

function CertificateItem({ certificate }: { certificate: MyCertificateView }) {
  const { t } = useTranslation();
  const titleId = `certificate-${certificate.id}-title`;
  const fieldId = `certificate-${certificate.id}-link`;
  return (
    <article
      id={`certificate-${certificate.id}`}
      aria-labelledby={titleId}
      className="rounded-xl border border-line bg-surface-raised p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-balance">
        {certificate.courseTitle}
      </h2>
      <dl className="mt-3 space-y-1 text-sm">
        <Fact label={t("certificates.mine.dates")}>
          {"day" in certificate.dates
            ? certificate.dates.day
            : t("certificates.datesRange", { start: certificate.dates.start, end: certificate.dates.end })}
        </Fact>
        <Fact label={t("certificates.mine.number")}>{certificate.number}</Fact>
        <Fact label={t("certificates.mine.status")}>
          <StatusBadge status={certificate.status} />
        </Fact>
      </dl>
      <div className="mt-4">
        {/* A file, not a page: a plain link the browser downloads. */}
        <a
          href={certificate.pdfHref}
          download
          className="btn-primary"
          aria-label={t("certificates.mine.downloadLabel", {
            number: certificate.number,
            course: certificate.courseTitle,
          })}
        >
          {t("certificates.mine.download")}
        </a>
        {certificate.credentialHref ? (
          <p className="mt-3 text-sm">
            <a
              href={certificate.credentialHref}
              download
              className="underline"
              aria-describedby={`${fieldId}-credential-help`}
            >
              {t("certificates.mine.credential")}
            </a>{" "}
            <span id={`${fieldId}-credential-help`} className="text-ink-muted">
              {t("certificates.mine.credentialHelp")}
            </span>
          </p>
        ) : null}
      </div>
      <div className="mt-4 space-y-2">
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {t("certificates.mine.share")}
        </label>
        <p id={`${fieldId}-help`} className="text-sm text-ink-muted">
          {t("certificates.mine.shareHelp")}
        </p>
        <input
          id={fieldId}
          type="url"
          readOnly
          value={certificate.shareUrl}
          aria-describedby={`${fieldId}-help`}
          className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
        />
        <CopyLinkButton
          url={certificate.shareUrl}
          fieldId={fieldId}
          label={t("certificates.mine.copyLabel", { number: certificate.number })}
        />
      </div>
    </article>
  );
}

/** /profile/certificates: each certificate with its status, its PDF and the link to share, or the empty state. */
export function MyCertificatesPage({ certificates }: { certificates: MyCertificateView[] }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("certificates.mine.heading")}</h1>
      <p className="mt-2 text-ink-muted">{t("certificates.mine.intro")}</p>
      {certificates.length === 0 ? (
        <EmptyList
          text={t("certificates.mine.empty")}
          action={{ to: href("/courses"), label: t("certificates.mine.catalogue") }}
        />
      ) : (
        <div className="mt-6 space-y-4">
          {certificates.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The way from /profile to the certificates (the route puts it beside the registrations). */
export function MyCertificatesLink() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="my-certificates-link-title" className="rounded-xl border border-line p-5">
      <h2 id="my-certificates-link-title" className="text-2xl font-bold">
        <Link to={href(MY_CERTIFICATES_PATH)} className="hover:underline">
          {t("certificates.mine.profileLink")}
        </Link>
      </h2>
      <p className="mt-2 text-ink-muted">{t("certificates.mine.profileLinkText")}</p>
    </section>
  );
}
