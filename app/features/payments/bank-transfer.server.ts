import { currencies, NotificationRejected, ProviderUnsupported, type PaymentProvider } from "./provider";

/**
 * Bank transfer (always available): nothing to visit, the payer gets the bank details and the
 * payment's reference, and the payment stays pending until staff record the transfer
 * (`npm run payment:mark-paid -- <reference>`, later the back-office). No notification ever
 * comes from a bank, so any that claims to is refused.
 */
export const bankTransferProvider: PaymentProvider = {
  id: "bank-transfer",
  currencies,
  formActionOrigins: [],
  refundsByApi: false,
  async createCheckout(request) {
    return { kind: "instructions", providerReference: request.reference };
  },
  async verifyNotification() {
    throw new NotificationRejected("bank transfers have no notifications");
  },
  async fetchState() {
    throw new ProviderUnsupported("a bank transfer's state is recorded by staff");
  },
  async refund() {
    throw new ProviderUnsupported("a bank transfer is refunded by a transfer back, outside the site");
  },
};
