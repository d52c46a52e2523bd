import type { Page, PageRequest } from '../../../shared-kernel/http/pagination';
import type { MailMessage } from '../../../shared-kernel/mail';
import type { Email, EmailOutcome, EmailRecipient } from '../domain/email';
import type { NewOrder, Order, OrderedProduct } from '../domain/order';
import type { NewOrderEmail, OrderEmail } from '../domain/order-email';
import type { NewQuote, Quote } from '../domain/quote';
import type { FormMailing, NewQuoteEmail, QuoteEmail } from '../domain/quote-email';

/** The creation-time filters the orders and quotes listings share: both bounds exclusive. */
export interface CreatedWindow {
  createdAfter?: Date;
  createdBefore?: Date;
}

export type OrderFilters = CreatedWindow;
export type QuoteFilters = CreatedWindow;

export interface OrderRepository {
  /** The store's next order number; holds the store's counter until the transaction ends. */
  nextOrderNumber(storeId: number): Promise<number>;
  create(order: NewOrder): Promise<Order>;
  /** The id of the store's order recorded by this integration under this external id, if any. */
  findByExternalId(storeId: number, integrationId: number, externalId: string): Promise<number | undefined>;
  find(storeId: number, id: number): Promise<Order | undefined>;
  /** Oldest first, by id. */
  list(storeId: number, filters: OrderFilters, page: PageRequest<number>): Promise<Page<Order, number>>;
  /** Orders created in [from, to) and the sum of their order totals. */
  summarise(storeId: number, from: Date, to: Date): Promise<{ orders: number; revenue: number }>;
}

/** The emails of one template, kept in its table: one shape for order emails and quote emails. */
export interface EmailRepository<E extends Email, New> {
  create(email: New): Promise<E>;
  find(storeId: number, id: number): Promise<E | undefined>;
  /** Every email of the store's order (or quote) `aboutId`, oldest first; none for another store's. */
  of(storeId: number, aboutId: number): Promise<E[]>;
  /** Only a queued email is finished; false when it no longer was queued. */
  finish(id: number, outcome: EmailOutcome, at: Date): Promise<boolean>;
}

export type OrderEmailRepository = EmailRepository<OrderEmail, NewOrderEmail>;
export type QuoteEmailRepository = EmailRepository<QuoteEmail, NewQuoteEmail>;

/**
 * What the tries of a template's emails remember of each recipient, so that no try mails one twice.
 * Outside a unit of work every write commits at once: a recipient is taken before its message is
 * handed over, and that must outlive a crash.
 */
export interface RecipientLedger {
  recipients(emailId: number): Promise<EmailRecipient[]>;
  /** Records the recipient as `sending`; false when a try already recorded anything for it. */
  take(emailId: number, recipient: string, at: Date): Promise<boolean>;
  /** Records a recipient no try may mail; a recipient already recorded keeps its record. */
  suppress(emailId: number, recipient: string, at: Date): Promise<void>;
  /** Settles a recipient taken as `sending` (or left `unconfirmed` by a try that believed this one dead). */
  settle(emailId: number, recipient: string, status: 'sent' | 'unconfirmed' | 'failed', at: Date): Promise<void>;
  /** Gives back a recipient whose handover failed, so the next try mails it. */
  release(emailId: number, recipient: string): Promise<void>;
}

/** Where the service serves the bytes of a quote's file (to `quotes:read` only). */
export interface QuoteFileUrls {
  fileOf(quoteId: number, uploadId: string): string;
}

/** The bytes of a shopper's file that a submission of the current store took; absent when there is none. */
export interface QuoteFileBytes {
  read(uploadId: string): Promise<{ filename: string; contentType: string; bytes: Buffer } | undefined>;
}

export interface QuoteRepository {
  create(quote: NewQuote): Promise<Quote>;
  find(storeId: number, id: number): Promise<Quote | undefined>;
  list(storeId: number, filters: QuoteFilters, page: PageRequest<number>): Promise<Page<Quote, number>>;
  countCreated(storeId: number, from: Date, to: Date): Promise<number>;
}

/** A store's orders and quotes, with their emails and order numbers, deleted whole (a test store's, on a sandbox reset). */
export interface OrdersTestData {
  drop(storeId: number): Promise<{ orders: number; quotes: number }>;
}

/** The store as orders see it, asked of the identity context. */
export interface StoreProfile {
  name: string;
  currency: string | null;
  manufacturerEmail: string | null;
  /** False: the store holds test data, whose emails go to the test mailbox only. */
  livemode: boolean;
}

export interface OrderStores {
  profile(storeId: number): Promise<StoreProfile>;
  acceptsWrites(storeId: number, integrationId: number): Promise<boolean>;
}

/** The catalogue's products as orders see them: a line's product, and how many were made. */
export interface ProductCatalogue {
  /** A product of the current store named by its id or by the integration's own id, as an order keeps it, and its price. */
  resolve(reference: { productId: number } | { externalId: string }): Promise<{ snapshot: OrderedProduct; priceAmount: number } | undefined>;
  countCreated(storeId: number, source: 'synchronised' | 'design', from: Date, to: Date): Promise<number>;
}

/** The catalogue's forms as quotes see them. */
export interface QuoteForms {
  /** A form of a customiser of the current store, with the names of its fields. */
  find(customiserId: number, formId: number): Promise<{ fields: { field_id: string; name: string }[] } | undefined>;
  /** A form's mail settings for a worker, which acts for the store it names; undefined once the form is gone. */
  mailing(storeId: number, customiserId: number, formId: number): Promise<FormMailing | undefined>;
}

/** What a try of an email hands over: to whom (each once), whom never (suppressed), and what. */
export interface Letter {
  to: string[];
  suppressed: string[];
  message: Omit<MailMessage, 'to'>;
}

/** A template's answer at a try: its letter, or why the email goes unsent, for good or by the form's settings. */
export type LetterOrNot = Letter | { failed: string } | { skipped: string };

/**
 * One template of the context's one email kind (the order email, the quote email): the task that sends
 * its emails, where they are kept, what their tries remember of each recipient, and what they say to whom.
 */
export interface EmailTemplate<E extends Email, New> {
  /** The task kind (`application/email-tasks.ts`); its subject is the email's id. */
  readonly task: string;
  readonly emails: EmailRepository<E, New>;
  readonly ledger: RecipientLedger;
  /** The letter of a queued email as things stand at this try; `store` reads the email's store, once a try. */
  letter(email: E, store: () => Promise<StoreProfile>): Promise<LetterOrNot>;
}

/**
 * What one try of a recorded email came to: nothing left to do (sent, skipped, or finished by an
 * earlier try), or a failure no later try can mend, already recorded on the email when it exists.
 * A failure a later try may mend (the mail server refused or was away) is thrown instead.
 */
export type EmailTryOutcome = 'done' | { failed: string };

/** Sends one recorded email of a template; the caller says whether this is its last try. */
export interface EmailSender {
  send<E extends Email, New>(template: EmailTemplate<E, New>, storeId: number, emailId: number, options: { finalAttempt: boolean }): Promise<EmailTryOutcome>;
}
