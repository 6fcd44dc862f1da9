import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Checkbox, Field, FormAlert, Input, SubmitButton, Textarea, useSchemaForm } from "~/ui/form";
import { useTranslation } from "~/lib/use-translation";
import { acceptSchema, refuseSchema } from "./online-acceptance-schema";

export interface DecisionRefusal {
  intent: "accept" | "refuse" | null;
  notice: string | null;
  result: SubmissionResult<string[]> | null;
}

/**
 * The two forms of a document accepted online: accept it (name, title, the purchase order when
 * asked, the required box whose words name the document), or refuse it with a reason. Plain
 * posts: they work without JavaScript.
 */
export function OnlineDecisionForms({
  agreeLabel,
  withPurchaseOrder,
  refused,
}: {
  /** The box's words: "J'accepte le devis D-2026-000001 et les conditions générales de vente". */
  agreeLabel: string;
  withPurchaseOrder: boolean;
  refused: DecisionRefusal | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const posting = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const acceptResult = refused?.intent === "accept" ? refused.result : null;
  const refuseResult = refused?.intent === "refuse" ? refused.result : null;
  const [accept, acceptFields] = useSchemaForm({
    id: "accept",
    schema: acceptSchema,
    lastResult: acceptResult,
  });
  const [refuse, refuseFields] = useSchemaForm({
    id: "refuse",
    schema: refuseSchema,
    lastResult: refuseResult,
  });
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2">
      <section aria-labelledby="accept-heading" className="rounded-xl border border-line p-5">
        <h2 id="accept-heading" className="text-2xl font-bold">
          {t("onlineAcceptance.accept.heading")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("onlineAcceptance.accept.intro")}</p>
        <Form method="post" {...getFormProps(accept)} className="mt-4 space-y-4">
          <FormAlert
            id="accept-alert"
            lastResult={acceptResult}
            notice={refused?.intent !== "refuse" ? (refused?.notice ?? undefined) : undefined}
          />
          <input type="hidden" name="intent" value="accept" />
          <Field field={acceptFields.signerName} label={t("onlineAcceptance.accept.signerName")} required>
            <Input autoComplete="name" />
          </Field>
          <Field field={acceptFields.signerTitle} label={t("onlineAcceptance.accept.signerTitle")} required>
            <Input autoComplete="organization-title" />
          </Field>
          {withPurchaseOrder ? (
            <Field
              field={acceptFields.purchaseOrder}
              label={t("onlineAcceptance.accept.purchaseOrder")}
              optional={t("onlineAcceptance.optional")}
              hint={t("onlineAcceptance.accept.purchaseOrderHint")}
            >
              <Input autoComplete="off" />
            </Field>
          ) : null}
          <Checkbox field={acceptFields.agree} label={agreeLabel} required />
          <SubmitButton
            pending={posting("accept")}
            label={t("onlineAcceptance.accept.submit")}
            pendingLabel={t("onlineAcceptance.sending")}
          />
        </Form>
      </section>
      <section aria-labelledby="refuse-heading" className="rounded-xl border border-line p-5">
        <h2 id="refuse-heading" className="text-2xl font-bold">
          {t("onlineAcceptance.refuse.heading")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("onlineAcceptance.refuse.intro")}</p>
        <Form method="post" {...getFormProps(refuse)} className="mt-4 space-y-4">
          <FormAlert
            id="refuse-alert"
            lastResult={refuseResult}
            notice={refused?.intent === "refuse" ? (refused.notice ?? undefined) : undefined}
          />
          <input type="hidden" name="intent" value="refuse" />
          <Field field={refuseFields.reason} label={t("onlineAcceptance.refuse.reason")} required>
            <Textarea rows={4} />
          </Field>
          <SubmitButton
            pending={posting("refuse")}
            label={t("onlineAcceptance.refuse.submit")}
            pendingLabel={t("onlineAcceptance.sending")}
            variant="secondary"
          />
        </Form>
      </section>
    </div>
  );
}

/** What was decided, once it was: who accepted (and the purchase order), or the refusal's reason. */
export function Decided({
  decision,
  status,
  purchaseOrder = null,
  reason,
}: {
  decision: { signer: string; title: string; at: string } | null;
  status: string;
  purchaseOrder?: string | null;
  reason: string | null;
}) {
  const { t } = useTranslation();
  if (!decision) return null;
  return (
    <section
      aria-labelledby="decision-heading"
      className="mt-8 rounded-xl border-l-4 border-brand bg-surface-muted p-4"
    >
      <h2 id="decision-heading" className="text-xl font-bold">
        {t("onlineAcceptance.decided.heading")}
      </h2>
      {status === "accepted" ? (
        <p className="mt-2" data-decided="accepted">
          {t("onlineAcceptance.decided.accepted", {
            signer: decision.signer,
            title: decision.title,
            at: decision.at,
          })}
          {purchaseOrder ? ` ${t("onlineAcceptance.decided.purchaseOrder", { number: purchaseOrder })}` : ""}
        </p>
      ) : (
        <p className="mt-2 break-words" data-decided="refused">
          {t("onlineAcceptance.decided.refused", { at: decision.at, reason: reason ?? "" })}
        </p>
      )}
    </section>
  );
}
