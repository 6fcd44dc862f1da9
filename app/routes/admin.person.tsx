import type { I18nHandle } from "~/lib/i18n";
import { parseWithZod } from "@conform-to/zod/v4";
import { adminFormFields } from "~/features/admin/shared/admin-form.server";
import { data } from "react-router";
import { roles } from "~/features/accounts/roles";
import { displayName } from "~/features/accounts/viewer.server";
import { localize } from "~/features/catalog/localize";
import { PersonPage } from "~/features/admin/people/person-page";
import {
  changePersonRole,
  setPersonDisabled,
  type PersonChange,
} from "~/features/admin/people/people-actions.server";
import { personDetail } from "~/features/admin/people/people.server";
import { personActionSchema } from "~/features/admin/people/person-schema";
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
import type { Route } from "./+types/admin.person";
import { shownPaymentStatus } from "~/features/admin/shared/shown-payment-status";

export const handle = { i18n: ["admin", "adminPeople"] } satisfies I18nHandle;

/** better-auth's ids: letters, digits, - and _ (anything else is no account). */
function parseUserId(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

/** /admin/people/:userId: an account, its registrations and security events; its role and access. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = parseUserId(params.userId);
  const found = id === null ? null : await personDetail(context.db, id);
  if (!found) {
    return data(
      {
        found: false as const,
        seo: { title: t("adminPeople.notFound"), description: t("adminPeople.notFound"), lang },
      },
      { status: 404 },
    );
  }
  const person = found.user;
  const name = displayName(person);
  const when = (date: Date) => `${formatDate(date, lang, "medium")} ${formatTime(date, lang)}`;
  return {
    found: true as const,
    seo: { title: name, description: t("adminPeople.seoDescription"), lang },
    id: person.id,
    name,
    email: person.email,
    phone: person.phone,
    company: person.company,
    role: person.role,
    twoFactor: Boolean(person.twoFactorEnabled),
    created: formatDate(person.createdAt, lang, "medium"),
    disabledSince: person.disabledAt ? when(person.disabledAt) : null,
    isSelf: person.id === viewer.user.id,
    registrations: found.registrations.map((row) => ({
      id: row.id,
      course: localize(row.courseTitle, lang),
      status: row.status,
      paymentStatus: shownPaymentStatus(row),
      registered: formatDate(row.createdAt, lang, "medium"),
    })),
    events: found.events.map((event) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      when: when(event.createdAt),
      type: event.type,
      ipAddress: event.ipAddress,
    })),
    // Roles and access change accounts: admins only (staff-access.server.ts).
    manage: viewer.may.change
      ? { antiForgery: antiForgeryToken(viewer.session.id, context.secrets), roles }
      : null,
  };
}

/**
 * POST: an admin changes the account's role, or disables / re-enables it. The account is the
 * URL's; a user id, an actor or a role sent in other fields is not read. Each change writes its
 * audit entry and security event in its own transaction, then comes back here with a toast.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = parseUserId(params.userId);
  const found = id === null ? null : await personDetail(context.db, id);
  if (!found || id === null) throw data(null, { status: 404 });
  const title = t("adminPeople.errorTitle");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("adminPeople.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminPeople.errors.antiForgery"));
  const fields = adminFormFields(read.formData);
  const submission = parseWithZod(fields.formData, { schema: personActionSchema });
  if (submission.status !== "success") {
    const role = read.formData.get("intent") === "role";
    return refuse(400, t(role ? "adminPeople.errors.role" : "adminPeople.errors.intent"), submission.reply());
  }
  const actor = { id: viewer.user.id, email: viewer.user.email };
  const value = submission.value;
  const change: PersonChange =
    value.intent === "role"
      ? await changePersonRole(context.db, context.logger, { actor, userId: id, to: value.role })
      : await setPersonDisabled(context.db, context.logger, {
          actor,
          userId: id,
          disabled: value.intent === "disable",
        });
  switch (change.kind) {
    case "not-found":
      throw data(null, { status: 404 });
    case "last-admin":
      return refuse(409, t("adminPeople.errors.lastAdmin"));
    case "self":
      return refuse(409, t("adminPeople.errors.self"));
    case "unchanged":
      return refuse(409, t("adminPeople.errors.unchanged"));
  }
  const email = found.user.email;
  const flash =
    value.intent === "role"
      ? {
          title: t("adminPeople.done.roleTitle"),
          message: t("adminPeople.done.role", { email, role: t(`adminPeople.roles.${value.role}`) }),
        }
      : value.intent === "disable"
        ? { title: t("adminPeople.done.disableTitle"), message: t("adminPeople.done.disable", { email }) }
        : { title: t("adminPeople.done.enableTitle"), message: t("adminPeople.done.enable", { email }) };
  context.logger.info({ event: `admin.user_${value.intent}`, userId: id }, "account changed");
  return redirectWithFlash(localizePath(`/admin/people/${id}`, lang), { kind: "success", ...flash }, context);
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  return <PersonPage data={loaderData} refused={actionData ?? null} />;
}
