import type { Executor } from '../../db/database.ts';

/**
 * A project's integration with a provider it signs in to (project_integrations): the row every
 * signed-in provider shares — its switch, its sign-in and tokens, its company and project.
 */
function integrationQuery(db: Executor, projectId: number, providerId: number) {
  return db
    .selectFrom('project_integrations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', providerId);
}

export function findIntegration(db: Executor, projectId: number, providerId: number) {
  return integrationQuery(db, projectId, providerId).executeTakeFirst();
}

export type IntegrationRow = NonNullable<Awaited<ReturnType<typeof findIntegration>>>;

/** The row locked for this transaction: one token refresh at a time, across servers. */
export function lockIntegration(tx: Executor, projectId: number, providerId: number) {
  return integrationQuery(tx, projectId, providerId).forUpdate().executeTakeFirst();
}

export async function insertIntegration(
  db: Executor,
  projectId: number,
  providerId: number,
  userId: number,
): Promise<void> {
  await db
    .insertInto('project_integrations')
    .values({ project_id: projectId, service_provider_id: providerId, created_by_user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteIntegration(db: Executor, projectId: number, providerId: number) {
  await db
    .deleteFrom('integration_contract_mappings')
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', providerId)
    .execute();
  await db
    .deleteFrom('project_integrations')
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', providerId)
    .execute();
}

export async function updateIntegration(
  db: Executor,
  projectId: number,
  providerId: number,
  set: Partial<{
    oauth_state: string | null;
    oauth_verifier_sealed: string | null;
    oauth_redirect_uri: string | null;
    oauth_started_at: Date | null;
    access_token_sealed: string | null;
    refresh_token_sealed: string | null;
    token_expires_at: Date | null;
    authenticated_at: Date | null;
    external_company_id: string | null;
    external_company_name: string | null;
    external_project_id: string | null;
    external_project_name: string | null;
    external_project_code: string | null;
    client_id: string | null;
    client_secret_sealed: string | null;
    push_time: string;
  }>,
): Promise<void> {
  await db
    .updateTable('project_integrations')
    .set(set)
    .where('project_id', '=', projectId)
    .where('service_provider_id', '=', providerId)
    .execute();
}
