import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { useLang } from "~/lib/use-lang";
import { showToast } from "~/ui/toast";
import type { AuthActionData, AuthIntent } from "./auth-action-data";
import { AuthForm } from "./auth-form";
import type { AuthPageData } from "./auth-loader.server";
import { RETRY_DELAY_MS, SIGN_UP_ATTEMPTS } from "./network";
import { OAuthButtons } from "./oauth-buttons";
import { OfflineBanner } from "./offline-banner";

const networkMessages = {
  offline: "auth.network.offline",
  unreachable: "auth.network.serverUnreachable",
  server: "auth.network.serverProblem",
} as const;

/** The redirect after a signed-in toast (login redirect delay). */
const SIGNED_IN_DELAY_MS = 1_000;

/**
 * /auth: the product's sign-in / sign-up toggle. Without JavaScript the toggle is a link
 * (?mode=register); with it the page switches in place, clearing the fields and the error.
 */
export function AuthPage({ data, actionData }: { data: AuthPageData; actionData?: AuthActionData }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const { search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [mode, setMode] = useState<AuthIntent>(actionData?.intent ?? data.mode);
  // The answer the visitor toggled away from: not shown any more.
  const [dismissed, setDismissed] = useState<AuthActionData | undefined>();
  const [toggles, setToggles] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const attempts = useRef(1);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A link to another ?mode (the header's 'Connexion', say) opens that side.
  const shownSearch = useRef(search);
  useEffect(() => {
    if (shownSearch.current === search) return;
    shownSearch.current = search;
    setMode(data.mode);
  }, [data.mode, search]);

  const answer =
    actionData && actionData !== dismissed && actionData.intent === mode ? actionData : undefined;

  useEffect(() => {
    if (answer?.status !== "signed-in") return;
    showToast("success", answer.message, answer.title);
    // The whole page reloads there, header included (the form did not reload it).
    const timer = setTimeout(
      () => navigate(answer.to, { replace: true, defaultShouldRevalidate: true }),
      SIGNED_IN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [answer, navigate]);

  useEffect(() => {
    if (answer?.status !== "network-error") return;
    if (
      answer.intent !== "sign-up" ||
      answer.reason !== "unreachable" ||
      attempts.current >= SIGN_UP_ATTEMPTS
    )
      return;
    setRetrying(true);
    const timer = setTimeout(() => {
      attempts.current += 1;
      if (formRef.current) void submit(formRef.current, { defaultShouldRevalidate: false });
    }, RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answer, submit]);
  // "Trying again" lasts until the new attempt is on its way (the router may render its start
  // a moment later); from there `tryingAgain` below covers it until the answer comes.
  useEffect(() => {
    if (navigation.state === "submitting") setRetrying(false);
  }, [navigation.state]);

  const busy = navigation.state === "submitting" || retrying || answer?.status === "signed-in";
  // While the new attempt is on its way, the last answer is still the failure: it is not the
  // outcome yet, so the page keeps saying it is trying again until the answer comes (saying
  // "unreachable" then let a fast reader, or a test, take the retry for the final failure).
  const tryingAgain =
    retrying ||
    (answer?.status === "network-error" &&
      answer.reason === "unreachable" &&
      navigation.state === "submitting");
  const notice =
    answer?.status === "error"
      ? answer.notice
      : answer?.status === "network-error"
        ? tryingAgain
          ? t("auth.network.retrying")
          : t(networkMessages[answer.reason])
        : undefined;
  const toOther: AuthIntent = mode === "sign-in" ? "sign-up" : "sign-in";
  function onToggle(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setDismissed(actionData);
    setMode(toOther);
    setToggles((count) => count + 1);
    requestAnimationFrame(() => headingRef.current?.focus());
  }
  const otherQuery = new URLSearchParams({ mode: toOther === "sign-up" ? "register" : "login" });
  if (data.redirectTo) otherQuery.set("redirectTo", data.redirectTo);

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <OfflineBanner />
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold tracking-tight outline-none">
          {mode === "sign-up" ? t("auth.page.signUpTitle") : t("auth.page.signInTitle")}
        </h1>
        <p className="mt-2 mb-6 text-ink-muted">
          {mode === "sign-up" ? t("auth.page.signUpIntro") : t("auth.page.signInIntro")}
        </p>
        {answer?.status === "verification-sent" ? (
          <VerificationSent email={answer.email} />
        ) : (
          <AuthForm
            key={`${mode}-${toggles}`}
            mode={mode}
            lastResult={answer?.status === "error" ? answer.result : undefined}
            notice={notice}
            suspended={answer?.status === "error" ? answer.suspended : undefined}
            redirectTo={data.redirectTo}
            busy={busy}
            formRef={formRef}
            onUserSubmit={() => {
              attempts.current = 1;
            }}
          />
        )}
        <p className="mt-6 text-center text-sm">
          {mode === "sign-in" ? t("auth.page.toSignUp") : t("auth.page.toSignIn")}{" "}
          <Link
            to={`${href("/auth")}?${otherQuery.toString()}`}
            onClick={onToggle}
            className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
          >
            {mode === "sign-in" ? t("auth.page.toSignUpLink") : t("auth.page.toSignInLink")}
          </Link>
        </p>
        <OAuthButtons providers={data.providers} redirectTo={data.redirectTo} />
      </div>
    </div>
  );
}

function VerificationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-md border-l-4 border-success bg-success-soft px-4 py-4 outline-none"
    >
      <h2 className="font-bold text-success">{t("auth.verificationSent.title")}</h2>
      <p className="mt-2">{t("auth.verificationSent.message", { email })}</p>
      <p className="mt-2 text-sm text-ink-muted">{t("auth.verificationSent.spam")}</p>
    </div>
  );
}
