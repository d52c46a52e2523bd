import { z } from 'zod';
import { FAMILIES_PRICING_REFERENCES } from '../domain/size-references';
import { PRICING_DOCUMENT_SCHEMAS } from './pricing-document-shape';

/**
 * Every id a pricing document holds, and what it names: pricing's own records, or an option family of
 * the catalogue (whose rows then cannot be deleted while the document names them).
 */
const IDS_A_DOCUMENT_HOLDS: Record<string, string | null> = {
  customiser_id: null, // the document's own customiser (a read-only descriptor)
  price_list_id: null, // pricing's own price lists
  size_id: 'sizes',
};

function propertyNames(schema: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => names.add(name));
      walk(value);
    }
  };
  walk(schema);
  return names;
}

describe('the option rows a pricing document references', () => {
  it('are the families of every id a document of any model holds: pricing’s reference finder answers for each of them', () => {
    const ids = new Set<string>();
    for (const schema of Object.values(PRICING_DOCUMENT_SCHEMAS)) {
      for (const name of propertyNames(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))) if (/_ids?$/.test(name)) ids.add(name);
    }
    // A new id member (a font, a colour) must be declared here and answered by the finder, or its rows could be deleted from under the document.
    expect([...ids].sort()).toEqual(Object.keys(IDS_A_DOCUMENT_HOLDS).sort());
    const families = Object.values(IDS_A_DOCUMENT_HOLDS).filter((family): family is string => family !== null);
    expect([...FAMILIES_PRICING_REFERENCES].sort()).toEqual([...new Set(families)].sort());
  });
});
