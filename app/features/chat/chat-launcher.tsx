/**
 * The floating chat button, server-rendered on the home page. It is all the chat code a page
 * loads up front: the panel, the rules and the replies come in a separate chunk, fetched when
 * the visitor shows interest (hover, focus) or when the panel opens, by the button or by
 * itself 8 seconds after the page became interactive (once per visit).
 */
import { useEffect, useRef, useState } from "react";
import type { Lang } from "~/lib/language";
import { useLang } from "~/lib/use-lang";
import type ChatPanel from "./chat-panel";
import {
  AUTO_OPEN_DELAY_MS,
  browserStorage,
  hasOpenedThisVisit,
  markOpened,
  recordVisit,
} from "./chat-session";

/** A type-only import: the panel's code stays out of this module's chunk. */
type PanelComponent = typeof ChatPanel;
let panelModule: Promise<PanelComponent> | null = null;
/**
 * A plain dynamic import rather than React.lazy: no Suspense boundary, so the panel shows as
 * soon as its chunk has arrived. A failed download is forgotten, so a later click retries.
 */
function loadPanel(): Promise<PanelComponent> {
  panelModule ??= import("./chat-panel").then(
    (module) => module.default,
    (error: unknown) => {
      panelModule = null;
      throw error;
    },
  );
  return panelModule;
}

const launcherLabel: Record<Lang, string> = {
  fr: "Discuter avec notre assistant",
  en: "Chat with our assistant",
};

/** Visible beside the icon on phones once the auto-open delay has passed. */
const hintText: Record<Lang, string> = {
  fr: "Une question ?",
  en: "Any questions?",
};

const panelId = "chat-assistant";
/** The product's mobile breakpoint: below it the chat never opens by itself. */
const autoOpenMedia = "(min-width: 768px)";

export function ChatLauncher() {
  const { lang } = useLang();
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Once loaded the panel stays mounted (hidden when closed), so a pending reply survives. */
  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [openedByVisitor, setOpenedByVisitor] = useState(false);
  const [hint, setHint] = useState(false);

  function show(byVisitor: boolean) {
    setOpenedByVisitor(byVisitor);
    setOpen(true);
    loadPanel().then(
      (component) => setPanel(() => component),
      // Offline or a failed chunk: stay closed rather than claim an open panel.
      () => setOpen(false),
    );
  }

  useEffect(() => {
    const session = browserStorage("sessionStorage");
    // Every visit counts, whether or not the chat is opened: it decides the greeting.
    recordVisit(browserStorage("localStorage"), session);
    if (hasOpenedThisVisit(session)) return;
    const timer = window.setTimeout(() => {
      // Opened by the visitor meanwhile: not again.
      if (hasOpenedThisVisit(session)) return;
      if (!window.matchMedia(autoOpenMedia).matches) {
        setHint(true);
        return;
      }
      markOpened(session);
      show(false);
    }, AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    markOpened(browserStorage("sessionStorage"));
    setHint(false);
    show(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  const prefetch = () => void loadPanel().catch(() => undefined);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-expanded={open && Panel !== null}
        aria-haspopup="dialog"
        aria-controls={Panel ? panelId : undefined}
        data-hint={hint || undefined}
        className={`fixed right-4 bottom-4 z-50 inline-flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-brand text-white shadow-lg hover:bg-brand-strong ${
          hint ? "flex-row-reverse px-4" : ""
        }`}
      >
        <span className="sr-only">{launcherLabel[lang]}</span>
        {hint ? <span className="text-sm font-semibold">{hintText[lang]}</span> : null}
        {open && Panel ? (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="3" />
          </svg>
        )}
      </button>
      {Panel ? (
        <Panel id={panelId} lang={lang} open={open} focusOnOpen={openedByVisitor} onClose={close} />
      ) : null}
    </>
  );
}
