import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import type { MiningContent } from "./mining-content";
import { CardGrid, CheckList, CtaBand, PageHero, Section } from "./page-parts";
import { ProcessSteps } from "./process-steps";

export function MiningPage({ page }: { page: MiningContent }) {
  const { href } = useLang();
  return (
    <>
      <PageHero intro={page}>
        <Link to={href(page.cta.to)} className="btn-primary">
          {page.contactLabel}
        </Link>
        <Link to={href("/courses/105")} className="btn-secondary">
          {page.trainingLabel}
        </Link>
      </PageHero>
      <Section title={page.areasTitle} intro={page.areasIntro}>
        <CardGrid cards={page.areas} columns={2} />
      </Section>
      <Section title={page.approachTitle} muted>
        <ProcessSteps steps={page.approach} />
      </Section>
      <Section title={page.framework.title} intro={page.framework.text}>
        <CheckList items={page.framework.items} className="max-w-3xl" />
      </Section>
      <CtaBand cta={page.cta} />
    </>
  );
}
