import { useTranslation } from "~/lib/use-translation";
import { Icon, type IconName } from "./icons";
import type { ProjectStatus } from "./real-estate-content";

/*
 * The product's colours (in progress yellow, delivered green, available blue) always come with
 * an icon and the status in words, so colour is never the only carrier of the meaning.
 */
const styles: Record<
  ProjectStatus,
  { className: string; icon: IconName; key: "inProgress" | "delivered" | "available" }
> = {
  "in-progress": {
    className:
      "bg-yellow-100 text-yellow-900 ring-yellow-600/40 dark:bg-yellow-400/15 dark:text-yellow-200 dark:ring-yellow-300/40",
    icon: "clock",
    key: "inProgress",
  },
  delivered: { className: "bg-success-soft text-success ring-success/40", icon: "check", key: "delivered" },
  available: { className: "bg-info-soft text-info ring-info/40", icon: "key", key: "available" },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  const style = styles[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${style.className}`}
    >
      <Icon name={style.icon} className="size-4" />
      <span className="sr-only">{t("content.projectStatus.label")} </span>
      {t(`content.projectStatus.${style.key}`)}
    </span>
  );
}
