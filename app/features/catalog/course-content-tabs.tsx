import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Image } from "~/ui/image";
import { Tabs } from "~/ui/tabs";
import { TRAINER_IMAGE, type CourseDetailView } from "./course-view";

export const courseTabs = ["objectives", "program", "trainers", "details"] as const;
export type CourseTab = (typeof courseTabs)[number];

export function parseCourseTab(value: string | null): CourseTab {
  return courseTabs.find((tab) => tab === value) ?? "objectives";
}

function Placeholder({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-line p-5 text-ink-muted">{children}</p>;
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-success"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Objectives, programme, trainers and details, as tabs (links without JavaScript). */
export function CourseContentTabs({
  course,
  selected,
  pathname,
  registered = false,
}: {
  course: CourseDetailView;
  selected: CourseTab;
  pathname: string;
  /** The visitor is registered for the course: no register button. */
  registered?: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLang();

  const objectives = course.objectives.length ? (
    <>
      <p className="mb-4 font-semibold">{t("catalog.course.objectivesTitle")}</p>
      <CheckList items={course.objectives} />
    </>
  ) : (
    <Placeholder>{t("catalog.course.empty.objectives")}</Placeholder>
  );

  const program = course.modules.length ? (
    <ol className="space-y-4">
      {course.modules.map((module, index) => (
        <li key={module.title} className="rounded-xl border border-line p-5">
          <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
            <span>
              <span className="text-brand-ink">{index + 1}.</span> {module.title}
            </span>
            <span className="text-sm font-normal text-ink-muted">{module.duration}</span>
          </h3>
          {module.topics.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted">
              {module.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  ) : (
    <Placeholder>{t("catalog.course.empty.program")}</Placeholder>
  );

  const trainers = course.trainers.length ? (
    <ul className="space-y-6">
      {course.trainers.map((trainer) => (
        <li key={trainer.id} className="flex flex-col gap-4 sm:flex-row">
          <Image
            src={trainer.image}
            alt={trainer.name}
            width={TRAINER_IMAGE.width}
            height={TRAINER_IMAGE.height}
            aspect="square"
            className="w-28 shrink-0 rounded-full"
          />
          <div>
            <h3 className="text-lg font-semibold">{trainer.name}</h3>
            <p className="text-sm font-medium text-brand-ink">{trainer.title}</p>
            <p className="text-sm text-ink-muted">{trainer.experience}</p>
            <p className="mt-3">{trainer.bio}</p>
            {trainer.specialties.length ? (
              <>
                <h4 className="mt-3 text-sm font-semibold">{t("catalog.course.specialties")}</h4>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {trainer.specialties.map((specialty) => (
                    <li key={specialty} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">
                      {specialty}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  ) : (
    <Placeholder>{t("catalog.course.empty.trainers")}</Placeholder>
  );

  const details = (
    <div className="space-y-6">
      {course.methodology ? (
        <section>
          <h3 className="font-semibold">{t("catalog.course.methodology")}</h3>
          <p className="mt-2">{course.methodology}</p>
        </section>
      ) : null}
      {course.expectedOutcomes.length ? (
        <section>
          <h3 className="mb-2 font-semibold">{t("catalog.course.expectedOutcomes")}</h3>
          <CheckList items={course.expectedOutcomes} />
        </section>
      ) : null}
      {course.advantages.length ? (
        <section>
          <h3 className="mb-2 font-semibold">{t("catalog.course.advantages")}</h3>
          <CheckList items={course.advantages} />
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {registered ? null : (
          <Link to={href(`/register/${course.id}`)} className="btn-primary">
            {course.nextSession === null
              ? t("catalog.course.registerInterest")
              : t("catalog.course.register")}
          </Link>
        )}
        <Link to={href("/contact")} className="btn-secondary">
          {t("catalog.course.contact")}
        </Link>
      </div>
    </div>
  );

  const panels: Record<CourseTab, ReactNode> = { objectives, program, trainers, details };
  return (
    <Tabs
      label={t("catalog.course.tabs.label")}
      idPrefix="course"
      selected={selected}
      items={courseTabs.map((tab) => ({
        id: tab,
        label: t(`catalog.course.tabs.${tab}`),
        href: tab === "objectives" ? `${pathname}#course-content` : `${pathname}?tab=${tab}#course-content`,
        panel: panels[tab],
      }))}
    />
  );
}
