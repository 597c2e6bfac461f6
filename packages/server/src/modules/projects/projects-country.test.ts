import {
  PROJECT_SETUP_MESSAGES,
  type ContractManagementList,
  type ProjectSettings,
  type RegistrationField,
  type TokenResponse,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, createUser } from '../../../test/factories.ts';

let t: TestApp;
let provider: TokenResponse;

const SETTINGS = {
  Title: 'Torre Castellana',
  NewAccountName: 'Obras Castellana',
  TimeZoneId: 'Europe/Madrid',
  StartDate: '2026-03-02',
  EndDate: null,
  WorkdayBoundaryHour: 4,
  DayShiftStart: null,
  NightShiftStart: null,
  ShowContactInformation: false,
  IsDemo: false,
};

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  const p = await createUser(t.db, { isProviderEmployee: true });
  provider = await tokensFor(t.app, p.email, PASSWORD);
});
afterAll(() => t.close());

function create(body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: bearer(provider),
    payload: body,
  });
}

describe("a project's country (its phones' default)", () => {
  it("takes its time zone's country unless one is chosen", async () => {
    const madrid = await create(SETTINGS);
    expect(madrid.statusCode).toBe(201);
    expect(madrid.json<ProjectSettings>().CountryCode).toBe('ES');

    const chosen = await create({ ...SETTINGS, NewAccountName: 'Obras 2', CountryCode: 'PT' });
    expect(chosen.json<ProjectSettings>().CountryCode).toBe('PT');

    const utc = await create({
      ...SETTINGS,
      NewAccountName: 'Obras 3',
      TimeZoneId: 'UTC',
      CountryCode: 'IE',
    });
    expect(utc.json<ProjectSettings>().CountryCode).toBe('IE');
  });

  it('asks the catalogue and counts money as the country does', async () => {
    const madrid = (
      await create({ ...SETTINGS, NewAccountName: 'Obras 6' })
    ).json<ProjectSettings>();
    const fields = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${madrid.ProjectId}/selected-registration-fields`,
      headers: bearer(provider),
    });
    const byName = new Map(
      fields.json<RegistrationField[]>().map((f) => [f.FieldName, f] as const),
    );
    expect(byName.get('State')).toMatchObject({ InputType: 'text', InputsAs: null });
    expect(byName.get('ZipCode')?.DisplayNameEnglish).toBe('Postal code');
    expect(byName.get('HourlyWageRate')?.DisplayNameEnglish).toBe('Hourly wage rate (EUR)');
    const contracts = await t.app.inject({
      method: 'GET',
      url: `/api/v1/project/${madrid.ProjectId}/contract-management/contracts`,
      headers: bearer(provider),
    });
    expect(contracts.json<ContractManagementList>().CurrencyCode).toBe('EUR');
  });

  it('asks for one when the time zone belongs to no country, and refuses what is not one', async () => {
    const utc = await create({ ...SETTINGS, NewAccountName: 'Obras 4', TimeZoneId: 'UTC' });
    expect(utc.statusCode).toBe(400);
    expect(JSON.stringify(utc.json())).toContain(
      JSON.stringify(PROJECT_SETUP_MESSAGES.countryNeeded('UTC')).slice(1, -1),
    );
    for (const CountryCode of ['XX', 'es', 'ESP']) {
      const bad = await create({ ...SETTINGS, NewAccountName: 'Obras 5', CountryCode });
      expect(bad.statusCode, CountryCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain(PROJECT_SETUP_MESSAGES.country);
    }
  });
});
