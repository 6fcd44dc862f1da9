import type { Translations } from "../types";

export const newsletter = {
  title: "Newsletter",
  pitch: "Our upcoming courses and news, once a month at most.",
  label: "Your e-mail address",
  submit: "Subscribe",
  thanks: "Thank you! Check your inbox to confirm your subscription.",
  thanksShort: "Thank you!",
  checkInbox:
    "One last step: open the e-mail sent to {{email}} and click its link to confirm your subscription.",
  checkInboxDismiss: "Got it",
  errors: {
    required: "Please enter your e-mail address.",
    invalid: "Invalid e-mail address (for example: name@domain.com).",
    tooMany_one: "Too many requests. Please try again in {{count}} minute.",
    tooMany_other: "Too many requests. Please try again in {{count}} minutes.",
  },
  page: {
    seoTitle: "Newsletter",
    seoDescription: "Get our upcoming courses and news by e-mail. Unsubscribe in one click.",
    heading: "Our newsletter",
    text: "Sign up to hear about our upcoming training sessions and the group's news. We first send you a confirmation e-mail; you can unsubscribe at any time.",
  },
  confirm: {
    seoTitle: "Subscription confirmation",
    done: "Subscription confirmed",
    doneText: "Thank you! You will now receive our newsletter.",
    already: "Your subscription was already confirmed.",
    unsubscribeText: "You can unsubscribe at any time:",
    unsubscribeLink: "unsubscribe from the newsletter",
  },
  unsubscribe: {
    seoTitle: "Unsubscribe",
    heading: "Unsubscribe from the newsletter",
    question: "Do you want to stop receiving our newsletter at {{email}}?",
    submit: "Unsubscribe me",
    done: "You have unsubscribed",
    doneText: "You will no longer receive our newsletter. You can sign up again at any time.",
  },
  link: {
    invalidTitle: "Invalid link",
    invalidText:
      "This link is not valid: it may have been copied incompletely. Please use the full link from the e-mail.",
    expiredTitle: "Link expired",
    expiredText: "This confirmation link has expired. Please sign up again to receive a new one.",
    goneTitle: "Link no longer valid",
    goneText: "This subscription is no longer pending. Please sign up again to receive the newsletter.",
    subscribeAgain: "Sign up again",
    home: "Back to the home page",
  },
} satisfies Translations["newsletter"];
