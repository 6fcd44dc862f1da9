import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  courses,
  payments,
  registrationHistory,
  registrations,
  trainingSessions,
} from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { loader as detailLoader } from "~/routes/admin.registration";
import { loader as listLoader } from "~/routes/admin.registrations";
import type { ListSort } from "../shared/list-query";
import {
  exportRegistrationRows,
  listRegistrations,
  registrationList,
  type RegistrationFilters,
  type RegistrationSortColumn,
} from "./registrations.server";

const NEWEST_FIRST: ListSort<RegistrationSortColumn> = { column: "registered", direction: "desc" };

/** No filter, newest first, with `some` over it. */
const filters = (some: Partial<RegistrationFilters> = {}): RegistrationFilters => ({
  course: null,
  session: null,
  status: null,
  payment: null,
  from: null,
  to: null,
  q: null,
  ...some,
});

/** The first page of a list, or the one after or before a cursor. */
const state = (
  some: Partial<RegistrationFilters> = {},
  sort = NEWEST_FIRST,
  cursor: { direction: "after" | "before"; keys: string[] } | null = null,
) => ({ filters: filters(some), sort, cursor });

/** A page's cursor (as its link carries it) read back as the next request would. */
const cursorOf = (side: "after" | "before", encoded: string | null) =>
  registrationList.read(new URL(`https://x/admin/registrations?${side}=${encoded}`)).cursor;

/* /admin/registrations: the filtered, server-paginated list, and one registration's detail. */

const database = useTestDatabase({
  emptyBeforeEach: [
    ...invoiceTables,
    registrationHistory,
    payments,
    registrations,
    trainingSessions,
    courses,
  ],
});
const START = new Date("2026-03-10T09:00:00Z");
const text = (value: string) => ({ fr: `${value} (fr)`, en: `${value} (en)` });

/** 2 courses, one session each; 30 registrations: course 1 for even i, paid every third one. */
async function seed() {
  for (const id of [1, 2]) {
    await database.db.insert(courses).values({
      id,
      category: "qhse",
      subcategory: text("HSE"),
      title: text(`Course ${id}`),
      description: text("A course."),
      duration: text("2 days"),
      audience: text("Everyone"),
      prerequisites: text("None"),
      formats: ["presentiel"],
    });
    await database.db.insert(trainingSessions).values({
      id,
      courseId: id,
      startsAt: new Date("2026-06-01T08:00:00Z"),
      endsAt: new Date("2026-06-02T16:00:00Z"),
      format: "presentiel",
      city: "Conakry",
      totalSeats: 40,
    });
  }
  for (let i = 0; i < 30; i++) {
    await database.db.insert(registrations).values({
      id: 100 + i,
      courseId: i % 2 === 0 ? 1 : 2,
      sessionId: i % 2 === 0 ? 1 : 2,
      firstName: "Awa",
      lastName: `Diallo ${i}`,
      email: `p${i}@example.com`,
      phone: "+224 620 00 00 00",
      status: i === 29 ? "cancelled" : "confirmed",
      paymentStatus: i % 3 === 0 ? "paid" : "pending",
      createdAt: new Date(START.getTime() + i * 60_000),
    });
  }
}

describe("the registrations list", () => {
  it("is newest first, 25 a page, filtered by course, status and payment status together", async () => {
    await seed();
    const all = await listRegistrations(database.db, state());
    expect(all).toMatchObject({ total: 30, previous: null });
    expect(all.rows.map((row) => row.id).slice(0, 3)).toEqual([129, 128, 127]);
    const second = await listRegistrations(database.db, state({}, NEWEST_FIRST, cursorOf("after", all.next)));
    expect(second.rows.map((row) => row.id)).toEqual([104, 103, 102, 101, 100]);
    expect(second.next).toBeNull();

    const course1Paid = await listRegistrations(
      database.db,
      state({ course: 1, status: "confirmed", payment: "paid" }),
    );
    // i even and a multiple of 3: 0, 6, 12, 18, 24
    expect(course1Paid.rows.map((row) => row.id)).toEqual([124, 118, 112, 106, 100]);
    const cancelled = await listRegistrations(database.db, state({ status: "cancelled" }));
    expect(cancelled.rows.map((row) => row.id)).toEqual([129]);
  });

  it("filters by session, registration day and name or e-mail, and sorts by each column", async () => {
    await seed();
    const ids = async (some: Partial<RegistrationFilters>, sort = NEWEST_FIRST) =>
      (await listRegistrations(database.db, state(some, sort), { pageSize: 100 })).rows.map((row) => row.id);
    expect(await ids({ session: 2 })).toHaveLength(15);
    // Registered one minute apart from 09:00 on March 10th: the day filters bound whole days.
    expect(await ids({ from: "2026-03-10", to: "2026-03-10" })).toHaveLength(30);
    expect(await ids({ from: "2026-03-11" })).toEqual([]);
    expect(await ids({ to: "2026-03-09" })).toEqual([]);
    expect(await ids({ q: "diallo 2" })).toEqual([129, 128, 127, 126, 125, 124, 123, 122, 121, 120, 102]);
    expect(await ids({ q: "P7@EXAMPLE" })).toEqual([107]);
    expect(await ids({ q: "awa diallo 13" })).toEqual([113]);
    // LIKE's wildcards are taken literally.
    expect(await ids({ q: "%" })).toEqual([]);
    expect(await ids({ q: "_" })).toEqual([]);

    const sorted = (column: RegistrationSortColumn, direction: "asc" | "desc") =>
      ids({}, { column, direction });
    expect((await sorted("registered", "asc")).slice(0, 2)).toEqual([100, 101]);
    // Text order of "Diallo 0", "Diallo 1", "Diallo 10"...
    expect((await sorted("name", "asc")).slice(0, 3)).toEqual([100, 101, 110]);
    expect((await sorted("course", "desc")).slice(0, 2)).toEqual([129, 127]);
    expect((await sorted("status", "asc"))[0]).toBe(129); // "cancelled" before "confirmed"
    expect((await sorted("payment", "asc")).slice(0, 2)).toEqual([100, 103]); // "paid" first
    expect((await sorted("session", "desc")).slice(0, 2)).toEqual([129, 128]); // same start: by id
  });

  it("reads its filters from the URL and ignores what is not a filter", () => {
    const read = (query: string) => registrationList.read(new URL(`https://x/admin/registrations?${query}`));
    expect(read("course=2&status=waitlisted&payment=failed&page=3")).toEqual(
      state({ course: 2, status: "waitlisted", payment: "failed" }),
    );
    expect(read("session=7&from=2026-03-01&to=2026-03-31&q=%20Awa%20&sort=name&dir=asc")).toEqual(
      state(
        { session: 7, from: "2026-03-01", to: "2026-03-31", q: "Awa" },
        { column: "name", direction: "asc" },
      ),
    );
    for (const query of [
      "course=abc&status=gone&payment=free&page=0",
      "course=-1&status=&payment=PAID",
      "course=1.5",
      "session=x&from=2026-13-45&to=yesterday&sort=password&dir=up",
      `q=${"x".repeat(101)}`,
      "after=not-a-cursor",
      "before=%7B%7D",
    ])
      expect(read(query)).toEqual(state());
  });
});

describe("the registrations list's keyset pages", () => {
  /** Every page of a sort, walking `next` from the first; then `previous` back from the last. */
  async function walk(
    sort: ListSort<RegistrationSortColumn>,
    pageSize: number,
    some: Partial<RegistrationFilters> = {},
  ) {
    const forward: number[][] = [];
    let page = await listRegistrations(database.db, state(some, sort), { pageSize });
    forward.push(page.rows.map((row) => row.id));
    while (page.next) {
      page = await listRegistrations(database.db, state(some, sort, cursorOf("after", page.next)), {
        pageSize,
      });
      forward.push(page.rows.map((row) => row.id));
    }
    const backward: number[][] = [page.rows.map((row) => row.id)];
    while (page.previous) {
      page = await listRegistrations(database.db, state(some, sort, cursorOf("before", page.previous)), {
        pageSize,
      });
      backward.unshift(page.rows.map((row) => row.id));
    }
    return { forward, backward };
  }
  const all = async (sort: ListSort<RegistrationSortColumn>) =>
    (await listRegistrations(database.db, state({}, sort), { pageSize: 100 })).rows.map((row) => row.id);

  it("walks every sort page by page, ties on the sorted column included, each row once, forth and back", async () => {
    await seed();
    // Ten waiting for a course without a session, and every one at the same minute as two others.
    await database.db
      .update(registrations)
      .set({ sessionId: null, status: "waitlisted" })
      .where(sql`${registrations.id} % 3 = 0`);
    await database.db.update(registrations).set({
      createdAt: sql`date_trunc('hour', ${registrations.createdAt}) + ((${registrations.id} / 3) * interval '1 minute')`,
    });
    for (const column of registrationList.sort.columns)
      for (const direction of ["asc", "desc"] as const) {
        const sort = { column, direction };
        const { forward, backward } = await walk(sort, 7);
        const label = `${column} ${direction}`;
        expect(
          forward.map((page) => page.length),
          label,
        ).toEqual([7, 7, 7, 7, 2]);
        expect(forward.flat(), label).toEqual(await all(sort));
        expect(backward, label).toEqual(forward);
      }
  });

  it("shows the last page for a cursor past the end, the first whole page for one near the start", async () => {
    await seed();
    const newest = await listRegistrations(database.db, state(), { pageSize: 10 });
    const last = await listRegistrations(
      database.db,
      state({}, NEWEST_FIRST, cursorOf("after", newest.next)),
      {
        pageSize: 25,
      },
    );
    expect(last.rows.map((row) => row.id)).toEqual([
      119, 118, 117, 116, 115, 114, 113, 112, 111, 110, 109, 108, 107, 106, 105, 104, 103, 102, 101, 100,
    ]);
    expect([last.next, typeof last.previous]).toEqual([null, "string"]);
    // After anything there is: the last page, the 25 oldest.
    const beyond = await listRegistrations(
      database.db,
      state({}, NEWEST_FIRST, { direction: "after", keys: ["2020-01-01T00:00:00.000000Z", "1"] }),
    );
    expect(beyond.rows.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => 124 - i));
    expect([beyond.next, typeof beyond.previous]).toEqual([null, "string"]);
    // Before the third row: two rows only, so the first page, whole.
    const third = await listRegistrations(database.db, state(), { pageSize: 3 });
    const start = await listRegistrations(
      database.db,
      state({}, NEWEST_FIRST, cursorOf("after", third.next)),
      {
        pageSize: 3,
      },
    );
    const back = await listRegistrations(
      database.db,
      state({}, NEWEST_FIRST, cursorOf("before", start.previous)),
      {
        pageSize: 5,
      },
    );
    expect(back.rows.map((row) => row.id)).toEqual([129, 128, 127, 126, 125]);
    expect(back.previous).toBeNull();
  });

  it("takes a cursor that does not fit the sort for none: the first page, never an error", async () => {
    await seed();
    for (const keys of [
      ["x", "1"],
      ["2026-02-30T09:00:00.000000Z", "1"],
      ["2026-03-10T09:00:00.000000Z", "1 OR 1=1"],
      ["2026-03-10T09:00:00.000000Z", "99999999999999999999"],
      ["2026-03-10T09:00:00.000000Z"],
      ["2026-03-10T09:00:00.000000Z", "1", "2"],
    ]) {
      const page = await listRegistrations(
        database.db,
        state({}, NEWEST_FIRST, { direction: "after", keys }),
      );
      expect(page.rows[0]?.id, keys.join(" ")).toBe(129);
      expect(page.previous).toBeNull();
    }
    // A name sort's cursor is text: anything is a name, compared, not run.
    const page = await listRegistrations(
      database.db,
      state(
        {},
        { column: "name", direction: "asc" },
        { direction: "after", keys: ["'); drop table registrations; --", "", "0"] },
      ),
    );
    expect(page.rows[0]?.id).toBe(100);
  });

  it("exports every filtered row by keyset, a batch at a time, in the list's order", async () => {
    await seed();
    const sort = { column: "name", direction: "asc" } as const;
    const batches: number[][] = [];
    for await (const batch of exportRegistrationRows(database.db, filters(), sort, { batchSize: 7 }))
      batches.push(batch.map((row) => row.id));
    expect(batches.map((batch) => batch.length)).toEqual([7, 7, 7, 7, 2]);
    expect(batches.flat()).toEqual(await all(sort));
    const exact: number[][] = [];
    for await (const batch of exportRegistrationRows(database.db, filters({ course: 1 }), NEWEST_FIRST, {
      batchSize: 5,
    }))
      exact.push(batch.map((row) => row.id));
    expect(exact.map((batch) => batch.length)).toEqual([5, 5, 5]);
  });
});

describe("/admin/registrations and a registration's page", () => {
  let context: AppContext;
  let cookie = "";
  beforeAll(async () => {
    context = testAppContext(database.db);
    cookie = (await staffAccount(context, "moderator"))?.cookie ?? "";
  });
  const get = (path: string) => new Request(`https://site.example${path}`, { headers: { Cookie: cookie } });

  it("lists with the filters from the URL, in French and English", async () => {
    await seed();
    const fr = await callRoute<Awaited<ReturnType<typeof listLoader>>>(
      listLoader as never,
      get("/admin/registrations?course=2&payment=pending"),
      context,
    );
    expect(fr.status).toBe(200);
    expect(fr.body?.seo).toMatchObject({ title: "Inscriptions", lang: "fr" });
    expect(fr.body?.filters).toMatchObject({ course: 2, status: null, payment: "pending", session: null });
    expect(fr.body?.sessions).toEqual([{ id: 2, label: "1 juin 2026 08:00 · Conakry" }]);
    expect(fr.body?.total).toBe(10); // odd i, not a multiple of 3
    expect(fr.body?.rows[0]).toMatchObject({
      id: 129,
      name: "Awa Diallo 29",
      course: "Course 2 (fr)",
      session: "1 juin 2026 08:00",
      status: "cancelled",
    });
    expect(fr.body?.courses).toEqual([
      { id: 1, title: "Course 1 (fr)" },
      { id: 2, title: "Course 2 (fr)" },
    ]);
    const list = async (path: string) =>
      (await callRoute<Awaited<ReturnType<typeof listLoader>>>(listLoader as never, get(path), context))
        .body!;
    const first = await list("/en/admin/registrations");
    expect(first.seo.title).toBe("Registrations");
    expect([first.rows.length, first.previous]).toEqual([25, null]);
    // The next page's link: the cursor after the 25th row.
    const en = await list(`/en/admin/registrations?after=${first.next}`);
    expect(en.rows).toHaveLength(5);
    expect(en.rows[0]?.course).toBe("Course 1 (en)");
    expect([en.next, typeof en.previous]).toEqual([null, "string"]);
    const back = await list(`/en/admin/registrations?before=${en.previous}`);
    expect(back.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
  });

  it("shows one registration with its payments and history; an unknown or malformed id is a 404", async () => {
    await seed();
    await database.db.insert(payments).values({
      reference: "GMS-AAAAA-BBBBB",
      registrationId: 100,
      provider: "bank-transfer",
      amountMinor: 150_000,
      currency: "EUR",
      status: "succeeded",
      productName: "Course 1",
      createdAt: new Date("2026-03-11T10:00:00Z"),
    });
    await database.db.insert(registrationHistory).values([
      {
        registrationId: 100,
        actor: "registrant",
        toStatus: "confirmed",
        toPaymentStatus: "pending",
        at: new Date("2026-03-10T09:00:00Z"),
      },
      {
        registrationId: 100,
        actor: "staff",
        fromStatus: "confirmed",
        toStatus: "confirmed",
        fromPaymentStatus: "pending",
        toPaymentStatus: "paid",
        note: "bank transfer recorded",
        at: new Date("2026-03-11T10:00:00Z"),
      },
    ]);
    const detail = (path: string, registrationId: string) =>
      callRoute<Awaited<ReturnType<typeof detailLoader>>>(
        (args) => detailLoader({ ...args, params: { registrationId } } as never),
        get(path),
        context,
      );
    const en = await detail("/en/admin/registrations/100", "100");
    expect(en.status).toBe(200);
    const page = en.body as Extract<NonNullable<typeof en.body>, { found: true }>;
    expect(page).toMatchObject({
      found: true,
      id: 100,
      name: "Awa Diallo 0",
      paymentStatus: "paid",
      seo: { title: "Registration no. 100" },
    });
    expect(page.payments).toEqual([
      expect.objectContaining({ reference: "GMS-AAAAA-BBBBB", amount: "€1,500.00", status: "succeeded" }),
    ]);
    expect(page.history.map((line) => [line.actor, line.toPaymentStatus, line.note])).toEqual([
      ["registrant", "pending", null],
      ["staff", "paid", "bank transfer recorded"],
    ]);
    for (const id of ["999", "abc", "0", "99999999999"])
      expect((await detail(`/admin/registrations/${id}`, id)).status).toBe(404);
  });
});
