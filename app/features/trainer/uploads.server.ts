import type { TFunction } from "~/lib/translator";
import { z } from "zod";
import {
  AttendanceError,
  recordMarks,
  type AttendanceActor,
  type AuditWriter,
  type MarkInput,
  type MarkRefusal,
} from "~/features/attendance/attendance.server";
import { signSheet, type SheetInput } from "~/features/attendance/sheets.server";
import { isRole } from "~/features/accounts/roles";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";

/** At most this many marks per upload: the page sends its queue in batches that fit a body. */
export const MAX_MARKS_PER_UPLOAD = 25;

/** What the page learns of each mark or sheet it sent: it clears the recorded and repeated ones. */
export interface UploadResult {
  clientId: string;
  outcome: "recorded" | "repeated" | "refused";
  reason?: MarkRefusal;
  /** The refusal, in the page's language. */
  message?: string;
}

const NO_STORE = { "Cache-Control": "private, no-store" } as const;
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

const marksBody = z.object({ marks: z.array(z.unknown()).min(1).max(MAX_MARKS_PER_UPLOAD) });
const sheetBody = z.object({ sheet: z.unknown() });

interface UploadArgs {
  request: Request;
  context: Pick<AppContext, "db" | "auth">;
  audit: AuditWriter;
  now?: Date;
}

/**
 * The rules parse each item themselves (markInputSchema, sheetInputSchema) and refuse a malformed
 * one by its client id: the casts below hand them the raw JSON on purpose.
 *
 * The actor is the signed-in account, read from its session; the request only says what was
 * marked. Same-origin is checked for every POST before any route (server/http-guards.ts), and
 * the JSON content type keeps a cross-site form from posting here without a preflight.
 */
async function start(request: Request, context: UploadArgs["context"]) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  if (request.method !== "POST") return { refusal: json({ error: t("trainer.upload.method") }, 405), t };
  if (!request.headers.get("content-type")?.startsWith("application/json"))
    return { refusal: json({ error: t("trainer.upload.invalid") }, 415), t };
  const viewer = await getViewer(request, context);
  if (!viewer) return { refusal: json({ error: t("trainer.upload.signedOut") }, 401), t };
  const actor: AttendanceActor = {
    id: viewer.user.id,
    email: viewer.user.email,
    role: isRole(viewer.user.role) ? viewer.user.role : "user",
  };
  const body: unknown = await request.json().catch(() => null);
  return { refusal: null, t, actor, body };
}

function refused(error: unknown, clientId: unknown, t: TFunction): UploadResult {
  if (!(error instanceof AttendanceError)) throw error;
  return {
    clientId: typeof clientId === "string" ? clientId.slice(0, 64) : "",
    outcome: "refused",
    reason: error.reason,
    message: t(`trainer.refusals.${error.reason}`),
  };
}

/** 200 when something was taken, 422 when every item was refused (each with its reason). */
const answer = (results: UploadResult[]) =>
  json({ results }, results.some((result) => result.outcome !== "refused") ? 200 : 422);

const clientIdOf = (item: unknown) => (item as { clientId?: unknown } | null)?.clientId;

/**
 * POST /trainer/marks: the marks the trainer's phone took, each recorded on its own (a refused
 * mark does not hold back the others) and answered by its client id, so the page clears exactly
 * what arrived. A mark uploaded again counts once.
 */
export async function uploadMarks({
  request,
  context,
  audit,
  now = new Date(),
}: UploadArgs): Promise<Response> {
  const started = await start(request, context);
  if (started.refusal) return started.refusal;
  const { t, actor } = started;
  const parsed = marksBody.safeParse(started.body);
  if (!parsed.success) return json({ error: t("trainer.upload.invalid") }, 400);
  const results: UploadResult[] = [];
  for (const mark of parsed.data.marks) {
    const clientId = clientIdOf(mark);
    try {
      const result = await recordMarks(context.db, actor, [mark as MarkInput], { audit, now });
      results.push({ clientId: String(clientId), outcome: result.repeated ? "repeated" : "recorded" });
    } catch (error) {
      results.push(refused(error, clientId, t));
    }
  }
  return answer(results);
}

/** POST /trainer/sheets: the trainer's signature closing a half-day. */
export async function uploadSheet({
  request,
  context,
  audit,
  now = new Date(),
}: UploadArgs): Promise<Response> {
  const started = await start(request, context);
  if (started.refusal) return started.refusal;
  const { t, actor } = started;
  const parsed = sheetBody.safeParse(started.body);
  if (!parsed.success) return json({ error: t("trainer.upload.invalid") }, 400);
  const clientId = clientIdOf(parsed.data.sheet);
  try {
    const result = await signSheet(context.db, actor, parsed.data.sheet as SheetInput, { audit, now });
    return answer([{ clientId: String(clientId), outcome: result.created ? "recorded" : "repeated" }]);
  } catch (error) {
    return answer([refused(error, clientId, t)]);
  }
}
