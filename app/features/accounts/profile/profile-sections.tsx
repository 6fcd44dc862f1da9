import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Badge } from "~/ui/badge";

/**
 * A titled block of the profile. Its heading carries the id the page links and redirects to
 * (#details, #password...), and takes focus when the page arrives there after a success.
 */
export function ProfileSection({
  id,
  title,
  intro,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingClass = level === 2 ? "text-2xl font-bold" : "text-xl font-semibold";
  // Level 2 is a card; level 3, a part of one, set apart by a rule.
  const box =
    level === 2
      ? "rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
      : "border-t border-line pt-6";
  return (
    <section aria-labelledby={id} className={`space-y-4 ${box}`}>
      <Heading id={id} tabIndex={-1} className={`${headingClass} scroll-mt-24 outline-none`}>
        {title}
      </Heading>
      {intro ? <p className="text-ink-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/** Two-factor sign-in: on or off, and the page (built elsewhere) that manages it. */
export function TwoFactorSummary({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4">
      <p className="flex items-center gap-2 font-medium">
        {t("profile.security.twoFactor")}
        <Badge tone={enabled ? "success" : "warning"}>
          {enabled ? t("profile.security.twoFactorOn") : t("profile.security.twoFactorOff")}
        </Badge>
      </p>
      <Link to={href("/profile/two-factor")} className="btn-secondary">
        {t("profile.security.twoFactorManage")}
      </Link>
    </div>
  );
}

/** The way to the deletion step, which asks for the password on its own page. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <ProfileSection id="delete" title={t("profile.delete.title")} intro={t("profile.delete.intro")}>
      <Link
        to={href("/profile/delete")}
        className="btn border border-danger bg-danger-soft text-danger hover:bg-surface-muted"
      >
        {t("profile.delete.open")}
      </Link>
    </ProfileSection>
  );
}
