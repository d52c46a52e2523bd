import { idParam } from '../../../../infra/http/listing-query';
import { z } from '../../../../infra/openapi/zod';

export const customiserParams = z.object({ customiser_id: idParam().openapi({ description: 'The customiser’s id. One of another store answers 404, as an unknown id does.' }) });
