import { ArrowLink, CardGrid, CtaBand, HeroIllustration, PageHero, Section } from "./page-parts";
import type { ServicesContent } from "./services-content";

export function ServicesPage({ page }: { page: ServicesContent }) {
  return (
    <>
      <PageHero intro={page} aside={<HeroIllustration name="services" />} />
      <Section title={page.blocksTitle}>
        <CardGrid
          cards={page.blocks}
          columns={2}
          footer={(_card, index) => {
            const block = page.blocks[index];
            return block ? <ArrowLink to={block.to}>{block.linkLabel}</ArrowLink> : null;
          }}
        />
      </Section>
      <Section title={page.also.title} intro={page.also.intro} muted>
        <CardGrid cards={page.also.items} />
      </Section>
      <CtaBand cta={page.cta} />
    </>
  );
}
