/**
 * The context's one kind of email, whichever template writes it (an order email, a quote email): a row
 * queued in the transaction that asks for it, with the task that sends it, and finished by a try of that
 * task. `sent`: each addressee was mailed (or found suppressed); `skipped`: there was nobody to mail;
 * `failed`: what stopped it no retry can mend, or the last try could not hand a message over.
 */
export type EmailStatus = 'queued' | 'sent' | 'skipped' | 'failed';

export interface Email {
  id: number;
  storeId: number;
  status: EmailStatus;
  createdAt: Date;
}

/** How a try finished a queued email: sent to its addressees, or skipped or failed for a reason. */
export type EmailOutcome = { status: 'sent'; to: readonly string[] } | { status: 'skipped' | 'failed'; reason: string };

/**
 * What the tries of one email did for one recipient, where its template keeps such a record (a quote
 * email does). `sending` is taken before the message is handed over, so a later try never mails that
 * recipient again; one that finds `sending` left by a try that stopped mid-handover records
 * `unconfirmed` (perhaps delivered) instead of mailing a second time.
 */
export type EmailRecipientStatus = 'sending' | 'sent' | 'suppressed' | 'unconfirmed' | 'failed';

export interface EmailRecipient {
  recipient: string;
  status: EmailRecipientStatus;
}
