import { getFormProps } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { TranslatorContext } from "~/lib/use-translation";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createI18n } from "~/lib/i18n";
import { en } from "~/locales/en";
import { ChoiceGroup, Field, Input, Select, useSchemaForm } from "./index";

const schema = z.object({
  email: z.email({ error: "bad-email" }),
  topic: z.enum(["a", "b"]),
  payer: z.enum(["self", "company"], { error: "pick-one" }),
});

/** A refused post of `payload`, as the server's reply would bring it back. */
function refused(payload: Record<string, string>) {
  const result = z.object(schema.shape).safeParse(payload);
  const error = Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), [issue.message]]),
  );
  return { status: "error" as const, initialValue: payload, error };
}

function Sample({ lastResult }: { lastResult?: ReturnType<typeof refused> }) {
  const [form, fields] = useSchemaForm({ id: "sample", schema, lastResult });
  return (
    <form {...getFormProps(form)}>
      <Field field={fields.email} label="E-mail" hint="We answer there" required>
        <Input type="email" />
      </Field>
      <Field field={fields.topic} label="Topic" optional="(optional)">
        <Select>
          <option value="a">A</option>
        </Select>
      </Field>
      <ChoiceGroup
        field={fields.payer}
        type="radio"
        legend="Who pays"
        options={[
          { value: "self", label: "Me" },
          { value: "company", label: "My company" },
        ]}
      />
    </form>
  );
}

// The error list translates its keys: unknown ones (this test's) show as they are.
const render = (lastResult?: ReturnType<typeof refused>) =>
  renderToStaticMarkup(
    <TranslatorContext value={createI18n("en", en)}>
      <Sample lastResult={lastResult} />
    </TranslatorContext>,
  );

describe("the form kit's field", () => {
  it("labels the control, describes it by its hint and carries the schema's limits", () => {
    const html = render();
    const input = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? "";
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(
      `<label for="${id}" class="mb-1 block font-medium">E-mail<span aria-hidden="true"`,
    );
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(input).toContain('type="email"');
    expect(input).toContain("required");
    expect(input).not.toContain("aria-invalid");
    expect(html).toContain(`<p id="${id}-hint" class="mt-1 text-sm text-ink-muted">We answer there</p>`);
    expect(html).toContain('<span class="font-normal text-ink-muted"> (optional)</span>');
  });

  it("after a refusal: marks the control invalid, says each error once and names it after the hint", () => {
    const html = render(refused({ email: "nope", topic: "a" }));
    const input = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? "";
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${id}-error ${id}-hint"`);
    expect(input).toContain('value="nope"');
    expect(html).toContain(
      `<div id="${id}-error" class="mt-1 text-sm font-medium text-danger" aria-live="polite"><p>bad-email</p></div>`,
    );
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio).toContain('aria-invalid="true"');
    expect(html).toContain("<p>pick-one</p>");
  });
});
