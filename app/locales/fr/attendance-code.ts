/** Attendance by QR code: the code the trainer shows, and the page a participant's phone opens. */
export const attendanceCode = {
  parts: {
    morning: "Matin",
    afternoon: "Après-midi",
  },
  halfDay: "{{part}} du {{date}}",
  /** Inside a sentence: "pour le matin du …". */
  partsInline: {
    morning: "le matin",
    afternoon: "l'après-midi",
  },
  display: {
    seoTitle: "Code de présence : {{course}}",
    seoDescription: "Le QR code de présence d'une demi-journée de formation.",
    heading: "Code de présence",
    instructions:
      "Scannez ce QR code avec votre téléphone, connecté à votre compte, puis confirmez votre présence.",
    changes: "Le code change toutes les 30 secondes : une photo du code ne sert à rien.",
    countdown: "Nouveau code dans {{seconds}} s",
    qrAlt: "QR code de présence pour {{halfDay}}",
    offline:
      "Le code n'a pas pu être renouvelé : vérifiez la connexion. Nouvel essai dans quelques secondes.",
    refusedTitle: "Code indisponible",
    badHalfDay: "Choisissez une demi-journée de la session : une date (AAAA-MM-JJ) et matin ou après-midi.",
    notFound: "Cette session n'existe pas.",
  },
  attend: {
    seoTitle: "Confirmer ma présence",
    seoDescription: "Confirmez votre présence à une demi-journée de formation.",
    heading: "Confirmer ma présence",
    intro: "Formation : {{course}}. Demi-journée : {{halfDay}}.",
    confirm: "Je suis présent(e)",
    markedTitle: "Présence enregistrée",
    marked: "Vous êtes marqué(e) présent(e) pour {{halfDay}}. Merci !",
    alreadyTitle: "Déjà enregistré",
    alreadyPresent: "Vous êtes déjà marqué(e) présent(e) pour cette demi-journée.",
    alreadyRecorded:
      "Votre présence pour cette demi-journée est déjà enregistrée ({{state}}) : voyez avec le formateur pour la modifier.",
    refusedTitle: "Présence non enregistrée",
    tooManyTitle: "Trop de tentatives",
    tooMany: "Trop de tentatives depuis votre compte. Réessayez dans {{minutes}} min.",
    formExpired: "Ce formulaire a expiré. Scannez à nouveau le QR code affiché par le formateur.",
    mine: "Mes inscriptions",
  },
  states: {
    present: "présent(e)",
    absent: "absent(e)",
    excused: "absence excusée",
    late: "en retard",
  },
  refusals: {
    invalid: "Ce code de présence n'est pas valide. Scannez à nouveau le QR code affiché par le formateur.",
    expired:
      "Code expiré : ce QR code n'est plus valable. Demandez au formateur un nouveau code, puis scannez-le à nouveau.",
    session_not_found: "Ce code ne correspond à aucune session.",
    session_cancelled: "Cette session a été annulée : elle ne prend pas de présences.",
    not_a_half_day: "Cette demi-journée ne fait pas partie de la session.",
    not_today:
      "Ce code ne vaut que le jour de sa demi-journée : demandez au formateur le code d'aujourd'hui.",
    not_registered:
      "Vous n'êtes pas inscrit(e) à cette session : ce code ne peut pas marquer votre présence. Vérifiez que vous êtes connecté(e) avec le bon compte.",
    not_confirmed:
      "Votre inscription à cette session n'est pas confirmée : voyez avec le formateur ou l'équipe.",
  },
};
