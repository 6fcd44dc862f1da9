import { rowId } from "~/lib/route-params";
import type { I18nHandle } from "~/lib/i18n";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { MessagePage } from "~/features/admin/inbox/message-page";
import {
  markMessageUnread,
  messageDetail,
  messageEmail,
  openMessage,
  replyToMessage,
  type MessageChange,
} from "~/features/admin/inbox/messages.server";
import { messageActionSchema } from "~/features/admin/inbox/reply-schema";
import { adminFormFields } from "~/features/admin/shared/admin-form.server";
import { requireStaff } from "~/features/admin/shared/staff-access.server";
import {
  ANTI_FORGERY_FIELD,
  antiForgeryToken,
  isValidAntiForgeryToken,
} from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDate, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.message";

export const handle = { i18n: ["admin", "adminInbox"] } satisfies I18nHandle;

/**
 * /admin/messages/:messageId: one contact message with the replies sent. Opening it marks it
 * read (handling a message is a moderator's job: staff-access.server.ts), with its audit entry.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.messageId);
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const opened =
    id === null
      ? null
      : viewer.may.handle
        ? await openMessage(context.db, actor, id)
        : await messageDetail(context.db, id);
  if (!opened) {
    return data(
      {
        found: false as const,
        seo: { title: t("adminInbox.notFound"), description: t("adminInbox.notFound"), lang },
      },
      { status: 404 },
    );
  }
  const { message, replies } = opened;
  const when = (date: Date) => `${formatDate(date, lang, "medium")} ${formatTime(date, lang)}`;
  return {
    found: true as const,
    seo: { title: t("adminInbox.messageHeading", { id: message.id }), description: message.subject, lang },
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    service: message.service,
    quote: message.quote,
    lang: message.lang,
    status: message.status,
    received: when(message.createdAt),
    replies: replies.map((reply) => ({
      id: reply.id,
      authorEmail: reply.authorEmail,
      body: reply.body,
      when: when(reply.createdAt),
    })),
    antiForgery: viewer.may.handle ? antiForgeryToken(viewer.session.id, context.secrets) : null,
  };
}

/**
 * POST: reply by e-mail (to the message's own address, in its language, through the outbox),
 * or put the message back in the unread pile. Fields other than the reply's text are not read.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "handle" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.messageId);
  if (id === null) throw data(null, { status: 404 });
  const email = await messageEmail(context.db, id);
  if (email === null) throw data(null, { status: 404 });
  const title = t("adminInbox.errorTitle");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("adminInbox.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminInbox.errors.antiForgery"));
  const fields = adminFormFields(read.formData);
  const submission = parseWithZod(fields.formData, { schema: messageActionSchema });
  if (fields.controlErrors)
    return refuse(
      400,
      t("admin.form.controlSummary"),
      submission.reply({ fieldErrors: fields.controlErrors }),
    );
  if (submission.status !== "success") {
    const reply = submission.reply();
    const key = reply.error?.reply?.[0] ?? "adminInbox.errors.intent";
    return refuse(400, t(key as "adminInbox.errors.intent"), reply);
  }
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const value = submission.value;
  const change: MessageChange =
    value.intent === "reply"
      ? await replyToMessage(context.db, {
          actor,
          id,
          reply: value.reply,
          siteUrl: context.env.SITE_URL,
          staffEmail: context.env.STAFF_EMAIL,
        })
      : await markMessageUnread(context.db, actor, id);
  if (change.kind === "not-found") throw data(null, { status: 404 });
  if (change.kind === "unchanged") return refuse(409, t("adminInbox.errors.unchanged"));
  context.logger.info({ event: `admin.contact_message_${value.intent}`, messageId: id }, "message handled");
  return value.intent === "reply"
    ? redirectWithFlash(
        localizePath(`/admin/messages/${id}`, lang),
        {
          kind: "success",
          title: t("adminInbox.done.replyTitle"),
          message: t("adminInbox.done.reply", { email }),
        },
        context,
      )
    : redirectWithFlash(
        localizePath("/admin/messages", lang),
        {
          kind: "success",
          title: t("adminInbox.done.unreadTitle"),
          message: t("adminInbox.done.unread", { id }),
        },
        context,
      );
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagePage data={loaderData} refused={actionData ?? null} />;
}
