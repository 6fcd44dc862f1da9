import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { AdminNav } from "./admin-nav";

interface Back {
  /** The list the page belongs to (not localised: the page's language is added). */
  backTo: string;
  backLabel: string;
  /** The space above the link. */
  backClassName?: string;
}

/** A back-office page about one thing: the back-office's nav, the page, then the link back to its list. */
export function AdminDetailFrame({
  backTo,
  backLabel,
  backClassName = "mt-8",
  children,
}: Back & { children: ReactNode }) {
  const { href } = useLang();
  return (
    <div className="container-page py-12 sm:py-16">
      <AdminNav />
      {children}
      <p className={backClassName}>
        <Link to={href(backTo)} className="underline">
          {backLabel}
        </Link>
      </p>
    </div>
  );
}

/** Such a page when its id names nothing: the heading says so, and the link goes back. */
export function AdminNotFound({ title, ...back }: Back & { title: string }) {
  return (
    <AdminDetailFrame {...back}>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
    </AdminDetailFrame>
  );
}
