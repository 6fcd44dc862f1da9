import { useEffect, useRef } from "react";
import { showToast } from "~/ui/toast";

/**
 * A refusal from the server: the product's destructive toast with JavaScript, and an alert in the
 * page (the only signal without JavaScript) that takes the focus so it is read first.
 */
export function NoticeAlert({ notice }: { notice?: { title: string; message: string } }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice) return;
    showToast("error", notice.message, notice.title);
    ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 text-danger outline-none focus-visible:outline-2 focus-visible:outline-danger"
    >
      <strong className="block">{notice.title}</strong>
      {notice.message}
    </div>
  );
}
