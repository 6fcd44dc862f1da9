import { readMailFile } from "~/features/mail/mail-folder.server";
import { mailDirectory } from "~/features/mail/transport.server";
import type { Route } from "./+types/dev.mail.file";

/** Development only: one .eml file as plain text (never rendered as HTML). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (context.env.NODE_ENV !== "development") throw new Response("Not Found", { status: 404 });
  const raw = await readMailFile(mailDirectory(context.env.DATA_DIR), params.file);
  if (raw === null) throw new Response("Not Found", { status: 404 });
  return new Response(raw, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
