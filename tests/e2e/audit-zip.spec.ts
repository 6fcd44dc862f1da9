import fs from "node:fs/promises";
import { readZip } from "../helpers/zip";
import { expect, test } from "./fixtures";
import { newAdmin } from "./staff-accounts";

/*
 * The session's audit file from its back-office page: an administrator signed in with two factors
 * clicks "Dossier d'audit (ZIP)" on the demo remote session (its demo users are confirmed there:
 * app/features/live/demo-live.server.ts), the browser downloads the archive, and the archive holds
 * the index, the programme, the attendance sheet and its marks, one row per participant and
 * half-day, and the audit log names the download.
 */

/** The demo remote session (DEMO_LIVE_SESSION_ID in app/features/live/demo-live.server.ts). */
const DEMO_LIVE_SESSION_ID = 15;

test("staff download a session's audit file from its page and find its evidence inside", async ({ page }) => {
  test.slow();
  const staff = await newAdmin(page, "fr", "Mariama Bah");
  const { page: admin, visit } = staff;
  try {
    await visit(`/admin/sessions/${DEMO_LIVE_SESSION_ID}`);
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("link", { name: "Dossier d'audit (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`dossier-audit-session-${DEMO_LIVE_SESSION_ID}.zip`);
    const files = await readZip(await fs.readFile((await download.path())!));
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        "index.html",
        "2-convocations/convocations.csv",
        "3-positionnement/positionnement.csv",
        `4-emargement/emargement-session-${DEMO_LIVE_SESSION_ID}.pdf`,
        "4-emargement/presences.csv",
      ]),
    );
    expect(names.some((name) => /^1-programme\/programme-formation-\d+\.pdf$/.test(name))).toBe(true);
    expect(
      files
        .get(`4-emargement/emargement-session-${DEMO_LIVE_SESSION_ID}.pdf`)!
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    const index = files.get("index.html")!.toString("utf8");
    // The page escapes what it prints: the apostrophe too.
    expect(index).toContain(`<h1>Dossier d&#39;audit - session ${DEMO_LIVE_SESSION_ID}</h1>`);
    expect(index).toContain("Mariama Bah");
    // One row per confirmed participant and half-day, the demo users among them.
    const marks = files
      .get("4-emargement/presences.csv")!
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(marks[0]).toBe("Participant;E-mail;Jour;Demi-journée;Présence;Arrivée;Minutes à distance;Signé");
    expect(marks.length).toBeGreaterThan(1);

    // The audit log names the download.
    await visit("/admin/audit?action=session_audit_file_export");
    await expect(admin.locator('[data-audit-action="session_audit_file_export"]').first()).toBeVisible();
  } finally {
    await staff.context.close();
  }
});
