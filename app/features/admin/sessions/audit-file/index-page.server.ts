import { html } from "~/features/mail/html.server";
import { formatDate, formatTime } from "~/lib/format";
import type { AuditSource, IndexHeading, ListedSection } from "./audit-file.server";
import { auditWords } from "./audit-file-words";

/**
 * The archive's index.html, in the staff member's language: the session, when and by whom the
 * file was made, then each section's files with a line on each, or that it has none yet. A page
 * on its own (no script, no link out), readable in any browser once the archive is opened.
 */
export function indexPage(source: AuditSource, listed: ListedSection[], heading: IndexHeading): string {
  const w = auditWords[source.lang].index;
  const title = w.title(source.sessionId);
  const generated = `${formatDate(source.now, source.lang, "long", source.timeZone)} ${formatTime(source.now, source.lang, source.timeZone)}`;
  const page = html`<!doctype html>
    <html lang="${source.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            line-height: 1.5;
            margin: 2rem auto;
            max-width: 60rem;
            padding: 0 1rem;
            color: #0f172a;
          }
          table {
            border-collapse: collapse;
            width: 100%;
            margin-bottom: 1.5rem;
          }
          th,
          td {
            border: 1px solid #94a3b8;
            padding: 0.35rem 0.5rem;
            text-align: left;
            vertical-align: top;
          }
          th {
            background: #f1f5f9;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <dl>
            <dt>${w.course}</dt>
            <dd>${heading.course}</dd>
            <dt>${w.dates}</dt>
            <dd>${heading.dates}</dd>
            <dt>${w.place}</dt>
            <dd>${heading.place}</dd>
            <dt>${w.trainer}</dt>
            <dd>${heading.trainer ?? w.noTrainer}</dd>
          </dl>
          <p>${w.generated(generated, heading.generatedBy)}</p>
          <h2>${w.contents}</h2>
          ${listed.map(
            ({ section, folder, entries }) =>
              html`<section>
                <h3>${section.title(source.lang)} (${folder}/)</h3>
                ${
                  entries.length === 0
                    ? html`<p>${w.empty}</p>`
                    : html`<table>
                        <thead>
                          <tr>
                            <th scope="col">${w.file}</th>
                            <th scope="col">${w.description}</th>
                          </tr>
                        </thead>
                        <tbody>
                          ${entries.map(
                            (entry) =>
                              html`<tr>
                                <td><a href="${`${folder}/${entry.name}`}">${entry.name}</a></td>
                                <td>${entry.description}</td>
                              </tr>`,
                          )}
                        </tbody>
                      </table>`
                }
              </section>`,
          )}
        </main>
      </body>
    </html> `;
  return page.toString();
}
