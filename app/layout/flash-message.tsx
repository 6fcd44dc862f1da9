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
 * a plain banner without. A page that ships no scripts (lib/static-page.ts) shows the banner
 * itself: its browser runs JavaScript, so it would hide a <noscript>, and no toast would come.
 */
export function FlashMessage({ flash, scripts = true }: { flash: Flash | null; scripts?: boolean }) {
  useEffect(() => {
    if (flash && scripts) showToast(flash.kind, flash.message, flash.title);
  }, [flash, scripts]);
  if (!flash) return null;
  const banner = (
    <div
      role="status"
      className={`container-page mt-4 rounded-lg border-l-4 px-4 py-3 font-medium ${bannerClass[flash.kind]}`}
    >
      {flash.title ? <strong className="block">{flash.title}</strong> : null}
      {flash.message}
    </div>
  );
  return scripts ? <noscript>{banner}</noscript> : banner;
}
