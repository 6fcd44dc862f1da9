import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { siteConfig } from "~/lib/site-config";

/**
 * The one-time backup codes, shown once (after set-up or when new ones are made): the list,
 * "save them now", a plain-text download that works without JavaScript (a data: link), and
 * printing when JavaScript runs. Focus moves to the heading when they appear.
 */
export function BackupCodes({
  codes,
  account,
  title,
  lead,
  continueTo,
}: {
  codes: string[];
  account: string;
  title: string;
  lead?: string;
  continueTo?: string | null;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window.print === "function"), []);
  useEffect(() => heading.current?.focus(), [codes]);

  const file = [
    t("twoFactor.backupCodes.fileTitle", { site: siteConfig.name }),
    t("twoFactor.backupCodes.fileAccount", { account }),
    "",
    ...codes,
    "",
    t("twoFactor.backupCodes.fileNote"),
    "",
  ].join("\r\n");

  return (
    <section
      aria-labelledby="backup-codes-title"
      className="rounded-xl border-2 border-warning bg-surface-raised p-6 shadow-sm"
    >
      <h2 id="backup-codes-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h2>
      {lead ? <p className="mt-2">{lead}</p> : null}
      <p className="mt-3 rounded-md bg-warning-soft px-4 py-3 font-semibold text-warning">
        {t("twoFactor.backupCodes.saveNow")}
      </p>
      <p className="mt-3 text-ink-muted">{t("twoFactor.backupCodes.explain")}</p>
      <ol
        aria-label={t("twoFactor.backupCodes.listLabel")}
        className="mt-4 grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface-muted px-3 py-2 tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={t("twoFactor.backupCodes.fileName")}
          className="btn-secondary"
        >
          {t("twoFactor.backupCodes.download")}
        </a>
        {canPrint ? (
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            {t("twoFactor.backupCodes.print")}
          </button>
        ) : null}
        {continueTo ? (
          <Link to={continueTo} className="btn-primary">
            {t("twoFactor.settings.continue")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
