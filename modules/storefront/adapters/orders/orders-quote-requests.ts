import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { OperationDirectory } from '../../../../infra/operations/operation-directory';
import { runWithin } from '../../../../infra/operations/presented-operation';
import type { QuoteRequest, QuoteRequests } from '../../application/ports';

/** Quotes belong to the orders context: recorded by its recordQuote operation, which emits form:submitted. */
@injectable()
export class OrdersQuoteRequests implements QuoteRequests {
  constructor(@inject(InfraTokens.OperationDirectory) private readonly directory: OperationDirectory) {}

  async record(request: QuoteRequest): Promise<{ id: number; submittedAt: Date }> {
    const quote = await runWithin<{ id: number; created_at: string }>(this.directory, 'recordQuote', {
      body: {
        customiser_id: request.customiserId,
        form_id: request.formId,
        answers: request.answers.map((answer) => ({ field_id: answer.fieldId, value: answer.value })),
        files: request.files,
        contact: request.contact,
      },
    });
    return { id: quote.id, submittedAt: new Date(quote.created_at) };
  }
}
