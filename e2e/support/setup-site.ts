import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The set-up journey's installation: its own data directory and its first admin. */
export const SETUP_DATA_DIR = path.resolve(import.meta.dirname, '../.data-setup');
export const SETUP_DATABASE_URL_FILE = path.join(SETUP_DATA_DIR, 'database-url');
export const SETUP_ADMIN = {
  email: 'first.admin@setup.example',
  firstName: 'Ada',
  lastName: 'Setup',
  password: 'setup-admin-password',
} as const;

/**
 * A worker of the company's first contract with a badge valid from yesterday. There is no worker registration
 * screen nor API yet, so the journey writes the three rows a registration would write.
 */
export async function addBadgedWorker(
  projectId: number,
  companyName: string,
  worker: { firstName: string; lastName: string; tag: string },
): Promise<number> {
  const url = (await readFile(SETUP_DATABASE_URL_FILE, 'utf8')).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const contract = await client.query<{ contract_id: number }>(
      `SELECT c.contract_id FROM contracts c
         JOIN companies co ON co.company_id = c.company_id
        WHERE c.project_id = $1 AND co.name = $2
        ORDER BY c.contract_id LIMIT 1`,
      [projectId, companyName],
    );
    const contractId = contract.rows[0]?.contract_id;
    if (contractId === undefined) throw new Error(`no contract of ${companyName}`);
    const inserted = await client.query<{ worker_id: number }>(
      `INSERT INTO workers (project_id, contract_id, first_name, last_name)
       VALUES ($1, $2, $3, $4) RETURNING worker_id`,
      [projectId, contractId, worker.firstName, worker.lastName],
    );
    const workerId = inserted.rows[0]!.worker_id;
    const tag = await client.query<{ tag_id: number }>(
      `INSERT INTO tags (project_id, tag, tag_type_id) VALUES ($1, $2, 1) RETURNING tag_id`,
      [projectId, worker.tag],
    );
    await client.query(
      `INSERT INTO worker_tags (project_id, worker_id, tag_id, start_date)
       VALUES ($1, $2, $3, current_date - 1)`,
      [projectId, workerId, tag.rows[0]!.tag_id],
    );
    await client.query('COMMIT');
    return workerId;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    await client.end();
  }
}
