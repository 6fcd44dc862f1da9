import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { ComplaintStatus } from "../../../../db/schema/complaints";
import type { ComplaintCategory } from "../../../../db/schema/complaint-values";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { useLang } from "~/lib/use-lang";
import { useTranslation } from "~/lib/use-translation";
import {
  Field,
  FormAlert,
  IntentField,
  SubmitButton,
  Textarea,
  useIntentPending,
  useSchemaForm,
} from "~/ui/form";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import {
  complaintActionSchema,
  complaintHandlingLimits,
  type ComplaintActionInput,
} from "./complaint-action-schema";

type Step = ComplaintActionInput["intent"];

export type ComplaintPageData =
  | { found: false }
  | {
      found: true;
      id: number;
      reference: string;
      name: string;
      email: string;
      phone: string | null;
      category: ComplaintCategory;
      concerns: string | null;
      registrationId: number | null;
      sessionId: number | null;
      message: string;
      lang: "fr" | "en";
      status: ComplaintStatus;
      /** Formatted in the page's language; null for a step not taken yet. */
      dates: {
        received: string;
        acknowledged: string | null;
        answered: string | null;
        closed: string | null;
      };
      answer: string | null;
      action: string | null;
      handledBy: string | null;
      /** The steps this person may take now (none for someone who may not handle complaints). */
      steps: Step[];
      antiForgery: string | null;
    };

type Refused = { notice: { title: string; message: string }; lastResult: unknown } | null;

/** One complaint: who, what, the handling's dates, the answer sent, the action taken, and the next steps. */
export function ComplaintPage({ data, refused }: { data: ComplaintPageData; refused: Refused }) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/complaints"
        backLabel={t("adminComplaints.back")}
        title={t("adminComplaints.notFound")}
      />
    );
  const lastResult = (refused?.lastResult ?? null) as SubmissionResult<string[]> | null;
  const refusedStep = lastResult?.initialValue?.intent;
  const resultOf = (step: Step) => (refusedStep === step ? lastResult : null);
  const noticeOf = (step: Step) =>
    refusedStep === step || (!lastResult && refused) ? refused?.notice.message : undefined;
  const none = t("adminComplaints.none");
  return (
    <AdminDetailFrame backTo="/admin/complaints" backLabel={t("adminComplaints.back")}>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("adminComplaints.complaintHeading", { reference: data.reference })}
      </h1>
      {refused && !lastResult ? (
        <div
          role="alert"
          className="mt-6 rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
        >
          {refused.notice.message}
        </div>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminComplaints.status")}</dt>
        <dd data-status={data.status}>{t(`adminComplaints.statuses.${data.status}`)}</dd>
        <dt className="font-semibold">{t("adminComplaints.from")}</dt>
        <dd className="break-words">
          {data.name} &lt;{data.email}&gt;
        </dd>
        <dt className="font-semibold">{t("adminComplaints.phone")}</dt>
        <dd>{data.phone ?? none}</dd>
        <dt className="font-semibold">{t("adminComplaints.category")}</dt>
        <dd>{t(`complaints.categories.${data.category}`)}</dd>
        <dt className="font-semibold">{t("adminComplaints.concerns")}</dt>
        <dd className="break-words">
          {data.concerns ?? none}
          {data.registrationId ? (
            <>
              {" · "}
              <Link to={href(`/admin/registrations/${data.registrationId}`)} className="underline">
                {t("adminComplaints.registrationLink", { id: data.registrationId })}
              </Link>
            </>
          ) : null}
          {data.sessionId ? (
            <>
              {" · "}
              <Link to={href(`/admin/sessions/${data.sessionId}`)} className="underline">
                {t("adminComplaints.sessionLink", { id: data.sessionId })}
              </Link>
            </>
          ) : null}
        </dd>
        <dt className="font-semibold">{t("adminComplaints.language")}</dt>
        <dd>{t(`adminComplaints.languages.${data.lang}`)}</dd>
        <dt className="font-semibold">{t("adminComplaints.received")}</dt>
        <dd>{data.dates.received}</dd>
        <dt className="font-semibold">{t("adminComplaints.acknowledged")}</dt>
        <dd>{data.dates.acknowledged ?? none}</dd>
        <dt className="font-semibold">{t("adminComplaints.answered")}</dt>
        <dd data-date="answered">{data.dates.answered ?? none}</dd>
        <dt className="font-semibold">{t("adminComplaints.closed")}</dt>
        <dd>{data.dates.closed ?? none}</dd>
        <dt className="font-semibold">{t("adminComplaints.handledBy")}</dt>
        <dd className="break-words">{data.handledBy ?? none}</dd>
      </dl>
      <blockquote
        lang={data.lang}
        className="mt-6 rounded-xl border-l-4 border-brand bg-surface-muted p-4 break-words whitespace-pre-wrap"
      >
        {data.message}
      </blockquote>

      <section aria-labelledby="complaint-answer-heading" className="mt-10">
        <h2 id="complaint-answer-heading" className="text-xl font-bold">
          {t("adminComplaints.answerHeading")}
        </h2>
        {data.answer ? (
          <p className="mt-4 rounded-xl border border-line p-4 break-words whitespace-pre-wrap" data-answer>
            {data.answer}
          </p>
        ) : data.antiForgery && data.steps.includes("answer") ? (
          <AnswerForm
            antiForgery={data.antiForgery}
            email={data.email}
            language={t(`adminComplaints.languages.${data.lang}`)}
            lastResult={resultOf("answer")}
            notice={noticeOf("answer")}
          />
        ) : (
          <p className="mt-4">{t("adminComplaints.noAnswer")}</p>
        )}
      </section>

      <section aria-labelledby="complaint-action-heading" className="mt-10">
        <h2 id="complaint-action-heading" className="text-xl font-bold">
          {t("adminComplaints.actionHeading")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("adminComplaints.actionIntro")}</p>
        {data.antiForgery && data.steps.includes("action") ? (
          <ActionForm
            antiForgery={data.antiForgery}
            current={data.action}
            lastResult={resultOf("action")}
            notice={noticeOf("action")}
          />
        ) : (
          <p className="mt-4 break-words whitespace-pre-wrap">
            {data.action ?? t("adminComplaints.noAction")}
          </p>
        )}
      </section>

      {data.antiForgery && (data.steps.includes("start") || data.steps.includes("close")) ? (
        <section aria-labelledby="complaint-steps-heading" className="mt-10">
          <h2 id="complaint-steps-heading" className="text-xl font-bold">
            {t("adminComplaints.stepsHeading")}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            {data.steps.includes("start") ? (
              <StepButton antiForgery={data.antiForgery} step="start" label={t("adminComplaints.start")} />
            ) : null}
            {data.steps.includes("close") ? (
              <StepButton antiForgery={data.antiForgery} step="close" label={t("adminComplaints.close")} />
            ) : null}
          </div>
        </section>
      ) : null}
    </AdminDetailFrame>
  );
}

function StepButton({
  antiForgery,
  step,
  label,
}: {
  antiForgery: string;
  step: "start" | "close";
  label: string;
}) {
  const pending = useIntentPending(step);
  return (
    <Form method="post">
      <AntiForgeryField token={antiForgery} />
      <IntentField intent={step} />
      <SubmitButton pending={pending} label={label} pendingLabel={label} variant="secondary" />
    </Form>
  );
}

function AnswerForm({
  antiForgery,
  email,
  language,
  lastResult,
  notice,
}: {
  antiForgery: string;
  email: string;
  language: string;
  lastResult: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("answer");
  const [form, fields] = useSchemaForm({
    id: "complaint-answer",
    schema: complaintActionSchema,
    lastResult,
    validate: "onSubmit",
  });
  return (
    <>
      <p className="mt-2 text-ink-muted">{t("adminComplaints.answerIntro", { email, language })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 max-w-2xl space-y-4">
        <AntiForgeryField token={antiForgery} />
        <IntentField intent="answer" />
        <FormAlert id="complaint-answer-alert" lastResult={lastResult} notice={notice} />
        <Field field={fields.answer} label={t("adminComplaints.answerLabel")}>
          <Textarea key={fields.answer.key} rows={8} maxLength={complaintHandlingLimits.answer} />
        </Field>
        <SubmitButton
          pending={pending}
          label={t("adminComplaints.answerSubmit")}
          pendingLabel={t("adminComplaints.answerSubmit")}
        />
      </Form>
    </>
  );
}

function ActionForm({
  antiForgery,
  current,
  lastResult,
  notice,
}: {
  antiForgery: string;
  current: string | null;
  lastResult: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("action");
  const [form, fields] = useSchemaForm({
    id: "complaint-action",
    schema: complaintActionSchema,
    lastResult,
    defaultValue: { intent: "action", action: current ?? "" },
    validate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-2xl space-y-4">
      <AntiForgeryField token={antiForgery} />
      <IntentField intent="action" />
      <FormAlert id="complaint-action-alert" lastResult={lastResult} notice={notice} />
      <Field field={fields.action} label={t("adminComplaints.actionLabel")}>
        <Textarea key={fields.action.key} rows={4} maxLength={complaintHandlingLimits.action} />
      </Field>
      <SubmitButton
        pending={pending}
        label={t("adminComplaints.actionSubmit")}
        pendingLabel={t("adminComplaints.actionSubmit")}
      />
    </Form>
  );
}
