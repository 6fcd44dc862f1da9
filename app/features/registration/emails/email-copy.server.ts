import type { Lang } from "~/lib/language";

/** The words of the registration e-mails, in both languages. */
export interface EmailCopy {
  hello: (name: string) => string;
  labels: { course: string; dates: string; time: string; place: string; price: string; reference: string };
  dateRange: (start: string, end: string) => string;
  zone: (city: string, offset: string) => string;
  online: string;
  /** A remote session's live page: the link's label and the line before it. */
  joinLive: { button: string; line: string };
  onRequest: string;
  manage: string;
  manageButton: string;
  confirmed: { subject: (course: string) => string; intro: (course: string) => string; calendar: string };
  waitlisted: {
    subject: (course: string) => string;
    intro: (course: string, date: string, position: number) => string;
  };
  interest: { subject: (course: string) => string; intro: (course: string) => string };
  offer: {
    subject: (course: string) => string;
    intro: (course: string, date: string, until: string) => string;
    button: string;
    otherwise: string;
  };
  offerExpired: { subject: (course: string) => string; intro: (course: string, date: string) => string };
  holdExpired: { subject: (course: string) => string; intro: (course: string, date: string) => string };
  cancelled: {
    subject: (course: string) => string;
    intro: (course: string) => string;
    /** The training centre cancelled the whole session (back-office). */
    sessionCancelled: (course: string, date: string) => string;
    refund: string;
    /** The refund of a cancelled session: sent back through the payment provider. */
    sessionRefund: string;
    calendar: string;
  };
  /** Staff changed the session's dates, hours or place (back-office). */
  sessionChanged: {
    subject: (course: string) => string;
    intro: (course: string) => string;
    waitlisted: (course: string) => string;
    calendar: string;
  };
  /** An unpaid seat's deadline: the confirmation's line, the reminder before it ends, a staff extension. */
  hold: {
    reminderSubject: (course: string) => string;
    reminderIntro: (course: string, until: string) => string;
    extendedSubject: (course: string) => string;
    extendedIntro: (course: string, until: string) => string;
  };
  reminder: {
    subject: (course: string, when: "7d" | "24h") => string;
    intro: (course: string, when: "7d" | "24h") => string;
    unpaid: string;
  };
  payment: {
    title: string;
    amount: (price: string) => string;
    onRequest: string;
    transfer: (reference: string) => string;
    /** The transfer line when the seat has a deadline: the money must arrive before it. */
    transferBefore: (reference: string, until: string) => string;
    bank: { name: string; holder: string; account: string; swift: string };
    orangeMoney: (merchant: string, number: string) => string;
    company: (company: string) => string;
    online: string;
  };
}

export const emailCopy: Record<Lang, EmailCopy> = {
  fr: {
    hello: (name) => `Bonjour ${name},`,
    labels: {
      course: "Formation",
      dates: "Dates",
      time: "Horaires",
      place: "Lieu",
      price: "Prix",
      reference: "Référence",
    },
    dateRange: (start, end) => `du ${start} au ${end}`,
    zone: (city, offset) => `heure de ${city}, ${offset}`,
    online: "À distance (classe virtuelle)",
    joinLive: {
      button: "Rejoindre la session en direct",
      line: "Le jour de la session, rejoignez la classe virtuelle (ouverte 15 minutes avant le début) avec le compte de votre inscription :",
    },
    onRequest: "Sur devis",
    manage: "Retrouvez et gérez vos inscriptions dans votre espace :",
    manageButton: "Mes inscriptions",
    confirmed: {
      subject: (course) => `Inscription confirmée : ${course}`,
      intro: (course) =>
        `Votre inscription à la formation « ${course} » est confirmée : votre place est réservée.`,
      calendar: "Le fichier joint ajoute la session à votre agenda.",
    },
    waitlisted: {
      subject: (course) => `Liste d'attente : ${course}`,
      intro: (course, date, position) =>
        `La session du ${date} de la formation « ${course} » est complète. Vous êtes sur la liste d'attente, en position ${position}. Dès qu'une place se libère, nous vous l'offrons par e-mail et vous la gardons 24 heures.`,
    },
    interest: {
      subject: (course) => `Demande d'inscription enregistrée : ${course}`,
      intro: (course) =>
        `Aucune session de la formation « ${course} » n'est programmée pour le moment. Votre demande est enregistrée : nous vous proposerons une place dès qu'une session sera planifiée.`,
    },
    offer: {
      subject: (course) => `Une place s'est libérée : ${course}`,
      intro: (course, date, until) =>
        `Une place s'est libérée pour la session du ${date} de la formation « ${course} ». Elle vous est réservée jusqu'au ${until}. Confirmez-la :`,
      button: "Confirmer ma place",
      otherwise:
        "Sans confirmation d'ici là, elle sera proposée à la personne suivante de la liste d'attente.",
    },
    offerExpired: {
      subject: (course) => `Place non confirmée : ${course}`,
      intro: (course, date) =>
        `La place qui vous était réservée pour la session du ${date} de la formation « ${course} » n'a pas été confirmée à temps : elle a été proposée à la personne suivante. Vous pouvez vous inscrire de nouveau depuis la page de la formation.`,
    },
    holdExpired: {
      subject: (course) => `Place libérée faute de paiement : ${course}`,
      intro: (course, date) =>
        `Votre place pour la session du ${date} de la formation « ${course} » était réservée en attendant votre paiement, qui ne nous est pas parvenu à temps : elle a été libérée pour la personne suivante. Vous pouvez vous inscrire de nouveau depuis la page de la formation.`,
    },
    cancelled: {
      subject: (course) => `Inscription annulée : ${course}`,
      intro: (course) => `Votre inscription à la formation « ${course} » est annulée.`,
      sessionCancelled: (course, date) =>
        `Nous sommes au regret de vous informer que la session du ${date} de la formation « ${course} » est annulée par notre centre. Votre inscription est donc annulée.`,
      refund:
        "Vous aviez réglé cette formation : votre demande de remboursement est transmise à notre équipe, qui revient vers vous rapidement.",
      sessionRefund:
        "Vous aviez réglé cette formation : nous vous remboursons intégralement, et vous recevrez un e-mail quand ce sera fait.",
      calendar: "Le fichier joint retire la session de votre agenda.",
    },
    sessionChanged: {
      subject: (course) => `Session modifiée : ${course}`,
      intro: (course) =>
        `Notre centre a modifié la session de votre formation « ${course} ». Voici ses nouvelles informations.`,
      waitlisted: (course) =>
        `Notre centre a modifié la session de la formation « ${course} », pour laquelle vous êtes sur la liste d'attente. Voici ses nouvelles informations.`,
      calendar: "Le fichier joint met à jour la session dans votre agenda.",
    },
    hold: {
      reminderSubject: (course) => `Rappel : paiement attendu pour « ${course} »`,
      reminderIntro: (course, until) =>
        `Votre place pour la formation « ${course} » est réservée jusqu'au ${until} en attendant votre paiement. Sans paiement reçu d'ici là, elle sera libérée pour la personne suivante.`,
      extendedSubject: (course) => `Délai de paiement prolongé : ${course}`,
      extendedIntro: (course, until) =>
        `Notre équipe a prolongé le délai de paiement de votre inscription à la formation « ${course} » : votre place est réservée jusqu'au ${until}.`,
    },
    reminder: {
      subject: (course, when) =>
        when === "7d"
          ? `Rappel : « ${course} » commence dans une semaine`
          : `Rappel : « ${course} » commence demain`,
      intro: (course, when) =>
        when === "7d"
          ? `Votre formation « ${course} » commence dans une semaine. Voici ses informations pratiques.`
          : `Votre formation « ${course} » commence dans moins de 24 heures. Voici ses informations pratiques.`,
      unpaid: "Votre paiement est encore en attente : voici comment le régler.",
    },
    payment: {
      title: "Comment payer",
      amount: (price) => `Montant : ${price}.`,
      onRequest: "Le tarif de cette formation est établi sur devis : notre équipe vous contacte.",
      transfer: (reference) => `Par virement bancaire, en indiquant la référence ${reference} :`,
      transferBefore: (reference, until) =>
        `Par virement bancaire, en indiquant la référence ${reference} ; il doit nous parvenir avant le ${until} :`,
      bank: { name: "Banque", holder: "Titulaire", account: "Compte", swift: "SWIFT" },
      orangeMoney: (merchant, number) =>
        `Ou par Orange Money, au marchand ${merchant} (${number}), avec la même référence.`,
      company: (company) =>
        `Votre entreprise (${company}) règle la formation : transmettez-lui ces informations ; nous lui adressons une facture sur demande.`,
      online: "Le paiement en ligne par carte sera bientôt proposé depuis « Mes inscriptions ».",
    },
  },
  en: {
    hello: (name) => `Hello ${name},`,
    labels: {
      course: "Training",
      dates: "Dates",
      time: "Hours",
      place: "Place",
      price: "Price",
      reference: "Reference",
    },
    dateRange: (start, end) => `from ${start} to ${end}`,
    zone: (city, offset) => `${city} time, ${offset}`,
    online: "Online (virtual classroom)",
    joinLive: {
      button: "Join the live session",
      line: "On the day, join the virtual classroom (open 15 minutes before the start) with the account you registered with:",
    },
    onRequest: "On request",
    manage: "Find and manage your registrations in your account:",
    manageButton: "My registrations",
    confirmed: {
      subject: (course) => `Registration confirmed: ${course}`,
      intro: (course) =>
        `Your registration for the training “${course}” is confirmed: your seat is reserved.`,
      calendar: "The attached file adds the session to your calendar.",
    },
    waitlisted: {
      subject: (course) => `Waiting list: ${course}`,
      intro: (course, date, position) =>
        `The session of ${date} of the training “${course}” is full. You are on the waiting list, in position ${position}. As soon as a seat frees up, we offer it to you by e-mail and hold it for 24 hours.`,
    },
    interest: {
      subject: (course) => `Registration request recorded: ${course}`,
      intro: (course) =>
        `No session of the training “${course}” is scheduled at the moment. Your request is recorded: we will offer you a seat as soon as a session is planned.`,
    },
    offer: {
      subject: (course) => `A seat has freed up: ${course}`,
      intro: (course, date, until) =>
        `A seat has freed up for the session of ${date} of the training “${course}”. It is held for you until ${until}. Please confirm it:`,
      button: "Confirm my seat",
      otherwise: "Without a confirmation by then, it will be offered to the next person on the waiting list.",
    },
    offerExpired: {
      subject: (course) => `Seat not confirmed: ${course}`,
      intro: (course, date) =>
        `The seat held for you for the session of ${date} of the training “${course}” was not confirmed in time: it has been offered to the next person. You can register again from the training's page.`,
    },
    holdExpired: {
      subject: (course) => `Seat released, payment not received: ${course}`,
      intro: (course, date) =>
        `Your seat for the session of ${date} of the training “${course}” was held while we waited for your payment, which did not reach us in time: it has been released to the next person. You can register again from the training's page.`,
    },
    cancelled: {
      subject: (course) => `Registration cancelled: ${course}`,
      intro: (course) => `Your registration for the training “${course}” is cancelled.`,
      sessionCancelled: (course, date) =>
        `We regret to tell you that the session of ${date} of the training “${course}” has been cancelled by our centre. Your registration is therefore cancelled.`,
      refund:
        "You had paid for this training: your refund request has been passed on to our team, who will get back to you shortly.",
      sessionRefund:
        "You had paid for this training: we are refunding you in full, and you will get an e-mail once it is done.",
      calendar: "The attached file removes the session from your calendar.",
    },
    sessionChanged: {
      subject: (course) => `Session changed: ${course}`,
      intro: (course) =>
        `Our centre has changed the session of your training “${course}”. Here are its new details.`,
      waitlisted: (course) =>
        `Our centre has changed the session of the training “${course}”, for which you are on the waiting list. Here are its new details.`,
      calendar: "The attached file updates the session in your calendar.",
    },
    hold: {
      reminderSubject: (course) => `Reminder: payment awaited for “${course}”`,
      reminderIntro: (course, until) =>
        `Your seat for the training “${course}” is held until ${until} while we wait for your payment. Without payment received by then, it will be released to the next person.`,
      extendedSubject: (course) => `Payment deadline extended: ${course}`,
      extendedIntro: (course, until) =>
        `Our team has extended the payment deadline of your registration for the training “${course}”: your seat is held until ${until}.`,
    },
    reminder: {
      subject: (course, when) =>
        when === "7d" ? `Reminder: “${course}” starts in one week` : `Reminder: “${course}” starts tomorrow`,
      intro: (course, when) =>
        when === "7d"
          ? `Your training “${course}” starts in one week. Here are its practical details.`
          : `Your training “${course}” starts in less than 24 hours. Here are its practical details.`,
      unpaid: "Your payment is still pending: here is how to pay.",
    },
    payment: {
      title: "How to pay",
      amount: (price) => `Amount: ${price}.`,
      onRequest: "The price of this training is on request: our team will contact you.",
      transfer: (reference) => `By bank transfer, quoting the reference ${reference}:`,
      transferBefore: (reference, until) =>
        `By bank transfer, quoting the reference ${reference}; it must reach us before ${until}:`,
      bank: { name: "Bank", holder: "Account holder", account: "Account", swift: "SWIFT" },
      orangeMoney: (merchant, number) =>
        `Or with Orange Money, to the merchant ${merchant} (${number}), with the same reference.`,
      company: (company) =>
        `Your company (${company}) pays for the training: pass these details on to it; we send it an invoice on request.`,
      online: "Online card payment will soon be available from “My registrations”.",
    },
  },
};
