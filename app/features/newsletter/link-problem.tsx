import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";

export type LinkProblemKind = "invalid" | "expired" | "gone";

/** The page for a refused newsletter link: what happened and what to do next. */
export function LinkProblem({ kind }: { kind: LinkProblemKind }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{t(`newsletter.link.${kind}Title`)}</h1>
      <p role="alert" className="mt-4 text-lg text-ink-muted">
        {t(`newsletter.link.${kind}Text`)}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={href("/newsletter")} className="btn-primary">
          {t("newsletter.link.subscribeAgain")}
        </Link>
        <Link to={href("/")} className="btn-secondary">
          {t("newsletter.link.home")}
        </Link>
      </div>
    </section>
  );
}
