import type { EnglishOf } from "../types";
import type { payments as fr } from "../fr/payments";

export const payments = {
  seo: {
    payTitle: "Payment: {{product}}",
    payDescription: "Pay for “{{product}}” online or by bank transfer.",
    returnTitle: "Your payment",
    returnDescription: "Where your payment stands.",
    testTitle: "Test provider",
  },
  pay: {
    heading: "Payment",
    product: "Product",
    amount: "Amount due",
    reference: "Reference to quote",
    methodLegend: "Payment method",
    cardNote: "Card data is never stored on our site: you pay on the provider's secure page.",
    submit: "Pay {{amount}}",
    processing: "Processing…",
    cancel: "Cancel",
    demoNote: "Demo payment: no course is booked.",
    depositNote:
      "30 % deposit: for a training you pay for yourself in France, the law allows no more to be asked before the session starts (French Labour Code, article L6353-6). The balance is paid from {{date}}, as the training takes place.",
    balanceNote:
      "The part of the balance due today: it is paid as the training takes place (French Labour Code, article L6353-6).",
    dialogLabel: "Payment for {{product}}",
    close: "Close",
    loading: "Loading the payment…",
    methods: {
      stripe: "Card (Stripe)",
      cinetpay: "Orange Money or card, in Guinean francs (CinetPay)",
      "bank-transfer": "Bank transfer",
      test: "Test payment (TEST MODE, no real money)",
    },
  },
  errors: {
    title: "Payment Error",
    generic: "An error occurred while processing your payment. Please try again.",
    sessionExpired: "Session expired. Please reload the page.",
    tooMany_one: "Too many payment attempts. Please try again in {{count}} minute.",
    tooMany_other: "Too many payment attempts. Please try again in {{count}} minutes.",
    method: "Choose a payment method.",
    notPayable:
      "This registration cannot be paid online: it is already paid, has no confirmed seat, or its price is on request.",
    alreadyPaid: "This registration is already paid: no further payment is needed.",
    inProgress:
      "A payment for this registration is already being started. Wait a few seconds, then reload the page.",
    notSignedIn: "You must be signed in to pay.",
    notDueYet:
      "No payment may be asked of you during your 10-day withdrawal period (French Labour Code, articles L6353-5 and L6353-6). Payment is possible from {{date}}.",
    nothingDue:
      "Nothing is due for now: the balance is paid as the training takes place (French Labour Code, article L6353-6).",
  },
  status: {
    heading: "Your payment",
    reference: "Reference",
    product: "Product",
    amount: "Amount",
    method: "Payment method",
    pending: "Waiting for the provider's confirmation. This page updates itself.",
    pendingTransfer: "Waiting for your transfer. Your payment is recorded as soon as the funds arrive.",
    succeeded: "Payment received. Thank you! A confirmation e-mail is on its way.",
    failed: "The payment did not go through. Nothing was charged.",
    expired: "Payment abandoned or expired: nothing was charged. You can try again.",
    refunded: "This payment has been refunded.",
    refresh: "Refresh",
    tryAgain: "Try the payment again",
    myRegistrations: "My registrations",
    transferTitle: "Bank transfer",
    transferIntro: "Transfer the exact amount, quoting the reference below:",
    bank: "Bank",
    holder: "Account holder",
    account: "Account number",
    swift: "SWIFT / BIC code",
    bankAddress: "Bank address",
    transferReference: "Reference to quote",
  },
  test: {
    banner: "TEST MODE",
    heading: "Test payment provider",
    intro:
      "This page stands in for a real provider's page: no real money is involved. Choose how the payment ends.",
    approve: "Approve",
    decline: "Decline",
    abandon: "Abandon",
  },
} satisfies EnglishOf<typeof fr>;
