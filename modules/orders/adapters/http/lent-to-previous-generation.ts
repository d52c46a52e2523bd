/**
 * The order submission as v3 publishes it (OrderCreate), lent through the face to the previous
 * generation's v2 orders route alone, which takes the same body. A loan, not a face: when v2 derives its
 * documentation from v3's declarations, this file and its line in index.ts go. No other module may
 * import it (tests/architecture/faces.test.ts).
 */
export { orderSubmissionBody as orderSubmission } from './order-submission.schemas';
