/** A backup, restore or export that cannot proceed: its message is one line for the operator. */
export class BackupError extends Error {}
