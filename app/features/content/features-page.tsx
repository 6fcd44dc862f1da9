import type { FeaturesContent } from "./features-content";
import { CardGrid, CtaBand, PageHero, Section } from "./page-parts";

export function FeaturesPage({ page }: { page: FeaturesContent }) {
  return (
    <>
      <PageHero intro={page} />
      {page.groups.map((group, index) => (
        <Section key={group.title} title={group.title} intro={group.intro} muted={index % 2 === 1}>
          <CardGrid cards={group.items} />
        </Section>
      ))}
      <CtaBand cta={page.cta} />
    </>
  );
}
