import { Link } from "react-router";

/** A list with nothing in it yet: what the person reads, and where to go from here. */
export function EmptyList({ text, action }: { text: string; action: { to: string; label: string } }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-line p-6">
      <p>{text}</p>
      <Link to={action.to} className="btn-primary mt-4">
        {action.label}
      </Link>
    </div>
  );
}
