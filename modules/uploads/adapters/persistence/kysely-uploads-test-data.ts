import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { UploadsTestData } from '../../application/ports';

/** Deletes a store's uploads in the caller's transaction. */
@injectable()
export class KyselyUploadsTestData implements UploadsTestData {
  constructor(@inject(InfraTokens.Database) private readonly database: TransactionalDatabase) {}

  async drop(storeId: number) {
    const { rows } = await sql<{ id: string; store_id: number }>`delete from uploads.uploads where store_id = ${storeId} returning id, store_id`.execute(this.database.current());
    return rows.map((row) => ({ id: row.id, storeId: row.store_id }));
  }
}
