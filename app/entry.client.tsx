import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { I18nSourceContext } from "~/lib/i18n";
import { browserI18nSource } from "~/lib/i18n.client";
import { isLang } from "~/lib/language";
import type { Namespace } from "~/locales/types";

// The page's namespaces, in its language only, before hydrating: the first render then finds
// every string the server used (root.tsx names them in a meta element).
const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : "fr";
const namespaces = (document.querySelector('meta[name="i18n-namespaces"]')?.getAttribute("content") ?? "")
  .split(" ")
  .filter(Boolean) as Namespace[];
await browserI18nSource.load(lang, namespaces);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nSourceContext.Provider value={browserI18nSource}>
        <HydratedRouter />
      </I18nSourceContext.Provider>
    </StrictMode>,
  );
});
