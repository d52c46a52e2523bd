import type { Generated } from 'kysely';

/** The activity schema's tables, as Kysely reads them; row types stay in this folder. */
export interface ActivityTables {
  'activity.items': {
    id: Generated<string>;
    store_id: number;
    action: string;
    resource_type: string;
    resource_id: string | null;
    customiser_id: number | null;
    actor_type: string;
    actor_id: string | null;
    actor_name: string | null;
    request_id: string | null;
    created_at: Generated<Date>;
  };
}
