/**
 * A schedule file at size through the import's four steps over real HTTP on loopback: a Primavera
 * P6 XML (or MSPDI with --format ms-project) of the seeded New York project's trades, each trade
 * with several crews over two years of two-week activities, grown to about --mb megabytes; then
 * upload (read and kept), Map Contracts (the best guesses saved), Review (the preview) and
 * Process (the plan replaced in one transaction). Reports each step's wall time, worst of --runs.
 *   npm run schedule-import -w @siteline/bench [-- --mb 10 --runs 3 --format primavera-p6]
 */
import { parseArgs } from 'node:util';
import type {
  ContractMappings,
  FileImportPreview,
  FileImportProcessed,
} from '../../packages/shared/src/index.ts';
import {
  scheduleSampleXml,
  type SampleTrade,
} from '../../packages/server/src/modules/integrations/integrations-schedule-samples.ts';
import { startBenchServer } from '../lib/server.ts';
import { signIn } from '../lib/sign-in.ts';
import { ms } from '../lib/stats.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    format: { type: 'string', default: 'primavera-p6' },
  },
});
const TARGET_BYTES = Number(values.mb) * 1024 * 1024;
const RUNS = Number(values.runs);
const FORMAT = values.format === 'ms-project' ? 'ms-project' : 'primavera-p6';
const PROVIDER = FORMAT === 'ms-project' ? 4 : 3;

/** Crews per trade until the file reaches the size: the first crew of each is named as the trade. */
function schedule(trades: readonly string[], start: string, finish: string): string {
  for (let crews = 1; ; crews += 1) {
    const list: SampleTrade[] = trades.flatMap((name, t) =>
      Array.from({ length: crews }, (_, c) => ({
        name: c === 0 ? name : `${name} crew ${c + 1}`,
        crew: 3 + ((t + c) % 9),
        start,
        finish,
      })),
    );
    const xml = scheduleSampleXml(FORMAT, 'Bench tower', list);
    if (Buffer.byteLength(xml) >= TARGET_BYTES || crews > 200) return xml;
  }
}

async function main() {
  const server = await startBenchServer({ jobs: false, realtime: false });
  try {
    const token = await signIn(server.url, 'manager@siteline.example');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const projects = (await (
      await fetch(`${server.url}/api/v1/projects`, { headers: auth })
    ).json()) as { Data: { ProjectId: number; Title: string; StartDate: string }[] };
    const project = projects.Data[0]!;
    const trades = await server.db
      .selectFrom('contracts')
      .select('trade')
      .distinct()
      .where('project_id', '=', project.ProjectId)
      .where('trade', 'is not', null)
      .execute();
    const start = project.StartDate.slice(0, 10);
    const finish = new Date(Date.parse(start) + 730 * 86_400_000).toISOString().slice(0, 10);
    const xml = schedule(
      trades.map((t) => t.trade ?? ''),
      start,
      finish,
    );
    const file = Buffer.from(xml).toString('base64');
    const base = `${server.url}/api/v1/projects/${project.ProjectId}/integrations/${PROVIDER}`;
    console.log(
      `${project.Title}: ${FORMAT} file of ${(xml.length / 1024 / 1024).toFixed(1)} MiB (${trades.length} trades), ${RUNS} runs`,
    );
    const steps: Record<string, number[]> = {
      upload: [],
      mappings: [],
      save: [],
      preview: [],
      process: [],
      total: [],
    };
    const timed = async <T>(step: string, call: () => Promise<Response>): Promise<T> => {
      const started = performance.now();
      const res = await call();
      const body = await res.text();
      steps[step]!.push(performance.now() - started);
      if (!res.ok) throw new Error(`${step}: ${res.status} ${body.slice(0, 300)}`);
      return JSON.parse(body) as T;
    };
    let last: { preview: FileImportPreview; processed: FileImportProcessed } | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      const began = performance.now();
      const { FileImportId: id } = await timed<{ FileImportId: number }>('upload', () =>
        fetch(`${base}/file-imports`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            Encoding: 'base64',
            MimeType: 'application/xml',
            OriginalFileName: `bench-${run + 1}.xml`,
            File: file,
          }),
        }),
      );
      const mappings = await timed<ContractMappings>('mappings', () =>
        fetch(`${base}/contract-mappings?fileImportId=${id}`, { headers: auth }),
      );
      await timed('save', () =>
        fetch(`${base}/contract-mappings`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({
            FileImportId: id,
            Items: mappings.EyrusContracts.filter(
              (c) => c.BestGuessServiceProviderContractCode !== null,
            ).map((c) => ({
              ContractId: c.ContractId,
              ServiceProviderContractCode: c.BestGuessServiceProviderContractCode,
            })),
          }),
        }),
      );
      const preview = await timed<FileImportPreview>('preview', () =>
        fetch(`${base}/file-imports/${id}/preview`, { headers: auth }),
      );
      const processed = await timed<FileImportProcessed>('process', () =>
        fetch(`${base}/file-imports/${id}/process`, { method: 'POST', headers: auth, body: '{}' }),
      );
      steps.total!.push(performance.now() - began);
      last = { preview, processed };
    }
    console.log(
      `activities ${last?.preview.ActivityCount}, resources mapped ${last?.preview.MappedContracts} of ${
        (last?.preview.MappedContracts ?? 0) + (last?.preview.UnmappedContracts ?? 0)
      }, contract-days written ${last?.processed.ContractDays} (replaced ${last?.processed.ReplacedContractDays})`,
    );
    for (const [step, samples] of Object.entries(steps)) {
      console.log(
        `${step.padEnd(9)} worst ${ms(Math.max(...samples))}  all ${samples.map(ms).join(' ')}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
