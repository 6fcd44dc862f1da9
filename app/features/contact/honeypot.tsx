/** The name of the hidden field that only robots fill in (the contact and quote forms). */
export const HONEYPOT_FIELD = "website";

/** Robots fill every field; people never see this one, nor do screen readers. */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
