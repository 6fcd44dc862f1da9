import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useLocation } from "react-router";
import type { ProfileActionData } from "./profile-action-data";
import { BackOfficeSection } from "./back-office-section";
import { ChangeEmailForm } from "./email-form";
import { PageAlert } from "./page-alert";
import { ChangePasswordForm, SendPasswordLinkForm } from "./password-form";
import { ProfileCard } from "./profile-card";
import { ProfileDetailsForm } from "./profile-details-form";
import { DeleteAccountSection, ProfileSection, TwoFactorSummary } from "./profile-sections";
import type { ProfileView } from "./profile-view";
import { SecurityEventsList } from "./security-events-list";
import { SessionsList } from "./sessions-list";

/** After a success the page comes back at the section's heading: focus goes there too. */
function useFocusOnHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.focus();
  }, [hash, key]);
}

/**
 * /profile: the card, the way into the back-office for staff, registrations, the profile form,
 * security, and the way to deletion.
 * 'Mes Inscriptions' comes from the registration feature, composed by the route.
 */
export function ProfilePage({
  view,
  actionData,
  registrations,
}: {
  view: ProfileView;
  actionData?: ProfileActionData;
  registrations: ReactNode;
}) {
  const { t } = useTranslation();
  // A new location (the redirect after a success) mounts the forms again, empty or up to date.
  const { key } = useLocation();
  useFocusOnHash();
  const answer = (intent: ProfileActionData["intent"]) =>
    actionData?.intent === intent ? { lastResult: actionData.result, notice: actionData.notice } : {};
  const { user } = view;
  return (
    <div className="container-page max-w-4xl space-y-8 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("profile.heading")}</h1>
      <PageAlert actionData={actionData} />
      <ProfileCard user={user} />
      <BackOfficeSection user={user} />
      {registrations}
      <ProfileSection id="details" title={t("profile.details.title")} intro={t("profile.details.intro")}>
        <ProfileDetailsForm
          key={key}
          values={{
            firstName: user.firstName,
            lastName: user.lastName,
            phone: user.phone,
            company: user.company,
            position: user.position,
            smsConsent: user.smsConsent,
            timeZone: user.timeZone,
          }}
          {...answer("update-profile")}
        />
      </ProfileSection>
      <ProfileSection id="security" title={t("profile.security.title")}>
        <TwoFactorSummary enabled={user.twoFactorEnabled} />
        <ProfileSection id="password" level={3} title={t("profile.password.title")}>
          {user.hasPassword ? (
            <ChangePasswordForm key={key} {...answer("change-password")} />
          ) : (
            <SendPasswordLinkForm notice={answer("send-password-link").notice} />
          )}
        </ProfileSection>
        <ProfileSection id="email" level={3} title={t("profile.email.title")}>
          <ChangeEmailForm
            key={key}
            currentEmail={user.email}
            pending={view.pendingEmail}
            {...answer("change-email")}
          />
        </ProfileSection>
        <ProfileSection
          id="sessions"
          level={3}
          title={t("profile.sessions.title")}
          intro={t("profile.sessions.intro")}
        >
          <SessionsList
            sessions={view.sessions}
            notice={answer("revoke-session").notice ?? answer("revoke-other-sessions").notice}
            noticeSessionId={actionData?.sessionId}
          />
        </ProfileSection>
        <ProfileSection
          id="events"
          level={3}
          title={t("profile.events.title")}
          intro={t("profile.events.intro")}
        >
          <SecurityEventsList events={view.events} />
        </ProfileSection>
      </ProfileSection>
      <DeleteAccountSection />
    </div>
  );
}
