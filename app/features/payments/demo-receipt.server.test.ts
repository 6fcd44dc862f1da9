import { describe, expect, it } from "vitest";
import { receiptCounters, receipts } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import {
  confirmedRegistration,
  localTestProvider,
  silentLogger,
  startedTestPayment,
  testNotification,
  paymentTables,
} from "../../../tests/helpers/payments";
import { readPdf } from "../../../tests/helpers/pdf";
import { queuedMail, SITE_URL } from "../../../tests/helpers/registration";
import { callRoute } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { loader as aboutLoader } from "~/routes/about";
import { DEMO_PURCHASE } from "./amount.server";
import { demoReceiptLoader } from "./demo-receipt.server";
import { handleNotification } from "./notifications.server";
import { payPageLoader } from "./pay-page.server";
import { startPayment } from "./start-payment.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});
const paidAt = new Date("2027-03-01T10:30:00Z");
const options = { logger: silentLogger, siteUrl: SITE_URL, now: () => paidAt };

describe("the About page's demo payment", () => {
  it("takes no receipt number; its e-mail links to a watermarked DEMO- PDF that downloads, for its payer only", async () => {
    const { db } = database;
    const context = testAppContext(db, { env: { PAYMENTS_TEST_MODE: "true" } });
    const payer = await signedInAccount(context, { lang: "en" });
    const stranger = await signedInAccount(context);
    const provider = localTestProvider(db);
    const started = await startPayment(db, {
      purchase: DEMO_PURCHASE,
      provider,
      userId: payer.userId,
      customer: { email: payer.email, name: "Awa Diallo" },
      lang: "en",
      siteUrl: SITE_URL,
      now: new Date("2027-03-01T10:20:00Z"),
    });
    if (!started.ok) throw new Error("not started");
    await handleNotification(db, provider, testNotification(started.reference, "approve", 4999), options);

    expect(await db.select().from(receipts)).toEqual([]);
    expect(await db.select().from(receiptCounters)).toEqual([]);
    const [mail] = (await queuedMail(db)).filter((message) => message.kind === "payment-received");
    const demoNumber = `DEMO-${started.reference}`;
    expect(mail!.attachments).toEqual([]);
    expect(mail!.text).toContain(demoNumber);
    expect(mail!.text).toContain(`${SITE_URL}/en/payments/${started.reference}/receipt.pdf`);
    expect(mail!.text).not.toMatch(/attached|registrations/i);

    const download = (cookie: string) =>
      demoReceiptLoader({
        request: new Request(`${SITE_URL}/en/payments/${started.reference}/receipt.pdf`, {
          headers: { Cookie: cookie },
        }),
        params: { reference: started.reference },
        context,
      });
    const file = await download(payer.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe(`attachment; filename="recu-${demoNumber}.pdf"`);
    const { pages } = await readPdf(new Uint8Array(await file.arrayBuffer()));
    const text = pages.join(" ");
    expect(text).toContain(`Demo receipt ${demoNumber}`);
    expect(text).toContain("no real money was received");
    expect(text).not.toMatch(/R-\d{4}-\d{6}/);
    expect((await download(stranger.cookie)).status).toBe(404);

    // The sequence is untouched: the first real payment is number 1.
    const real = await confirmedRegistration(db);
    const { reference } = await startedTestPayment(db, real.registrationId, real.userId);
    const outcome = await handleNotification(
      db,
      provider,
      testNotification(reference, "approve", 45000),
      options,
    );
    expect(outcome).toMatchObject({ change: { receiptNumber: "R-2027-000001" } });
  });

  it("is offered only where TEST MODE is on, and paid only through it", async () => {
    const { db } = database;
    for (const mode of ["true", "false"] as const) {
      const context = testAppContext(db, { env: { PAYMENTS_TEST_MODE: mode } });
      const account = await signedInAccount(context);
      const about = await callRoute<{ demo: boolean }>(
        (args) => aboutLoader(args as never),
        new Request(`${SITE_URL}/about`),
        context,
      );
      expect(about.body?.demo).toBe(mode === "true");
      const page = await callRoute<{ methods: string[] }>(
        (args) => payPageLoader({ ...args, params: {} }),
        new Request(`${SITE_URL}/pay/demo`, { headers: { Cookie: account.cookie } }),
        context,
      );
      if (mode === "true") expect(page.body?.methods).toEqual(["test"]);
      else expect(page.status).toBe(404);
    }
  });
});
