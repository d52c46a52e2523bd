import { idParam } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';
import type { AnyRoute } from '../../../../infra/http/route';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { FAMILY_SEGMENTS, OPTION_FAMILIES, type OptionFamily } from '../../domain/option-families';
import type { StoreProfiles } from '../../application/ports';

export const customiserParams = z.object({ customiser_id: idParam() });

/**
 * Where a family's rows are on the wire, which its five operations (list, read, create, merge-patch and
 * delete: use-cases/*-option-row) share: one declaration each for every family (decision 0005).
 */
export function familyRouting(family: OptionFamily) {
  const rowParam = `${family.object}_id`;
  const collection = `/api/v3/customisers/{customiser_id}/${family.segment}`;
  return {
    rowParam,
    collection,
    item: `${collection}/{${rowParam}}`,
    itemParams: customiserParams.extend({ [rowParam]: idParam().openapi({ description: `The ${family.noun}’s id.` }) }),
    /** The customiser's and the row's ids, from an item's parameters. */
    ids: (params: unknown) => {
      const values = params as Record<string, number>;
      return { customiserId: values.customiser_id!, rowId: values[rowParam]! };
    },
    tag: `Customiser ${family.segment.replace(/-/g, ' ')}`,
  };
}

/** A family's segment or object in an operationId: `mounting-colours` → `MountingColours`. */
export function pascal(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());
}

/** One operation declared for every option family (`listBackboards`, `listColours` …), each its own route. */
export function forEveryFamily(route: (family: OptionFamily) => AnyRoute): AnyRoute[] {
  return FAMILY_SEGMENTS.map((segment) => route(OPTION_FAMILIES[segment]));
}

/** The acting store's currency, in which a row's record shows its prices. */
export async function storeCurrency(stores: StoreProfiles): Promise<string | null> {
  return (await stores.profile(currentStoreId())).currency;
}
