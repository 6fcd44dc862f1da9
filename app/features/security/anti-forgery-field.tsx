import { ANTI_FORGERY_FIELD } from "./anti-forgery";

/** The anti-forgery token of the visitor's session, as a hidden field of a form. */
export function AntiForgeryField({ token }: { token: string }) {
  return <input type="hidden" name={ANTI_FORGERY_FIELD} value={token} />;
}
