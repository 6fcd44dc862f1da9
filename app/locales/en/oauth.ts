import type { EnglishOf } from "../types";
import type { oauth as fr } from "../fr/oauth";

export const oauth = {
  buttons: {
    heading: "Or continue with",
    continueWith: "Continue with {{name}}",
    redirecting: "Redirecting to {{name}}…",
  },
  start: {
    title: "Sign-in failed",
    invalid: "This sign-in request is not valid. Go back to the sign-in page and choose a provider.",
    tooMany: "Too many sign-in attempts. Please try again in {{minutes}} minutes.",
    back: "Back to sign-in",
  },
  errors: {
    title: "Error",
    cancelled: "Sign-in cancelled: access was not granted at the provider.",
    expired: "The sign-in expired or was interrupted. Please start again.",
    accountNotLinked:
      "An account already uses this e-mail address, and we could not confirm that it is yours. Sign in with your password.",
    emailNotVerified:
      "Your provider has not confirmed your e-mail address. We sent you a confirmation link: open it, then sign in again.",
    emailMissing:
      "Your provider did not share an e-mail address with us. Allow access to your address, or sign up with your e-mail.",
    providerUnavailable:
      "This sign-in provider is unavailable at the moment. Try again later, or sign in with your e-mail.",
    failed: "Sign-in with the provider failed. Try again, or sign in with your e-mail.",
  },
} satisfies EnglishOf<typeof fr>;
