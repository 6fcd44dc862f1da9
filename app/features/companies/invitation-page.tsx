import { Form, Link } from "react-router";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useTranslation } from "~/lib/use-translation";
import type { InvitationView } from "./invitation-page.server";

/** /company/invitations/:token: join the company, or why not, or how to sign in first. */
export function InvitationPage({
  view,
  refused,
}: {
  view: InvitationView;
  refused: { notice: { title: string; message: string } } | null;
}) {
  const { t } = useTranslation();
  if (view.kind === "unknown")
    return (
      <section className="mx-auto max-w-2xl px-4 py-20">
        <h1 className="text-3xl font-bold">{t("companySpace.invitation.unknownTitle")}</h1>
        <p role="alert" className="mt-4">
          {t("companySpace.invitation.unknown")}
        </p>
      </section>
    );
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-3xl font-bold break-words">
        {t("companySpace.invitation.heading", { company: view.company })}
      </h1>
      <p className="mt-4 text-ink-muted">{t("companySpace.invitation.intro", { company: view.company })}</p>
      {refused ? (
        <div role="alert" className="mt-6 rounded-xl border border-danger bg-danger-soft p-4">
          <p className="font-semibold">{refused.notice.title}</p>
          <p>{refused.notice.message}</p>
        </div>
      ) : null}
      {view.kind === "expired" || view.kind === "used" ? (
        <p role="alert" className="mt-6">
          {t(`companySpace.invitation.${view.kind}`)}
        </p>
      ) : view.kind === "other-address" ? (
        <p role="alert" className="mt-6">
          {t("companySpace.invitation.otherAddress", { email: view.email })}
        </p>
      ) : view.kind === "signed-out" ? (
        <>
          <p className="mt-6">{t("companySpace.invitation.signedOut")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={view.signIn} className="btn-primary">
              {t("companySpace.invitation.signIn")}
            </Link>
            <Link to={view.signUp} className="btn-secondary">
              {t("companySpace.invitation.signUp")}
            </Link>
          </div>
        </>
      ) : (
        <Form method="post" className="mt-6">
          <AntiForgeryField token={view.antiForgery} />
          <button type="submit" className="btn-primary">
            {t("companySpace.invitation.join", { company: view.company })}
          </button>
        </Form>
      )}
    </section>
  );
}
