import { Suspense } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Await, Link } from "react-router";
import { CourseCard } from "~/features/catalog/course-card";
import type { CourseCardView } from "~/features/catalog/course-view";
import { useLang } from "~/lib/use-lang";
import { SessionList, SessionSkeletons } from "./session-list";
import type { SessionView } from "./session-view";

export interface UpcomingSessionsData {
  sessions: SessionView[];
  /** The server's clock when the list was read: the countdowns' first render. */
  now: number;
}

/**
 * The home page's training section: upcoming sessions, streamed (three skeletons until they
 * arrive, the product's error and empty texts), then the popular courses.
 */
export function HomeTrainingSection({
  upcoming,
  popular,
}: {
  upcoming: Promise<UpcomingSessionsData>;
  popular: CourseCardView[];
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="training-title" className="container-page py-16">
      <h2 id="training-title" className="text-2xl font-bold sm:text-3xl">
        {t("home.training.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("home.training.intro")}</p>

      <h3 className="mt-10 text-xl font-semibold">{t("home.training.upcomingTitle")}</h3>
      <div className="mt-4">
        <Suspense fallback={<SessionSkeletons count={3} />}>
          <Await
            resolve={upcoming}
            errorElement={
              <p
                role="alert"
                className="rounded-xl border border-danger bg-danger-soft p-4 font-medium text-danger"
              >
                {t("catalog.sessions.error")}
              </p>
            }
          >
            {(data) => <SessionList sessions={data.sessions} now={data.now} showCourse headingLevel="h4" />}
          </Await>
        </Suspense>
      </div>

      <h3 className="mt-12 text-xl font-semibold">{t("home.training.popularTitle")}</h3>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {popular.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} headingLevel="h4" />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={href("/courses")} className="btn-primary">
          {t("home.training.allCourses")}
        </Link>
      </p>
    </section>
  );
}
