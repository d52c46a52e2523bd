import type { Actor } from '../../../shared-kernel/actor';

/**
 * A pricing version: the whole document as one write left it, numbered per customiser from 1. Version 1
 * (`initial`) is the document as first made; every later successful write records the next number.
 */
export type VersionOperation = 'initial' | 'patch' | 'replace' | 'restore' | 'legacy_replace' | 'connector';

export const VERSION_OPERATIONS: readonly VersionOperation[] = ['initial', 'patch', 'replace', 'restore', 'legacy_replace', 'connector'];

/** What a write does to the document, as its service knows it; who presents it decides the version's operation. */
export interface PricingWrite {
  kind: 'patch' | 'replace' | 'restore';
  /** The version a restore brings back. */
  restoredFrom?: number;
}

/** Who presented the write: the credential's kind, and whether the previous generation's routes did. */
export interface WritePresenter {
  credentialKind?: string;
  previousGeneration?: boolean;
}

/**
 * The operation a version names: an assistant's connection is `connector`, whichever tool wrote; the
 * previous generation's PUT is `legacy_replace`; otherwise what the write did.
 */
export function versionOperation(write: PricingWrite, presenter: WritePresenter): VersionOperation {
  if (presenter.credentialKind === 'connector_token') return 'connector';
  if (presenter.previousGeneration && write.kind === 'replace') return 'legacy_replace';
  return write.kind;
}

/** What a version records beside the document. */
export interface VersionEntry {
  operation: VersionOperation;
  restoredFrom: number | null;
  actor: Actor;
  requestId: string | null;
}

/** A recorded version, without its document. */
export interface PricingVersion extends VersionEntry {
  customiserId: number;
  version: number;
  createdAt: Date;
}

/** A recorded version with its document, in the form GET …/pricing answers it (without `livemode`). */
export interface PricingVersionWithDocument extends PricingVersion {
  document: Record<string, unknown>;
}

/** The service itself: the actor of every version 1, the document as the service first made it. */
export const SYSTEM_ACTOR: Actor = { type: 'system', id: null, name: null };

/**
 * Versions are kept at least this long, and the newest `VERSIONS_ALWAYS_KEPT` of a customiser always,
 * however old: a document nobody has touched in a year still has its history to restore from.
 */
export const VERSION_RETENTION_DAYS = 90;
export const VERSIONS_ALWAYS_KEPT = 50;

/** The members of a version's document that a restore writes back: the document without the read-only descriptors. */
export const RESTORED_MEMBERS = ['sizes', 'base_pricing', 'price_lists', 'sheet_pricing'] as const;

/**
 * What a restore of a version sends to the replacement, as a PUT of it would: the document's members.
 * The read-only descriptors (model, currency, …) are GET's, not the document's: they are left out, so the
 * restore is judged by the document it brings back.
 */
export function restoredDocument(document: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(RESTORED_MEMBERS.filter((member) => member in document).map((member) => [member, document[member]]));
}
