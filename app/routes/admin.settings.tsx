import type { I18nHandle } from "~/lib/i18n";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  saveSettings,
  settingsFormValues,
  settingsFromForm,
  settingsHistory,
} from "~/features/admin/settings/settings-admin.server";
import { SettingsPage, type SettingsRefusal } from "~/features/admin/settings/settings-page";
import { adminFormFields } from "~/features/admin/shared/admin-form.server";
import { settingsSchemaFor } from "~/features/admin/settings/settings-schema";
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
import { readSettings, settingKeys, storedSettingKeys } from "~/lib/settings.server";
import type { Route } from "./+types/admin.settings";

export const handle = { i18n: ["admin", "adminSettings"] } satisfies I18nHandle;

/**
 * A stored value as the history shows it: text as is, the bank details and the seller joined
 * (empty identifiers left out, yes and no in words), none as "—".
 */
function shown(value: unknown, words: { none: string; yes: string; no: string }): string {
  if (value === null || value === undefined) return words.none;
  if (typeof value === "object")
    return Object.values(value as Record<string, unknown>)
      .filter((part) => part !== "")
      .map((part) => (part === true ? words.yes : part === false ? words.no : String(part)))
      .join(" · ");
  return String(value);
}

/** /admin/settings: moderators read, admins change (ADR 1104). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const words = {
    none: t("adminSettings.history.none"),
    yes: t("adminSettings.yes"),
    no: t("adminSettings.no"),
  };
  const [settings, stored, history] = await Promise.all([
    readSettings(context.db, context.env),
    storedSettingKeys(context.db),
    settingsHistory(context.db),
  ]);
  return {
    seo: { title: t("adminSettings.seoTitle"), description: t("adminSettings.seoDescription"), lang },
    page: {
      values: settingsFormValues(settings, lang),
      defaults: settingKeys.filter((key) => !stored.has(key)),
      history: history.map((entry) => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        when: `${formatDate(entry.createdAt, lang, "medium")} ${formatTime(entry.createdAt, lang)}`,
        who: entry.actorEmail,
        key: entry.entityId,
        before: shown(entry.before?.value, words),
        after: shown(entry.after?.value, words),
      })),
      antiForgery: viewer.may.change ? antiForgeryToken(viewer.session.id, context.secrets) : null,
    },
  };
}

/**
 * POST: an admin saves the settings. Only the form's fields are read (a forged key, role or user
 * id is ignored); only the values that changed are stored, each with its audit entry (before,
 * after, who, when) in the same transaction. Then back here with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const title = t("adminSettings.errors.title");
  const refuse = (status: number, message: string, lastResult: unknown = null) =>
    data({ notice: { title, message }, lastResult }, { status });
  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("adminSettings.errors.unreadable"));
  if (!isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(403, t("adminSettings.errors.antiForgery"));
  const fields = adminFormFields(read.formData);
  const submission = parseWithZod(fields.formData, { schema: settingsSchemaFor(lang) });
  if (fields.controlErrors)
    return refuse(
      400,
      t("admin.form.controlSummary"),
      submission.reply({ fieldErrors: fields.controlErrors }),
    );
  if (submission.status !== "success")
    return refuse(400, t("adminSettings.errors.summary"), submission.reply());
  const changed = await saveSettings(context.db, context.env, settingsFromForm(submission.value), {
    id: viewer.user.id,
    email: viewer.user.email,
  });
  context.logger.info({ event: "admin.settings_saved", changed }, "settings saved");
  return redirectWithFlash(
    localizePath("/admin/settings", lang),
    {
      kind: "success",
      title: t("adminSettings.done.title"),
      message: changed.length
        ? t("adminSettings.done.saved", { count: changed.length })
        : t("adminSettings.done.unchanged"),
    },
    context,
  );
}

/** The back-office is never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage data={loaderData.page} refused={(actionData as SettingsRefusal | undefined) ?? null} />
  );
}
