import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
});
afterAll(() => t.close());

describe('the project fields', () => {
  it('are the whole catalogue, by section, until the project saves a selection', async () => {
    const projectId = await createProject(t.db);
    const fields = await t.app.services.registrationsFields.projectFields(projectId);
    const catalogue = await t.db.selectFrom('registration_fields').select('field_name').execute();
    expect(fields).toHaveLength(catalogue.length);
    expect(fields[0]).toMatchObject({ FieldName: 'Title', ProfileSectionName: 'Profile' });
    expect(fields.filter((f) => f.IsRequired).map((f) => f.FieldName)).toEqual([
      'FirstName',
      'LastName',
    ]);
    const sections = fields.map((f) => f.ProfileSectionName);
    expect(sections.indexOf('Health')).toBeGreaterThan(sections.lastIndexOf('Certifications'));
    expect(fields.find((f) => f.FieldName === 'HourlyWageRate')).toMatchObject({
      PermissionConst: 'CanManageWageRates',
      IncludeInSelfServiceRegistration: false,
    });
    expect(fields.find((f) => f.FieldName === 'Ethnicity')?.InputJson?.options).toContainEqual({
      value: 'Other',
      english: 'Other',
      spanish: 'Otro',
    });
  });

  it('follow the saved selection, its order and the overrides of that project only', async () => {
    const projectId = await createProject(t.db);
    const otherId = await createProject(t.db);
    const ids = await t.db
      .selectFrom('registration_fields')
      .select(['registration_field_id as id', 'field_name'])
      .where('field_name', 'in', ['FirstName', 'LastName', 'Telephone', 'EmergencyContact.Name'])
      .execute();
    const id = (name: string) => ids.find((r) => r.field_name === name)!.id;
    await t.db
      .insertInto('project_registration_fields')
      .values([
        {
          project_id: projectId,
          registration_field_id: id('Telephone'),
          sort_order: 1,
          is_required: true,
        },
        { project_id: projectId, registration_field_id: id('LastName'), sort_order: 2 },
        { project_id: projectId, registration_field_id: id('FirstName'), sort_order: 3 },
        {
          project_id: projectId,
          registration_field_id: id('EmergencyContact.Name'),
          sort_order: 4,
        },
      ])
      .execute();
    await t.db
      .insertInto('registration_field_overrides')
      .values({
        project_id: projectId,
        registration_field_id: id('Telephone'),
        display_name_english: 'Cell',
        display_name_spanish: 'Celular',
        include_in_self_service_registration: false,
      })
      .execute();

    const fields = await t.app.services.registrationsFields.projectFields(projectId);
    expect(fields.map((f) => [f.FieldName, f.IsRequired])).toEqual([
      ['Telephone', true],
      ['LastName', true],
      ['FirstName', true],
      ['EmergencyContact.Name', false],
    ]);
    expect(fields[0]).toMatchObject({
      DisplayNameEnglish: 'Cell',
      DisplayNameSpanish: 'Celular',
      IncludeInSelfServiceRegistration: false,
      workerColumn: 'telephone',
    });
    const other = await t.app.services.registrationsFields.projectFields(otherId);
    expect(other.find((f) => f.FieldName === 'Telephone')?.DisplayNameEnglish).toBe('Mobile phone');
  });

  it('come with the five profile sections in tab order', async () => {
    const sections = await t.app.services.registrationsFields.profileSections();
    expect(sections.map((s) => [s.SectionSlug, s.PermissionConst])).toEqual([
      ['profile', 'WorkerProfile'],
      ['emergencyinformation', 'WorkerEmergencyInfo'],
      ['projectattributes', 'WorkerProjectAttributes'],
      ['certifications', 'WorkerCertifications'],
      ['health', 'WorkerHealth'],
    ]);
  });
});
