import { recordAudit } from "~/features/admin/audit/audit.server";
import { uploadMarks } from "~/features/trainer/uploads.server";
import type { Route } from "./+types/trainer.marks";

/**
 * POST /trainer/marks: marks taken on the trainer's page. Staff correcting a mark are audited:
 * this route hands the back-office's audit writer to the attendance rules.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  uploadMarks({ request, context, audit: (tx, record) => recordAudit(tx, record) });
export const loader = () =>
  new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
