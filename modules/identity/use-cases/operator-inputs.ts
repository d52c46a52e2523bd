import { z } from '../../../shared-kernel/validation/zod';

/*
 * What the operator's operations take: ids as the command line read them (numbers), and bodies checked
 * strictly. Only types are checked here; what a store, a key or a person may be is the use case's rule,
 * answered with its own problem, as it always was.
 */

const id = () => z.number().int().nonnegative();

export const storeParams = z.object({ store_id: id() });

export const keyParams = z.object({ key_id: id() });

/** Which of the store's data: its live data, or (test mode) its test store's. */
export const modeBody = z.strictObject({ test: z.boolean().default(false) });
