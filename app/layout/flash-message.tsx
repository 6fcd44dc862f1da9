import { useEffect } from "react";
import type { Flash } from "~/lib/flash";
import { showToast } from "~/ui/toast";

const bannerClass: Record<Flash["kind"], string> = {
  success: "border-success bg-success-soft text-success",
  error: "border-danger bg-danger-soft text-danger",
  info: "border-info bg-info-soft text-info",
};

/**
 * A message left by the previous action (see flash.server.ts): a toast with JavaScript,
 * a plain banner without.
 */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    if (flash) showToast(flash.kind, flash.message, flash.title);
  }, [flash]);
  if (!flash) return null;
  return (
    <noscript>
      <div role="status" className={`container-page mt-4 rounded-lg border-l-4 px-4 py-3 font-medium ${bannerClass[flash.kind]}`}>
        {flash.title ? <strong className="block">{flash.title}</strong> : null}
        {flash.message}
      </div>
    </noscript>
  );
}
