import { inject, injectable } from 'inversify';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { StorefrontTokens } from '../../storefront.tokens';
import { answerErrors, contactOf, normalisedAnswers, type FormSubmission } from '../../domain/form-answers';
import type { FormUploads, QuoteRequests } from '../../application/ports';
import { ReadStorefrontService } from '../../application/read-storefront.service';

export interface FormSubmissionReceipt {
  object: 'form_submission';
  id: number;
  form_id: number;
  customiser_id: number;
  submitted_at: string;
}

/**
 * A shopper submits a form of an active customiser: the answers are checked against the form's fields
 * and the named files against the store's uploads; then the files are taken (their bytes verified, no
 * other submission can name them), the quote recorded, form:submitted emitted and the form's emails
 * queued, all in the request's transaction. The receipt's id is the quote's.
 */
@injectable()
export class SubmitFormService {
  constructor(
    @inject(ReadStorefrontService) private readonly storefront: ReadStorefrontService,
    @inject(StorefrontTokens.FormUploads) private readonly uploads: FormUploads,
    @inject(StorefrontTokens.QuoteRequests) private readonly quotes: QuoteRequests,
  ) {}

  async submit(formId: number, submission: FormSubmission): Promise<FormSubmissionReceipt> {
    const customiserId = await this.storefront.customiserOfForm(formId);
    const snapshot = await this.storefront.snapshot(customiserId);
    const form = snapshot.configuration.forms.find((candidate) => candidate.id === formId);
    if (!form) throw Problems.resourceNotFound('form');
    const uploads = await this.uploads.find(submission.upload_ids);
    const errors = answerErrors(form, submission, uploads);
    if (errors.length > 0) throw Problems.validationFailed(errors);
    const answers = normalisedAnswers(form, submission);
    const files = await this.uploads.attach(submission.upload_ids);
    const quote = await this.quotes.record({ customiserId, formId, answers, files, contact: contactOf(form, answers) });
    return { object: 'form_submission', id: quote.id, form_id: formId, customiser_id: customiserId, submitted_at: quote.submittedAt.toISOString() };
  }
}
