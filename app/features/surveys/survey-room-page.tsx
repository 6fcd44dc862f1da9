import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { ErrorList, inputClass, SubmitButton } from "~/ui/form";
import type { RoomView } from "./survey-room.server";

/** /survey/session/{code}: the trainee's phone, from the room's QR code, finds their own survey. */
export function SurveyRoomPage({ view }: { view: RoomView }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (view.state === "refused")
    return (
      <section className="container-page max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-bold">{view.title}</h1>
        <p role="alert" className="mt-4">
          {view.message}
        </p>
      </section>
    );
  return (
    <section className="container-page max-w-xl py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("surveys.room.heading")}</h1>
      <p className="mt-3 font-semibold">{t("surveys.course", { course: view.course })}</p>
      <p className="mt-3">{t("surveys.room.intro")}</p>
      <Form method="post" className="mt-6 space-y-4" data-survey="room">
        <div>
          <label htmlFor="survey-room-email" className="block font-medium">
            {t("surveys.room.email")}
          </label>
          <input
            id="survey-room-email"
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={view.email}
            aria-invalid={view.error ? true : undefined}
            aria-describedby={view.error ? "survey-room-email-error" : undefined}
            className={`${inputClass} mt-1`}
          />
          <ErrorList id="survey-room-email-error" errors={view.error ? [view.error] : null} />
        </div>
        <SubmitButton
          pending={navigation.state !== "idle"}
          label={t("surveys.room.submit")}
          pendingLabel={t("surveys.room.submitting")}
        />
      </Form>
    </section>
  );
}

/** /trainer/sessions/{id}/survey: the QR code the trainer shows the room on the last day. */
export function SurveyQrPage({
  course,
  refusal,
  qr,
  link,
}: {
  course: string;
  refusal: string | null;
  qr: string | null;
  link: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="container-page max-w-2xl py-8 text-center sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("surveys.qr.heading")}</h1>
      {course ? <p className="mt-2 text-lg font-semibold">{course}</p> : null}
      {refusal ? (
        <p role="alert" className="mt-6">
          {refusal}
        </p>
      ) : null}
      {qr && link ? (
        <>
          <img
            src={qr}
            alt={t("surveys.qr.alt")}
            className="mx-auto mt-6 w-full max-w-sm bg-white p-2"
            data-survey-qr={link}
          />
          <p className="mt-6">{t("surveys.qr.instructions")}</p>
          <p className="mt-4 text-sm text-ink-muted">
            {t("surveys.qr.link")} <span className="break-all">{link}</span>
          </p>
        </>
      ) : null}
    </div>
  );
}
