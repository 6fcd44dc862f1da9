import { useNonce } from "~/lib/nonce";

/**
 * What useDisclosure does for the header's menus, for a page that ships no JavaScript bundle:
 * Escape closes an open menu and puts the focus back on its button; a press outside closes it.
 * A few hundred bytes inline, instead of hydrating the whole page for two listeners.
 */
const script = `document.addEventListener("keydown",function(e){if(e.key!=="Escape")return;document.querySelectorAll("header details[open]").forEach(function(d){if(!d.contains(e.target))return;d.open=false;var s=d.querySelector("summary");if(s)s.focus()})});document.addEventListener("pointerdown",function(e){document.querySelectorAll("header details[open]").forEach(function(d){if(!d.contains(e.target))d.open=false})});`;

export function StaticDisclosures() {
  const nonce = useNonce();
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: script }} />;
}
