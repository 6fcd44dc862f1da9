import { useTranslation } from "~/lib/use-translation";
import { FormAlert } from "~/ui/form";
import type { ProfileActionData } from "./profile-action-data";

/** Each form's title, and the id of its error summary. */
const forms = {
  "update-profile": { title: "profile.details.title", alert: "update-profile-alert" },
  "change-password": { title: "profile.password.title", alert: "change-password-alert" },
  "send-password-link": { title: "profile.password.title", alert: "send-password-link-alert" },
  "change-email": { title: "profile.email.title", alert: "change-email-alert" },
  "revoke-session": { title: "profile.sessions.title", alert: "sessions-alert" },
  "revoke-other-sessions": { title: "profile.sessions.title", alert: "sessions-alert" },
  "delete-account": { title: "profile.delete.title", alert: "delete-account-alert" },
} as const;

/**
 * The top of the page after a refused post. A post no form can claim (unreadable, unknown
 * action) is said here. For a form further down, browsers without JavaScript (which reload
 * at the top and cannot move focus) get a link to that form's errors; with JavaScript, focus
 * has already moved there.
 */
export function PageAlert({ actionData }: { actionData?: ProfileActionData }) {
  const { t } = useTranslation();
  if (!actionData) return null;
  if (actionData.intent === null) return <FormAlert id="profile-alert" notice={actionData.notice} />;
  return (
    <noscript>
      <p className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger">
        <a href={`#${forms[actionData.intent].alert}`} className="underline">
          {t("profile.errors.noscriptSummary", { form: t(forms[actionData.intent].title) })}
        </a>
      </p>
    </noscript>
  );
}
