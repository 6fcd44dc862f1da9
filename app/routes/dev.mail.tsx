import { data } from "react-router";
import { listMailFiles } from "~/features/mail/mail-folder.server";
import { mailDirectory } from "~/features/mail/transport.server";
import { smsDirectory } from "~/features/sms/providers.server";
import { listSmsFiles } from "~/features/sms/sms-folder.server";
import type { Route } from "./+types/dev.mail";

/** Development only: the messages the outbox wrote as .eml files. Production answers 404. */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.env.NODE_ENV !== "development") throw data(null, { status: 404 });
  const dir = mailDirectory(context.env.DATA_DIR);
  const smsDir = smsDirectory(context.env.DATA_DIR);
  return {
    dir,
    files: await listMailFiles(dir),
    smtp: Boolean(context.env.SMTP_URL),
    smsDir,
    texts: await listSmsFiles(smsDir),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Mail (development)" },
  { name: "robots", content: "noindex" },
];

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { dir, files, smtp, smsDir, texts } = loaderData;
  return (
    <section className="container-page py-12" lang="en">
      <h1 className="text-2xl font-bold">Mail folder (development)</h1>
      <p className="mt-2 text-ink-muted">
        {smtp ? "SMTP_URL is set: new mail goes to the SMTP server. " : ""}
        {files.length} message{files.length === 1 ? "" : "s"} in <code>{dir}</code>, newest first.
      </p>
      {files.length > 0 ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4">
                  To
                </th>
                <th scope="col" className="py-2 pr-4">
                  Subject
                </th>
                <th scope="col" className="py-2">
                  Source
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.name} className="border-b border-line align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{file.date.replace("T", " ").slice(0, 19)}</td>
                  <td className="py-2 pr-4">{file.to}</td>
                  <td className="py-2 pr-4">{file.subject}</td>
                  <td className="py-2">
                    <a
                      href={`/dev/mail/${encodeURIComponent(file.name)}`}
                      className="inline-flex min-h-11 items-center text-brand-ink underline"
                    >
                      {file.name}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h2 className="mt-10 text-xl font-bold">Text messages</h2>
      <p className="mt-2 text-ink-muted">
        {texts.length} text{texts.length === 1 ? "" : "s"} in <code>{smsDir}</code>, newest first.
      </p>
      {texts.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Text messages">
          {texts.map((text) => (
            <li key={text.name} className="rounded-md border border-line p-3 text-sm">
              <p className="text-ink-muted">
                {text.date.replace("T", " ").slice(0, 19)} · {text.to} · {text.kind} · {text.parts} part
                {text.parts === 1 ? "" : "s"}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{text.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
