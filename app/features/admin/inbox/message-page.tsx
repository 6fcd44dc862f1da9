import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { useLang } from "~/lib/use-lang";
import type {
  ContactMessageStatus,
  ContactService,
  QuoteRequestDetails,
} from "../../../../db/schema/contact";
import { Field, FormAlert, SubmitButton, Textarea, useSchemaForm } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { AdminDetailFrame, AdminNotFound } from "../shared/admin-detail-frame";
import { MAX_REPLY_LENGTH, messageActionSchema } from "./reply-schema";

export type MessagePageData =
  | { found: false }
  | {
      found: true;
      id: number;
      name: string;
      email: string;
      phone: string | null;
      subject: string;
      message: string;
      service: ContactService;
      /** A quote request's facts; null for a message from the contact form. */
      quote: QuoteRequestDetails | null;
      lang: "fr" | "en";
      status: ContactMessageStatus;
      received: string;
      replies: { id: number; authorEmail: string; body: string; when: string }[];
      /** Null for someone who may not handle messages. */
      antiForgery: string | null;
    };

type Refused = { notice: { title: string; message: string }; lastResult: unknown } | null;

/** One contact message, the replies sent, and the reply form. */
export function MessagePage({ data, refused }: { data: MessagePageData; refused: Refused }) {
  const { t } = useTranslation();
  const { href } = useLang();
  if (!data.found)
    return (
      <AdminNotFound
        backTo="/admin/messages"
        backLabel={t("adminInbox.back")}
        title={t("adminInbox.notFound")}
      />
    );
  return (
    <AdminDetailFrame backTo="/admin/messages" backLabel={t("adminInbox.back")}>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t("adminInbox.messageHeading", { id: data.id })}
      </h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("adminInbox.status")}</dt>
        <dd data-status={data.status}>{t(`adminInbox.statuses.${data.status}`)}</dd>
        <dt className="font-semibold">{t("adminInbox.from")}</dt>
        <dd className="break-words">
          {data.name} &lt;{data.email}&gt;
        </dd>
        <dt className="font-semibold">{t("adminInbox.phone")}</dt>
        <dd>{data.phone ?? t("adminInbox.none")}</dd>
        <dt className="font-semibold">{t("adminInbox.service")}</dt>
        <dd>{t(`adminInbox.services.${data.service}`)}</dd>
        <dt className="font-semibold">{t("adminInbox.language")}</dt>
        <dd>{t(`adminInbox.languages.${data.lang}`)}</dd>
        <dt className="font-semibold">{t("adminInbox.received")}</dt>
        <dd>{data.received}</dd>
        <dt className="font-semibold">{t("adminInbox.subject")}</dt>
        <dd className="break-words">{data.subject}</dd>
      </dl>
      {data.quote ? (
        <section aria-labelledby="quote-request-heading" className="mt-6" data-quote-request>
          <h2 id="quote-request-heading" className="text-xl font-bold">
            {t("adminInbox.quote.heading")}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t("adminInbox.quote.company")}</dt>
            <dd className="break-words">{data.quote.company}</dd>
            <dt className="font-semibold">{t("adminInbox.quote.course")}</dt>
            <dd className="break-words">{data.quote.courseTitle}</dd>
            <dt className="font-semibold">{t("adminInbox.quote.people")}</dt>
            <dd>{data.quote.people}</dd>
            <dt className="font-semibold">{t("adminInbox.quote.dates")}</dt>
            <dd className="break-words">{data.quote.preferredDates}</dd>
            <dt className="font-semibold">{t("adminInbox.quote.place")}</dt>
            <dd className="break-words">
              {data.quote.place === "ours"
                ? t("adminInbox.quote.ours")
                : t("adminInbox.quote.theirs", { city: data.quote.city ?? "" })}
            </dd>
          </dl>
          {data.antiForgery ? (
            <p className="mt-4">
              <Link to={href(`/admin/quotes/new?request=${data.id}`)} className="btn-primary">
                {t("adminInbox.quote.makeQuote")}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {data.message ? (
        <blockquote
          lang={data.lang}
          className="mt-6 rounded-xl border-l-4 border-brand bg-surface-muted p-4 break-words whitespace-pre-wrap"
        >
          {data.message}
        </blockquote>
      ) : null}

      <section aria-labelledby="message-replies" className="mt-10">
        <h2 id="message-replies" className="text-xl font-bold">
          {t("adminInbox.repliesHeading")}
        </h2>
        {data.replies.length === 0 ? (
          <p className="mt-4">{t("adminInbox.noReplies")}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {data.replies.map((reply) => (
              <li key={reply.id} className="rounded-xl border border-line p-4" data-reply={reply.id}>
                <p className="text-sm text-ink-muted">
                  {t("adminInbox.by", { email: reply.authorEmail, date: reply.when })}
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {data.antiForgery ? (
        <ReplyForm
          antiForgery={data.antiForgery}
          email={data.email}
          language={t(`adminInbox.languages.${data.lang}`)}
          canMarkUnread={data.status === "read"}
          refused={refused}
        />
      ) : null}
    </AdminDetailFrame>
  );
}

function ReplyForm({
  antiForgery,
  email,
  language,
  canMarkUnread,
  refused,
}: {
  antiForgery: string;
  email: string;
  language: string;
  canMarkUnread: boolean;
  refused: Refused;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  const lastResult = (refused?.lastResult ?? null) as SubmissionResult<string[]> | null;
  const [form, fields] = useSchemaForm({
    id: "message-reply",
    schema: messageActionSchema,
    lastResult,
    validate: "onSubmit",
  });
  return (
    <section aria-labelledby="message-reply-heading" className="mt-10">
      <h2 id="message-reply-heading" className="text-xl font-bold">
        {t("adminInbox.replyHeading")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("adminInbox.replyIntro", { email, language })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 max-w-2xl space-y-4">
        <AntiForgeryField token={antiForgery} />
        <input type="hidden" name="intent" value="reply" />
        <FormAlert id="message-reply-alert" lastResult={lastResult} notice={refused?.notice.message} />
        <Field field={fields.reply} label={t("adminInbox.replyLabel")}>
          <Textarea key={fields.reply.key} rows={8} maxLength={MAX_REPLY_LENGTH} />
        </Field>
        <SubmitButton
          pending={pending}
          label={t("adminInbox.replySubmit")}
          pendingLabel={t("adminInbox.replySubmit")}
        />
      </Form>
      {canMarkUnread ? (
        <Form method="post" className="mt-6">
          <AntiForgeryField token={antiForgery} />
          <input type="hidden" name="intent" value="unread" />
          <button type="submit" className="btn-secondary">
            {t("adminInbox.markUnread")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
