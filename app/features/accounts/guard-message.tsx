import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { localizePath, type Lang } from "~/lib/language";
import type { GuardRefusal } from "./guard-refusal";

/**
 * What a guarded page shows instead of itself: signed out, the message and a
 * 'Se connecter' link that comes back here; signed in without the role, the role required.
 */
export function GuardMessage({ refusal, lang }: { refusal: GuardRefusal; lang: Lang }) {
  const { t } = useTranslation();
  const signedOut = refusal.guard === "signed-out";
  const title = signedOut ? t("common.guard.signedOutTitle") : t("common.guard.forbiddenTitle");
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p role="alert" className="mt-4 text-ink-muted">
        {signedOut
          ? t("common.guard.signedOut")
          : t("common.guard.forbidden", { role: t(`common.roles.${refusal.requiredRole}`) })}
      </p>
      {signedOut ? (
        <Link
          to={`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(refusal.redirectTo)}`}
          className="btn-primary mt-8 inline-flex"
        >
          {t("common.guard.signIn")}
        </Link>
      ) : (
        <Link to={localizePath("/", lang)} className="btn-primary mt-8 inline-flex">
          {t("common.error.backHome")}
        </Link>
      )}
    </section>
  );
}
