import type {
  ContractMappings,
  FileImport,
  FileImportHistory,
  FileImportPreview,
  FileImportProcessed,
  ServiceProviders,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { scheduleSampleXml, type SampleTrade } from './integrations-schedule-samples.ts';

// Schedule files into the workforce plan: upload, map, preview, process (issue 27).
let t: TestApp;
let site: Site;
let manager: Record<string, string>;

const P6 = 3;
const MSP = 4;
const TRADES: SampleTrade[] = [
  // Starts before the project (2026-01-05): its first five working days stay out of the plan.
  { name: 'Electrical', crew: 4, start: '2025-12-29', finish: '2026-01-16' },
  { name: 'Plumbing', crew: 3, start: '2026-01-12', finish: '2026-01-23' },
  { name: 'Drywall', crew: 5, start: '2026-01-05', finish: '2026-01-09' },
];

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Schedules');
  manager = await memberHeaders(t, site.projectId, ['ManageIntegrations']);
});
afterAll(() => t.close());

const api = (path: string, projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/integrations${path}`;
const upload = (provider: number, xml: string, name = 'tower.xml', headers = manager) =>
  t.app.inject({
    method: 'POST',
    url: api(`/${provider}/file-imports`),
    headers,
    payload: {
      Encoding: 'base64',
      MimeType: 'text/xml',
      OriginalFileName: name,
      File: Buffer.from(xml).toString('base64'),
    },
  });
const get = <T>(path: string) =>
  t.app.inject({ url: api(path), headers: manager }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

/** Monday to Friday from `from` to `to`, both included: the days a crew works. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days;
}

async function planRows() {
  return t.db
    .selectFrom('workforce_plan_days')
    .select(['contract_id', 'plan_date', 'planned_headcount', 'planned_hours', 'source'])
    .where('project_id', '=', site.projectId)
    .orderBy('contract_id')
    .orderBy('plan_date')
    .execute();
}

describe('schedule imports', () => {
  it('lists the schedulers as cards with their links, and Procore by credentials (no OAuth app here)', async () => {
    const list = await get<ServiceProviders>('');
    expect(list.Data.map((p) => [p.ServiceProviderName, p.AuthenticationType, p.Links])).toEqual([
      [
        'Procore',
        'CLIENTSECRET',
        [
          'toggle-on-off',
          'authentication',
          'project-select',
          'contractor-mappings',
          'headcount-history',
        ],
      ],
      ['Primavera P6', null, ['import', 'file-uploads-history']],
      ['Microsoft Project', null, ['import', 'file-uploads-history']],
    ]);
    expect(list.Data[0]).toMatchObject({ IsOn: false, PushTime: null });
    expect(list.Data[0]?.AuthenticationDescription).toContain('service account');
    expect(list.Data[1]?.LastProcessedFileName).toBeNull();
  });

  it('refuses a file whose name lacks xml, or that is not a schedule, and keeps nothing', async () => {
    const xml = scheduleSampleXml('primavera-p6', 'Tower', TRADES);
    const badName = await upload(P6, xml, 'tower.txt');
    expect(badName.statusCode).toBe(400);
    expect(badName.body).toContain("must contain 'xml'");
    const notSchedule = await upload(P6, '<html><body>hello</body></html>', 'page.xml');
    expect(notSchedule.statusCode).toBe(400);
    const doctype = await upload(
      P6,
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      'evil.xml',
    );
    expect(doctype.statusCode).toBe(400);
    expect(doctype.body).not.toContain('root:');
    const kept = await t.db
      .selectFrom('integration_file_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(0);
  });

  it('maps the file’s resources with best guesses, previews exactly, and processes into the plan', async () => {
    const res = await upload(P6, scheduleSampleXml('primavera-p6', 'Tower', TRADES));
    expect(res.statusCode, res.body).toBe(201);
    const { FileImportId: id } = res.json<{ FileImportId: number }>();

    const file = await get<FileImport>(`/${P6}/file-imports/${id}`);
    expect(file).toMatchObject({
      OriginalFileName: 'tower.xml',
      Format: 'Primavera P6 XML',
      ScheduleProjectName: 'Tower',
      ResourceCount: 3,
      Status: 'Uploaded',
    });

    const mappings = await get<ContractMappings>(`/${P6}/contract-mappings?fileImportId=${id}`);
    expect(mappings.ExternalContracts.map((e) => e.ServiceProviderContractName)).toEqual([
      'Drywall',
      'Electrical',
      'Plumbing',
    ]);
    expect(mappings.ContainsBestGuess).toBe(true);
    const guess = (contractId: number) =>
      mappings.EyrusContracts.find((c) => c.ContractId === contractId);
    expect(guess(site.contracts.electrical)).toMatchObject({
      BestGuessServiceProviderContractCode: 'Electrical',
      ServiceProviderContractCode: null,
      ContractMappingId: null,
    });
    expect(guess(site.contracts.plumbing)?.BestGuessServiceProviderContractCode).toBe('Plumbing');

    // Electrical mapped, Plumbing skipped: Drywall and Plumbing's hours stay out.
    const save = (Items: object[], FileImportId: number | null = id) =>
      t.app.inject({
        method: 'PUT',
        url: api(`/${P6}/contract-mappings`),
        headers: manager,
        payload: { FileImportId, Items },
      });
    const twice = await save([
      { ContractId: site.contracts.electrical, ServiceProviderContractCode: 'Electrical' },
      { ContractId: site.contracts.plumbing, ServiceProviderContractCode: 'Electrical' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('one contract only');
    const foreign = await save([
      { ContractId: site.contracts.electrical, ServiceProviderContractCode: 'Roofing' },
    ]);
    expect(foreign.statusCode).toBe(400);
    const saved = await save([
      { ContractId: site.contracts.electrical, ServiceProviderContractCode: 'Electrical' },
      { ContractId: site.contracts.plumbing, SkipContract: true },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<ContractMappings>();
    expect(
      after.EyrusContracts.find((c) => c.ContractId === site.contracts.plumbing),
    ).toMatchObject({ SkipContract: true, ServiceProviderContractCode: null });
    expect(after.ContainsBestGuess).toBe(false);
    // Saved mappings stand: a contract of the project cannot take a code another already has.
    const stolen = await save([
      { ContractId: site.contracts.plumbing, ServiceProviderContractCode: 'Electrical' },
    ]);
    expect(stolen.statusCode).toBe(400);

    // A manual day on Plumbing is the staff's and stays.
    await t.db
      .insertInto('workforce_plan_days')
      .values({
        project_id: site.projectId,
        contract_id: site.contracts.plumbing,
        plan_date: '2026-01-14',
        planned_headcount: 2,
        planned_hours: '16',
        source: 'manual',
      })
      .execute();

    const inside = weekdays('2026-01-05', '2026-01-16');
    const preview = await get<FileImportPreview>(`/${P6}/file-imports/${id}/preview`);
    expect(preview).toMatchObject({
      ActivityCount: 4,
      HoursProjected: inside.length * 4 * 8,
      MappedContracts: 1,
      UnmappedContracts: 2,
      UnmappedResources: ['Drywall', 'Plumbing'],
      OverLimitDays: 0,
      OutsideProjectDays: weekdays('2025-12-29', '2026-01-04').length,
      ContractDays: inside.length,
      ReplacedContractDays: 0,
    });
    expect(preview.Contracts).toEqual([
      {
        ContractId: site.contracts.electrical,
        ContractDisplayName: 'Electrical',
        ServiceProviderContractName: 'Electrical',
        HoursProjected: 320,
        PeakHeadcount: 4,
        Days: 10,
        FirstDate: '2026-01-05',
        LastDate: '2026-01-16',
      },
    ]);
    expect(await planRows()).toHaveLength(1);

    const processed = await t.app.inject({
      method: 'POST',
      url: api(`/${P6}/file-imports/${id}/process`),
      headers: manager,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json<FileImportProcessed>()).toEqual({
      FileImportId: id,
      ContractDays: 10,
      HoursProjected: 320,
      ReplacedContractDays: 0,
    });
    const rows = await planRows();
    expect(rows.filter((r) => r.source === 'import')).toEqual(
      inside.map((date) => ({
        contract_id: site.contracts.electrical,
        plan_date: date,
        planned_headcount: 4,
        planned_hours: '32.00',
        source: 'import',
      })),
    );
    expect(rows.filter((r) => r.source === 'manual')).toHaveLength(1);
  });

  it('a later file replaces the last import’s plan, and the history shows both', async () => {
    const later: SampleTrade[] = [
      { name: 'Electrical', crew: 6, start: '2026-02-02', finish: '2026-02-06' },
      { name: 'Plumbing', crew: 2, start: '2026-02-02', finish: '2026-02-03' },
    ];
    const res = await upload(MSP, scheduleSampleXml('ms-project', 'Tower v2', later), 'v2.XML');
    expect(res.statusCode, res.body).toBe(201);
    const { FileImportId: id } = res.json<{ FileImportId: number }>();
    // Microsoft Project has its own mappings: the best guesses, saved as they are.
    const guesses = await get<ContractMappings>(`/${MSP}/contract-mappings?fileImportId=${id}`);
    const Items = guesses.EyrusContracts.map((c) => ({
      ContractId: c.ContractId,
      ServiceProviderContractCode: c.BestGuessServiceProviderContractCode,
    }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: api(`/${MSP}/contract-mappings`),
      headers: manager,
      payload: { FileImportId: id, Items },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const preview = await get<FileImportPreview>(`/${MSP}/file-imports/${id}/preview`);
    expect(preview).toMatchObject({
      MappedContracts: 2,
      ContractDays: 7,
      ReplacedContractDays: 10,
    });
    const processed = await t.app.inject({
      method: 'POST',
      url: api(`/${MSP}/file-imports/${id}/process`),
      headers: manager,
      payload: {},
    });
    expect(processed.statusCode, processed.body).toBe(200);
    const imported = (await planRows()).filter((r) => r.source === 'import');
    expect(imported.map((r) => [r.contract_id, r.plan_date, r.planned_headcount])).toEqual([
      ...weekdays('2026-02-02', '2026-02-06').map((d) => [site.contracts.electrical, d, 6]),
      ...weekdays('2026-02-02', '2026-02-03').map((d) => [site.contracts.plumbing, d, 2]),
    ]);

    const p6 = await get<FileImportHistory>(`/${P6}/file-imports`);
    expect(p6.Data.map((f) => [f.OriginalFileName, f.Status, f.ContractDays])).toEqual([
      ['tower.xml', 'Replaced', 10],
    ]);
    const msp = await get<FileImportHistory>(`/${MSP}/file-imports`);
    expect(msp.Data.map((f) => [f.OriginalFileName, f.Format, f.Status, f.HoursProjected])).toEqual(
      [['v2.XML', 'Microsoft Project XML', 'Processed', 5 * 48 + 2 * 16]],
    );
    const cards = await get<ServiceProviders>('');
    expect(cards.Data.map((c) => c.LastProcessedFileName)).toEqual([null, 'tower.xml', 'v2.XML']);
  });
});
