/**
 * The chat window, loaded lazily by ChatLauncher (this module, the engine and the replies
 * form the chat chunk). A non-modal labelled dialog: the page stays usable behind it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { Lang } from "~/lib/language";
import { useSiteContact } from "~/lib/site-contact";
import { MAX_INPUT_LENGTH, replyDelay, respond } from "./chat-engine";
import { browserStorage, recordVisit } from "./chat-session";
import { loadConversation, saveConversation } from "./chat-storage";
import type { ChatState } from "./chat-types";

const text = {
  fr: {
    title: "Assistant virtuel",
    subtitle: "Réponses automatiques : rien n'est envoyé",
    close: "Fermer l'assistant",
    history: "Conversation",
    you: "Vous :",
    bot: "Assistant :",
    typing: "L'assistant écrit…",
    inputLabel: "Votre message",
    placeholder: "Écrivez votre question…",
    send: "Envoyer",
  },
  en: {
    title: "Virtual assistant",
    subtitle: "Automatic answers: nothing is sent",
    close: "Close the assistant",
    history: "Conversation",
    you: "You:",
    bot: "Assistant:",
    typing: "The assistant is typing…",
    inputLabel: "Your message",
    placeholder: "Type your question…",
    send: "Send",
  },
} satisfies Record<Lang, Record<string, string>>;

export interface ChatPanelProps {
  id: string;
  lang: Lang;
  open: boolean;
  /** Move focus to the input on opening: yes when the visitor opened it, not when it opened by itself. */
  focusOnOpen: boolean;
  onClose: () => void;
}

export default function ChatPanel({ id, lang, open, focusOnOpen, onClose }: ChatPanelProps) {
  const t = text[lang];
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const refocus = useRef(false);
  const [conversation, setConversation] = useState<ChatState>(() => {
    const session = browserStorage("sessionStorage");
    // The launcher has counted this visit already: this reads its number back.
    const returning = recordVisit(browserStorage("localStorage"), session) > 1;
    return loadConversation(session, lang, returning);
  });
  const [draft, setDraft] = useState("");
  // The phone and e-mail staff set (/admin/settings), as the root loader read them.
  const contact = useSiteContact();
  /** The bot message being "typed": hidden until its delay has passed. */
  const [typingId, setTypingId] = useState<string | null>(null);
  /** Only the newest bot message goes to the polite live region, never the whole log. */
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => saveConversation(browserStorage("sessionStorage"), conversation), [conversation]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) inputRef.current?.focus();
    // Announce the last thing the bot said (the welcome when the panel opens by itself). A live
    // region is only read when its content changes after it is shown: hence the short wait.
    const last = conversation.messages.findLast((message) => message.isBot && message.id !== typingId);
    const wait = window.setTimeout(() => setAnnouncement(last?.text ?? ""), 100);
    return () => window.clearTimeout(wait);
    // Only on opening: later bot messages are announced as they arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // After the reply is shown the input is enabled again, and can take focus back.
  useEffect(() => {
    if (typingId === null && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [typingId]);

  const visible = conversation.messages.filter((message) => message.id !== typingId);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [visible.length, typingId, open]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typingId) return;
    const turn = respond(conversation, draft, lang, contact);
    if (!turn) return;
    // The reply is stored at once (a reload shows it) but only revealed after the delay.
    setConversation(turn.state);
    setDraft("");
    setTypingId(turn.reply.id);
    timer.current = window.setTimeout(() => {
      setTypingId(null);
      setAnnouncement(turn.reply.text);
      // The disabled input lost focus while the bot typed: give it back if it was in the chat.
      const active = document.activeElement;
      refocus.current = !active || active === document.body || Boolean(dialogRef.current?.contains(active));
    }, replyDelay(turn.reply.text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  const typing = typingId !== null;
  return (
    // Escape closes: the WAI-ARIA dialog pattern handles it on the dialog itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-22 z-50 flex max-h-[min(34rem,calc(100dvh-8rem))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised text-ink shadow-2xl"
    >
      <div className="flex items-start justify-between gap-2 border-b border-line bg-brand-soft px-4 py-2">
        <div className="py-1">
          <h2 id={titleId} className="text-base font-bold">
            {t.title}
          </h2>
          <p className="text-xs text-ink-muted">{t.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
        >
          <span className="sr-only">{t.close}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>

      {/* Focusable so keyboard users can scroll back through the conversation (WCAG 2.1.1). */}
      <ol
        ref={listRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t.history}
        className="flex min-h-40 flex-1 flex-col gap-2 overflow-y-auto px-3 py-3 text-sm"
      >
        {visible.map((message) => (
          <li
            key={message.id}
            className={
              message.isBot
                ? "max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-surface-muted px-3 py-2"
                : "max-w-[85%] self-end rounded-2xl rounded-br-sm bg-brand px-3 py-2 text-white"
            }
          >
            <span className="sr-only">{message.isBot ? t.bot : t.you} </span>
            <span className="break-words whitespace-pre-line">{message.text}</span>
            {message.link ? (
              <Link
                to={message.link.path}
                className="mt-1 block font-semibold text-brand-ink underline underline-offset-2"
              >
                {message.link.label}
              </Link>
            ) : null}
          </li>
        ))}
        {typing ? (
          <li className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm bg-surface-muted px-3 py-3">
            <span className="sr-only">{t.typing}</span>
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                aria-hidden="true"
                className="size-2 rounded-full bg-ink-muted motion-safe:animate-pulse"
              />
            ))}
          </li>
        ) : null}
      </ol>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <form onSubmit={send} className="flex gap-2 border-t border-line p-3">
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {t.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${titleId}-input`}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={typing}
          maxLength={MAX_INPUT_LENGTH}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t.placeholder}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-muted disabled:opacity-60"
        />
        <button type="submit" disabled={typing} className="btn-primary px-4 disabled:opacity-60">
          {t.send}
        </button>
      </form>
    </div>
  );
}
