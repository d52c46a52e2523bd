import { Problems } from '../../../shared-kernel/problems/problems';
import { currentStoreId } from '../../../shared-kernel/request-context';
import type { Customiser } from '../domain/customiser';
import type { CustomiserRepository } from './ports';

/** The customiser of the calling store, or the same 404 an unknown id gets. */
export async function requireCustomiser(
  customisers: CustomiserRepository,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<Customiser> {
  const customiser = await customisers.find(currentStoreId(), id, options);
  if (!customiser) throw Problems.resourceNotFound('customiser');
  return customiser;
}
