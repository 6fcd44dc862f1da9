import { recordAudit } from "~/features/admin/audit/audit.server";
import { uploadSheet } from "~/features/trainer/uploads.server";
import type { Route } from "./+types/trainer.sheets";

/** POST /trainer/sheets: the trainer signs a half-day's sheet (staff in the trainer's stead, audited). */
export const action = ({ request, context }: Route.ActionArgs) =>
  uploadSheet({ request, context, audit: (tx, record) => recordAudit(tx, record) });
export const loader = () =>
  new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
