import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, registrations, trainingSessions } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader } from "~/routes/admin.registrations.export";
import { exportRegistrationsCsv } from "./registrations-export.server";

/*
 * /admin/registrations/export.csv: every row of the filtered list (not one page), UTF-8 with a
 * BOM, localized headers, formula-like cells defused, parsed back with csv-parse.
 */

const database = useTestDatabase({ emptyBeforeEach: [registrations, trainingSessions, courses] });
const text = (value: string) => ({ fr: `${value} (fr)`, en: `${value} (en)` });

async function seed() {
  for (const id of [1, 2])
    await database.db.insert(courses).values({
      id,
      category: "qhse",
      subcategory: text("HSE"),
      title: text(`Formation ${id}`),
      description: text("A course."),
      duration: text("2 days"),
      audience: text("Everyone"),
      prerequisites: text("None"),
      formats: ["presentiel"],
    });
  await database.db.insert(trainingSessions).values({
    id: 1,
    courseId: 1,
    startsAt: new Date("2026-06-01T08:00:00Z"),
    endsAt: new Date("2026-06-02T16:00:00Z"),
    format: "presentiel",
    city: "Conakry",
    totalSeats: 100,
  });
  // 60 registrations (more than two pages): course 1 for even i; one formula, one accent.
  await database.db.insert(registrations).values(
    Array.from({ length: 60 }, (_, i) => ({
      id: 100 + i,
      courseId: i % 2 === 0 ? 1 : 2,
      sessionId: i % 2 === 0 ? 1 : null,
      firstName: i === 0 ? '=HYPERLINK("http://evil")' : "Aïssatou",
      lastName: `Diallo ${i}`,
      email: `p${i}@example.com`,
      phone: i === 2 ? "+224 620 00 00 00" : "620000000",
      company: i === 4 ? "@SUM(A1)" : null,
      status: i % 2 === 0 ? ("confirmed" as const) : ("waitlisted" as const),
      paymentStatus: i % 4 === 0 ? ("paid" as const) : ("pending" as const),
      createdAt: new Date(Date.UTC(2026, 2, 1 + (i % 20), 9)),
    })),
  );
}

describe("the registrations CSV export", () => {
  let context: AppContext;
  let cookie = "";
  beforeAll(async () => {
    context = testAppContext(database.db);
    // An export of personal data: staff signed in with two factors.
    cookie = (await staffAccount(context, "admin"))?.cookie ?? "";
  });
  const request = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
    new Request(`https://site.example${path}`, { headers });
  async function csv(path: string) {
    const response = (await loader({ request: request(path), context, params: {} } as never)) as Response;
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      response,
      bytes,
      rows: parse(Buffer.from(bytes).toString("utf8"), { bom: true, delimiter: [";", ","] }) as string[][],
    };
  }

  it("holds every filtered row, with a BOM, French headers and defused formulas", async () => {
    await seed();
    const { response, bytes, rows } = await csv("/admin/registrations/export.csv?course=1&sort=name&dir=asc");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="inscriptions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const [header, ...body] = rows;
    expect(header).toEqual([
      "N°",
      "Nom",
      "Prénom",
      "E-mail",
      "Téléphone",
      "Entreprise",
      "Formation",
      "Début de session",
      "Ville",
      "Statut",
      "Paiement",
      "Inscrite le",
      "Référence de paiement",
    ]);
    expect(body).toHaveLength(30);
    // Sorted by name as the page was: "Diallo 0", "Diallo 10", "Diallo 12"...
    expect(body.slice(0, 3).map((row) => row[0])).toEqual(["100", "110", "112"]);
    const first = body[0]!;
    expect(first[2]).toBe('\'=HYPERLINK("http://evil")');
    expect(first.slice(6)).toEqual([
      "Formation 1 (fr)",
      "2026-06-01 08:00",
      "Conakry",
      "Confirmée",
      "Payée",
      "2026-03-01 09:00",
      expect.stringMatching(/^GMS-[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    ]);
    expect(body.find((row) => row[0] === "104")?.[5]).toBe("'@SUM(A1)");
    expect(body.find((row) => row[0] === "102")?.[4]).toBe("'+224 620 00 00 00");
    expect(body.find((row) => row[0] === "106")?.[2]).toBe("Aïssatou");
  });

  it("applies every filter of the page, in English under /en", async () => {
    await seed();
    const { rows } = await csv(
      "/en/admin/registrations/export.csv?status=waitlisted&payment=pending&from=2026-03-02&to=2026-03-05&q=diallo",
    );
    const [header, ...body] = rows;
    expect(header?.[0]).toBe("No.");
    // Odd i, registered March 2nd to 5th (i % 20 in 1..4): i = 1, 3, 21, 23, 41, 43.
    expect(body.map((row) => row[0]).sort()).toEqual(["101", "103", "121", "123", "141", "143"]);
    expect(body.every((row) => row[9] === "Waiting list" && row[7] === "")).toBe(true);
    const none = await csv("/admin/registrations/export.csv?session=999");
    expect(none.rows).toHaveLength(1);
  });

  it("reads the list by keyset a batch at a time: every row once, in the page's order, across many batches", async () => {
    await seed();
    const ids = async (query: string, batchSize?: number) => {
      const response = await exportRegistrationsCsv(
        database.db,
        new URL(`https://site.example/admin/registrations/export.csv?${query}`),
        "fr",
        { batchSize },
      );
      const [, ...body] = parse(await response.text(), { delimiter: ";" }) as string[][];
      return body.map((row) => row[0]);
    };
    for (const query of ["", "sort=name&dir=asc", "sort=session&dir=desc", "sort=status&dir=asc&course=2"]) {
      const whole = await ids(query);
      expect(whole.length, query).toBe(query.includes("course=2") ? 30 : 60);
      expect(new Set(whole).size, query).toBe(whole.length);
      // Batches of 7 (9 of them): the same rows in the same order.
      expect(await ids(query, 7), query).toEqual(whole);
    }
    // Written as it is read: the header, then one batch per chunk.
    const response = await exportRegistrationsCsv(
      database.db,
      new URL("https://site.example/admin/registrations/export.csv"),
      "en",
      { batchSize: 7 },
    );
    const reader = response.body!.getReader();
    const chunk = async () => new TextDecoder().decode((await reader.read()).value);
    expect((await chunk()).split("\r\n")).toEqual([expect.stringContaining("No.,"), ""]);
    expect((await chunk()).split("\r\n")).toHaveLength(8);
    await reader.cancel();
  });

  it("is for staff only", async () => {
    const visitor = await callRoute(loader as never, request("/admin/registrations/export.csv", {}), context);
    expect(visitor.status).toBe(401);
  });
});
