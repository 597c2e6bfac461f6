import { PDFDocument } from 'pdf-lib';
import type { Permission, TokenResponse } from '@siteline/shared';
import { bearerFor, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

/**
 * A project with two companies' contracts (plus a '#' company and a nameless one the desk must
 * not list), a registrar holding CanDoRegistrations, a member without it, and a registrar of
 * another project; calls under the project's path (v1 or v2 by the path).
 */
/** The registrations tests' site; with `pin`, its self-registration pin is that one. */
export async function registrationsFixture(t: TestApp, pin?: string) {
  const projectId = await createProject(t.db, { title: 'Harbor Point' });
  if (pin !== undefined) {
    await t.db
      .updateTable('projects')
      .set({ short_code: pin })
      .where('project_id', '=', projectId)
      .execute();
  }
  const otherProjectId = await createProject(t.db);
  const { account_id: accountId } = await t.db
    .selectFrom('projects')
    .select('account_id')
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();

  const company = async (name: string) =>
    (
      await t.db
        .insertInto('companies')
        .values({ name })
        .returning('company_id')
        .executeTakeFirstOrThrow()
    ).company_id;
  const contract = async (project: number, companyId: number | null, trade = 'Concrete') =>
    (
      await t.db
        .insertInto('contracts')
        .values({ project_id: project, company_id: companyId, trade })
        .returning('contract_id')
        .executeTakeFirstOrThrow()
    ).contract_id;

  const acme = await company(`Acme Concrete ${projectId}`);
  const bolt = await company(`Bolt Electric ${projectId}`);
  const hashed = await company(`#Old ${projectId}`);
  const blank = await company(' ');
  const acmeContract = await contract(projectId, acme);
  const boltContract = await contract(projectId, bolt, 'Electrical');
  await contract(projectId, hashed);
  await contract(projectId, blank);

  const person = async (project: number, permissions: Permission[]) => {
    const user = await createUser(t.db);
    await addMember(t.db, project, user.userId, permissions);
    return { ...user, tokens: await tokensFor(t.app, user.email, PASSWORD) };
  };
  const registrar = await person(projectId, ['CanDoRegistrations']);
  const viewer = await person(projectId, []);
  const stranger = await person(otherProjectId, ['CanDoRegistrations']);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { tokens?: TokenResponse; payload?: unknown; project?: number } = {},
  ) => {
    const url = path.replace('{id}', String(options.project ?? projectId));
    return t.app.inject({
      method,
      url,
      headers: bearerFor(url, options.tokens ?? registrar.tokens),
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  };

  return {
    projectId,
    otherProjectId,
    accountId,
    acme,
    bolt,
    acmeContract,
    boltContract,
    contract,
    registrar,
    viewer,
    stranger,
    call,
  };
}

/** A small, real PDF (one blank page). */
export async function samplePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

/** The error body every route answers a 4xx with. */
export type ApiErrors = { errors: { errorMessage: string }[] };
