import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { SubmitButton } from "~/ui/form";
import type { ParticipationView } from "./participation-page.server";

/** /participation/{token}: a participant confirms being on their company's list. */
export function ParticipationPage({ view }: { view: ParticipationView }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (view.kind === "unknown")
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{t("companyBookings.participation.unknownTitle")}</h1>
        <p className="mt-4 text-ink-muted">{t("companyBookings.participation.unknown")}</p>
      </section>
    );
  return (
    <section className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("companyBookings.participation.heading")}</h1>
      <p className="mt-4">{t("companyBookings.participation.intro", { company: view.company })}</p>
      <div className="mt-4 rounded-xl border border-line bg-surface-raised p-6">
        <p className="text-lg font-semibold">{view.courseTitle}</p>
        <p className="mt-1">{view.name}</p>
        <p className="mt-1 text-ink-muted">
          {view.dates} · {view.time}
        </p>
      </div>
      {view.confirmed ? (
        <p role="status" className="mt-6 font-medium" data-participation="confirmed">
          {t("companyBookings.participation.confirmedAt", { date: view.confirmed })}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <SubmitButton
            pending={navigation.state !== "idle"}
            label={t("companyBookings.participation.confirm")}
            pendingLabel={t("companyBookings.participation.confirming")}
          />
        </Form>
      )}
    </section>
  );
}
