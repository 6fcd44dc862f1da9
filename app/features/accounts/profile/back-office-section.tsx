import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { hasRole } from "../roles";
import { ProfileSection } from "./profile-sections";
import type { ProfileView } from "./profile-view";

/**
 * The staff's way into the back-office from their profile: moderators and admins only. An admin
 * must sign in with two factors to open it, so one without them is told before following the link.
 */
export function BackOfficeSection({
  user,
}: {
  user: Pick<ProfileView["user"], "role" | "twoFactorEnabled">;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (!hasRole(user.role, "moderator")) return null;
  return (
    <ProfileSection
      id="back-office"
      title={t("profile.backOffice.title")}
      intro={t("profile.backOffice.intro")}
    >
      {user.role === "admin" && !user.twoFactorEnabled ? (
        <p className="rounded-md bg-info-soft px-4 py-3 text-info">{t("profile.backOffice.twoFactor")}</p>
      ) : null}
      <Link to={href("/admin")} className="btn-primary">
        {t("profile.backOffice.open")}
      </Link>
    </ProfileSection>
  );
}
