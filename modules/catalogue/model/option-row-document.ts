import { applyMergePatch, sameJsonValue, type JsonObject } from '../../../shared-kernel/merge-patch';
import { parseBody } from '../../../shared-kernel/validation/strict-parsing';
import type { CustomiserSettings } from '../domain/customiser-settings';
import { READ_ONLY_ATTRIBUTES, splitReadOnly } from '../domain/family-attributes';
import type { FamilySegment } from '../domain/option-families';
import { familyDocument } from './family-document';
import { assertAllowedBySettings, completeWrite, SETTINGS_BOUND_FAMILIES } from './family-rules';
import { rowReferences, type RowReference } from './row-reference';

/** What of the customiser a write is checked against, for the families whose rules read it. */
export interface RowContext {
  settings: Pick<CustomiserSettings, 'border_margin_cm' | 'ai_designer_fallback_form_id'>;
}

/**
 * The attributes of one option row as an aggregate: a create body or a merge patch becomes a document
 * checked against the family's fields and rules; service-set attributes (a shape, a font file) are kept
 * as they are. What needs the database is returned, not done: the ids to check (`references`) and, for
 * the families in `needsContext`, the settings to check against (`assertAllowed`).
 */
export class OptionRowDocument {
  private constructor(
    readonly family: FamilySegment,
    readonly attributes: Record<string, unknown>,
    /** The stored attributes a patch started from; absent for a new row. */
    private readonly previous?: Record<string, unknown>,
  ) {}

  /** A new row from a create body: checked strictly, defaults filled in, service-set attributes at their initial values. */
  static create(family: FamilySegment, body: unknown): OptionRowDocument {
    const writable = parseBody(familyDocument(family), body) as Record<string, unknown>;
    const next = { ...structuredClone(READ_ONLY_ATTRIBUTES[family] ?? {}), ...writable };
    return new OptionRowDocument(family, completeWrite(family, next));
  }

  /** A stored row, trusted as it was checked when written. */
  static stored(family: FamilySegment, attributes: Record<string, unknown>): OptionRowDocument {
    return new OptionRowDocument(family, attributes);
  }

  /** Whether the rules of `family` read the customiser's settings (a write then loads them). */
  static needsContext(family: FamilySegment): boolean {
    return SETTINGS_BOUND_FAMILIES.includes(family);
  }

  /** RFC 7396 over the writable attributes; the result is checked exactly as a create body is. */
  applyPatch(patch: JsonObject): OptionRowDocument {
    const { writable, readOnly } = splitReadOnly(this.family, this.attributes);
    const merged = parseBody(familyDocument(this.family), applyMergePatch(writable, patch, { nullMeans: 'clear' })) as Record<string, unknown>;
    return new OptionRowDocument(this.family, completeWrite(this.family, { ...readOnly, ...merged }, this.attributes), this.attributes);
  }

  /** The rules that read the customiser's settings; `rowId` is the row written, absent on create. */
  assertAllowed(context: RowContext, rowId?: number): void {
    assertAllowedBySettings(this.family, { next: this.attributes, previous: this.previous, rowId }, context.settings);
  }

  /** Every id this document names in another family, for one existence check. */
  references(): RowReference[] {
    return rowReferences(this.family, this.attributes);
  }

  /** A patch that leaves the row as stored changes nothing: it writes nothing and has no side effect. */
  changesNothing(): boolean {
    return this.previous !== undefined && sameJsonValue(this.attributes, this.previous);
  }

  /** The name to keep unique among the customiser's rows (backboards), compared without case or outer spaces. */
  uniqueName(): string | undefined {
    if (this.family !== 'backboards') return undefined;
    const name = normalisedName(this.attributes.name);
    return this.previous !== undefined && normalisedName(this.previous.name) === name ? undefined : name;
  }
}

export function normalisedName(name: unknown): string {
  return String(name ?? '').trim().toLowerCase();
}
