import type { Lang } from "~/lib/language";
import { html, multiline } from "../html.server";
import { htmlLayout, textSignature, type RenderedEmail } from "./layout.server";

const copy = {
  fr: {
    subject: (subject: string) => `Re : ${subject}`,
    hello: (name: string) => `Bonjour ${name},`,
    yours: "Votre message :",
  },
  en: {
    subject: (subject: string) => `Re: ${subject}`,
    hello: (name: string) => `Hello ${name},`,
    yours: "Your message:",
  },
} satisfies Record<Lang, unknown>;

/**
 * A staff reply to a contact message, in the language the visitor wrote in, with their
 * message quoted below. The reply's text is the staff's, escaped in the HTML part.
 */
export function contactReplyEmail(
  {
    name,
    subject,
    message,
    lang,
    reply,
  }: { name: string; subject: string; message: string; lang: Lang; reply: string },
  siteUrl: string,
): RenderedEmail {
  const words = copy[lang];
  // A subject is one line: the visitor's could not hold a break, but stay safe.
  const title = words.subject(subject.replace(/[\r\n]+/g, " ")).slice(0, 200);
  const quoted = message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const text = [words.hello(name), "", reply, "", textSignature(lang, siteUrl), "", words.yours, quoted].join(
    "\n",
  );
  const body = html`<p style="margin:0 0 16px">${words.hello(name)}</p>
    <p style="margin:0 0 16px">${multiline(reply)}</p>
    <h2 style="margin:24px 0 8px;font-size:16px">${words.yours}</h2>
    <p style="margin:0;padding:12px;background:#f8fafc;border-left:4px solid #94a3b8;color:#475569">
      ${multiline(message)}
    </p>`;
  return { subject: title, text, html: htmlLayout({ lang, title, body, siteUrl }) };
}
