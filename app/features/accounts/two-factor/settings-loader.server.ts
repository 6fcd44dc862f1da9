import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, type Lang } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import { requireUser } from "../guards.server";
import { takeBackupCodesReveal, type RevealKind } from "./backup-codes-reveal.server";
import { backupCodesOf, twoFactorStatus, type TwoFactorState } from "./enrolment.server";

/** These pages show secrets (a set-up key, backup codes): never stored by a browser or a proxy. */
export const NO_STORE = { "Cache-Control": "private, no-store" };

/** Where "continue" goes once set up: the page requireStaff sent the visitor from, if local. */
export function continuePath(url: URL): string | null {
  const requested = url.searchParams.get("redirectTo");
  return requested ? safeLocalPath(requested, "") || null : null;
}

export interface SettingsLoaderData {
  seo: { title: string; description: string; lang: Lang };
  state: TwoFactorState;
  enabledSince: string | null;
  remainingBackupCodes: number | null;
  account: string;
  /** Sent here by requireStaff (an administrator without two-factor, or an aal1 session). */
  required: boolean;
  continueTo: string | null;
  /** Whether this session was opened with the second factor. */
  sessionAal: "aal1" | "aal2";
  isAdmin: boolean;
  /** The backup codes, on the one load right after set-up or new codes; else null. */
  backupCodes: string[] | null;
  revealed: RevealKind | null;
}

export async function twoFactorSettingsLoader({
  request,
  context,
}: {
  request: Request;
  context: AppContext;
}) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const status = await twoFactorStatus(context, viewer);
  const reveal = await takeBackupCodesReveal(request, context, viewer.user.id);
  const revealed = status.state === "on" ? reveal.kind : null;
  const backupCodes = revealed ? await backupCodesOf(context, viewer.user.id) : null;
  const headers = reveal.headers;
  for (const [name, value] of Object.entries(NO_STORE)) headers.set(name, value);
  return data<SettingsLoaderData>(
    {
      seo: {
        title: t("twoFactor.settings.seoTitle"),
        description: t("twoFactor.settings.seoDescription"),
        lang,
      },
      state: status.state,
      enabledSince: status.enabledSince?.toISOString() ?? null,
      remainingBackupCodes: status.remainingBackupCodes,
      account: viewer.user.email,
      required: url.searchParams.get("required") === "1",
      continueTo: continuePath(url),
      sessionAal: viewer.session.aal === "aal2" ? "aal2" : "aal1",
      isAdmin: viewer.user.role === "admin",
      backupCodes,
      revealed,
    },
    { headers },
  );
}
