import type { Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { html, type Html } from "../html.server";

/** The parts every template returns; the caller adds the recipient and the kind. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const signature = {
  fr: "L'équipe",
  en: "The team at",
};

/** The plain-text signature: name, phone, e-mail and site. */
export function textSignature(lang: Lang, siteUrl: string): string {
  return `--\n${signature[lang]} ${siteConfig.name}\n${siteConfig.phone} · ${siteConfig.email}\n${siteUrl}`;
}

/**
 * The HTML frame of every message: inline styles only (mail clients drop style sheets),
 * one column, readable without images. `body` is Html, so visitor text is already escaped.
 */
export function htmlLayout({
  lang,
  title,
  body,
  footer,
  siteUrl,
}: {
  lang: Lang;
  title: string;
  body: Html;
  footer?: Html;
  siteUrl: string;
}): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f1f5f9;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5"
      >
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:8px"
              >
                <tr>
                  <td
                    style="padding:20px 24px;background:#0f172a;color:#ffffff;border-radius:8px 8px 0 0;font-weight:bold;font-size:18px"
                  >
                    ${siteConfig.name}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">
                    ${body}
                    <p style="margin:24px 0 0">
                      ${signature[lang]} ${siteConfig.name}<br />
                      <a href="tel:${siteConfig.phoneHref.replace(/^tel:/, "")}" style="color:#1d4ed8"
                        >${siteConfig.phone}</a
                      >
                      · <a href="mailto:${siteConfig.email}" style="color:#1d4ed8">${siteConfig.email}</a
                      ><br />
                      <a href="${siteUrl}" style="color:#1d4ed8">${siteUrl}</a>
                    </p>
                  </td>
                </tr>
                ${
                  footer
                    ? html`<tr>
                        <td
                          style="padding:16px 24px;border-top:1px solid #e2e8f0;color:#475569;font-size:13px"
                        >
                          ${footer}
                        </td>
                      </tr>`
                    : ""
                }
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value;
}

/** A button-like link with its address also written out, for clients that hide links. */
export function actionLink(href: string, label: string): Html {
  return html`<p style="margin:24px 0">
      <a
        href="${href}"
        style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold"
        >${label}</a
      >
    </p>
    <p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${href}</p>`;
}
