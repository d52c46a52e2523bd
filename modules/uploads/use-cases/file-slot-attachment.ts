import type { OperationDirectory } from '../../../infra/operations/operation-directory';
import { ok } from '../../../infra/http/route';
import { resourceOf, runPresented, type PresentingInput } from '../../../infra/operations/presented-operation';

/** What attaching an upload to a file slot answers besides its answer, whichever slot. */
export const ATTACH_PROBLEMS = ['resource_not_found', 'validation_failed', 'unknown_field', 'upload_not_ready', 'upload_verification_failed'] as const;

/** The row a file slot holds, answered as the catalogue's own read of it answers (one mapper, its currency included). */
export async function slotRow(directory: Pick<OperationDirectory, 'find'>, operationId: string, params: Record<string, string>, input: PresentingInput) {
  return ok(resourceOf(await runPresented(directory.find(operationId), { params }, input)));
}
