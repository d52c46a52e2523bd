import { idParam } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';

export const customiserParams = z.object({ customiser_id: idParam() });
