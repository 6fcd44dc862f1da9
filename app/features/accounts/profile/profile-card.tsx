import { useTranslation } from "~/lib/use-translation";
import { Badge, type BadgeTone } from "~/ui/badge";
import type { Role } from "../roles";
import type { ProfileView } from "./profile-view";

const roleTone: Record<Role, BadgeTone> = { admin: "brand", moderator: "info", user: "neutral" };

/** The product's profile card: initials, name or e-mail, role, member since, status 'Actif'. */
export function ProfileCard({ user }: { user: ProfileView["user"] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("profile.card.label")}
      className="flex flex-col gap-6 rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:flex-row sm:items-center"
    >
      <div
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand text-2xl font-bold text-white"
      >
        {user.initials}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-xl font-bold break-words">{user.name}</p>
        {user.name !== user.email ? <p className="break-all text-ink-muted">{user.email}</p> : null}
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-ink-muted">{t("profile.card.role")}</dt>
            <dd>
              <Badge tone={roleTone[user.role]}>{t(`common.roles.${user.role}`)}</Badge>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-ink-muted">{t("profile.card.status")}</dt>
            <dd>
              <Badge tone="success">{t("profile.card.active")}</Badge>
            </dd>
          </div>
        </dl>
        <p className="text-sm text-ink-muted">
          {user.memberSince
            ? t("profile.card.memberSince", { date: user.memberSince })
            : t("profile.card.memberSinceUnknown")}
        </p>
      </div>
      <a href="#details" className="btn-secondary self-start sm:self-center">
        {t("profile.card.edit")}
      </a>
    </section>
  );
}
