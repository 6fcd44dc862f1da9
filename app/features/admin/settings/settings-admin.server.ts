import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { auditLog, siteSettings } from "../../../../db/schema";
import type { Env } from "~/lib/env.server";
import type { Lang } from "~/lib/language";
import {
  readSettings,
  settingKeys,
  wrapSetting,
  type SettingKey,
  type SiteSettings,
} from "~/lib/settings.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { rateForInput, vatRateForInput, type SettingsForm } from "./settings-schema";

type SettingsEnv = Pick<Env, "EUR_GNF_RATE" | "PAYMENT_HOLD_HOURS">;

/** The settings as the form sends them, in the stored shape. */
export function settingsFromForm(form: SettingsForm): SiteSettings {
  return {
    contactPhone: form.contactPhone,
    contactEmail: form.contactEmail,
    bankTransfer: {
      bankName: form.bankName,
      accountHolder: form.accountHolder,
      accountNumber: form.accountNumber,
      swift: form.swift,
      bankAddress: form.bankAddress,
    },
    eurGnfRate: form.eurGnfRate ? form.eurGnfRate : null,
    paymentHoldHours: form.paymentHoldHours,
    seller: {
      legalName: form.sellerLegalName,
      address: form.sellerAddress,
      country: form.sellerCountry,
      rccm: form.sellerRccm,
      nif: form.sellerNif,
      siret: form.sellerSiret,
      vatNumber: form.sellerVatNumber,
      trainingDeclaration: form.sellerTrainingDeclaration,
      vatExemptTraining: form.sellerVatExempt === "yes",
      vatRateBasisPoints: form.sellerVatRate,
    },
  };
}

/** The form's values from the settings in force, numbers written the page's language's way. */
export function settingsFormValues(settings: SiteSettings, lang: Lang): Record<keyof SettingsForm, string> {
  return {
    contactPhone: settings.contactPhone,
    contactEmail: settings.contactEmail,
    ...settings.bankTransfer,
    eurGnfRate: settings.eurGnfRate === null ? "" : rateForInput(settings.eurGnfRate, lang),
    paymentHoldHours: String(settings.paymentHoldHours),
    sellerLegalName: settings.seller.legalName,
    sellerAddress: settings.seller.address,
    sellerCountry: settings.seller.country,
    sellerRccm: settings.seller.rccm,
    sellerNif: settings.seller.nif,
    sellerSiret: settings.seller.siret,
    sellerVatNumber: settings.seller.vatNumber,
    sellerTrainingDeclaration: settings.seller.trainingDeclaration,
    sellerVatExempt: settings.seller.vatExemptTraining ? "yes" : "no",
    sellerVatRate: vatRateForInput(settings.seller.vatRateBasisPoints, lang),
  };
}

/** JSON with sorted keys: jsonb gives its keys back in its own order. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const same = (a: unknown, b: unknown) => stable(a) === stable(b);

/**
 * Stores the settings that differ from those in force, one audit entry each (before and after,
 * who and when) in the same transaction (ADR 1104). The values in force are read inside it,
 * after locking the rows, so two admins saving at once each see what the other wrote.
 */
export async function saveSettings(
  db: Database,
  env: SettingsEnv,
  next: SiteSettings,
  actor: AuditActor,
  now = new Date(),
): Promise<SettingKey[]> {
  return db.transaction(async (tx) => {
    await tx.select({ key: siteSettings.key }).from(siteSettings).for("update");
    const current = await readSettings(tx, env);
    const changed = settingKeys.filter((key) => !same(current[key], next[key]));
    for (const key of changed) {
      const value = wrapSetting(next[key]);
      await tx
        .insert(siteSettings)
        .values({ key, value, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value, updatedAt: now, updatedBy: actor.id },
        });
      await recordAudit(tx, {
        actor,
        action: "setting_update",
        entityType: "setting",
        entityId: key,
        before: { value: current[key] },
        after: { value: next[key] },
        at: now,
      });
    }
    return changed;
  });
}

/** The latest changes of the settings, newest first, from the audit log. */
export async function settingsHistory(db: Database, limit = 20) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "setting"), eq(auditLog.action, "setting_update")))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
