import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import { Badge } from "~/ui/badge";
import { FormAlert, IntentField, SubmitButton, useIntentPending } from "~/ui/form";
import type { ProfileView } from "./profile-view";

type SessionRow = ProfileView["sessions"][number];

/** "Sign out this device" for one of the other sessions: the form posts its id, never its token. */
function RevokeSessionForm({ session }: { session: SessionRow }) {
  const { t } = useTranslation();
  const pending = useIntentPending("revoke-session", session.id);
  return (
    <Form method="post">
      <IntentField intent="revoke-session" />
      <input type="hidden" name="sessionId" value={session.id} />
      <SubmitButton
        pending={pending}
        label={t("profile.sessions.signOut")}
        pendingLabel={t("profile.sessions.signingOut")}
        variant="secondary"
        context={`${session.device}, ${session.ipAddress ?? t("profile.sessions.ipUnknown")}`}
      />
    </Form>
  );
}

/** The account's open sessions: device, IP address, last activity; this one marked. */
export function SessionsList({
  sessions,
  notice,
  noticeSessionId,
}: {
  sessions: SessionRow[];
  notice?: string;
  /** The session a refused "sign out this device" was about, if any. */
  noticeSessionId?: string;
}) {
  const { t } = useTranslation();
  const othersPending = useIntentPending("revoke-other-sessions");
  const others = sessions.filter((session) => !session.current);
  return (
    <div className="space-y-4">
      <FormAlert id="sessions-alert" notice={notice} key={noticeSessionId ?? "sessions"} />
      <ul className="divide-y divide-line rounded-lg border border-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {session.device}
                {session.current ? <Badge tone="success">{t("profile.sessions.thisDevice")}</Badge> : null}
              </p>
              <p className="text-sm text-ink-muted">
                {session.ipAddress
                  ? t("profile.sessions.ip", { ip: session.ipAddress })
                  : t("profile.sessions.ipUnknown")}
              </p>
              <p className="text-sm text-ink-muted">
                {t("profile.sessions.lastSeen", { date: session.lastSeen })}
              </p>
            </div>
            {session.current ? null : <RevokeSessionForm session={session} />}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post">
          <IntentField intent="revoke-other-sessions" />
          <SubmitButton
            pending={othersPending}
            label={t("profile.sessions.signOutOthers")}
            pendingLabel={t("profile.sessions.signingOut")}
            variant="danger"
          />
        </Form>
      ) : (
        <p className="text-ink-muted">{t("profile.sessions.onlyThis")}</p>
      )}
    </div>
  );
}
