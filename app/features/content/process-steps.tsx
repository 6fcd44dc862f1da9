import { useTranslation } from "~/lib/use-translation";

/** A numbered method (consulting process, mining approach): an ordered list, numbers shown large. */
export function ProcessSteps({ steps }: { steps: { title: string; text: string }[] }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-line bg-surface-raised p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">{t("content.step", { n: index + 1 })} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
