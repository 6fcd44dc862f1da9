import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { ArrowLink, CheckList, CtaBand, PageHero, Section } from "./page-parts";
import type { ConsultingPriceRow, CoursePriceRow, PricingContent } from "./pricing-content";

const th = "px-4 py-3 text-left font-semibold";
const td = "px-4 py-3 align-top";

export function PricingPage({
  page,
  courses,
  consulting,
}: {
  page: PricingContent;
  courses: CoursePriceRow[];
  consulting: ConsultingPriceRow[];
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <>
      <PageHero intro={page} />

      <Section id="training" title={page.training.title} intro={page.training.intro}>
        {courses.length === 0 ? (
          <p className="rounded-xl border border-line p-4">{page.training.empty}</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-line">
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">{page.training.caption}</caption>
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className={th}>
                    {page.training.course}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {page.training.price}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {courses.map((course) => (
                  <tr key={course.id} data-course-id={course.id}>
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <Link
                        to={href(`/courses/${course.id}`)}
                        className="font-medium text-brand-ink underline-offset-4 hover:underline"
                      >
                        {course.title}
                      </Link>
                    </th>
                    <td className={`${td} text-right font-semibold whitespace-nowrap`}>
                      {course.price ?? page.training.onQuote}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="consulting" title={page.consulting.title} intro={page.consulting.intro} muted>
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface-raised">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">{page.consulting.caption}</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className={th}>
                  {page.consulting.service}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {page.consulting.price}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{t("content.requestQuote")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {consulting.map((row) => (
                <tr key={row.id} data-service={row.id}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {page.consulting.names[row.id]}
                  </th>
                  <td className={`${td} text-right font-semibold whitespace-nowrap`}>
                    {row.price ?? t("content.price.onQuote")}
                  </td>
                  <td className={td}>
                    <Link
                      to={href(row.quoteTo)}
                      className="inline-flex min-h-11 items-center font-medium text-brand-ink underline-offset-4 hover:underline"
                    >
                      {t("content.requestQuote")}
                      <span className="sr-only"> : {page.consulting.names[row.id]}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title={page.realEstate.title}>
        <dl className="grid gap-4 sm:grid-cols-2">
          {page.realEstate.items.map((item) => (
            <div key={item.label} className="rounded-2xl border border-line bg-surface-raised p-5">
              <dt className="font-semibold">{item.label}</dt>
              <dd className="mt-1 text-ink-muted">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={page.notes.title} muted>
        <CheckList items={page.notes.items} className="max-w-3xl" />
        <ArrowLink to="/about#payment-methods" className="mt-6">
          {page.notes.paymentLink}
        </ArrowLink>
      </Section>

      <CtaBand cta={page.cta} />
    </>
  );
}
