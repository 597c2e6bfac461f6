import { addDays } from '../../lib/time.ts';
import { workingDays } from './integrations-schedule-plan.ts';
import type { ScheduleFormat } from './integrations-schedule-xml.ts';

/**
 * A believable schedule for a project, in either format the import reads — what issue 27's sample
 * files for the demo project will be made with (the demo's dates follow its install day, so the
 * files are generated, not kept): one resource per trade, and per trade a run of two-week
 * activities from its start to its finish, each with the trade's crew for eight hours a working
 * day.
 */

export interface SampleTrade {
  /** The resource's name: the trade, as the project's contracts name it (the best guess maps it). */
  name: string;
  crew: number;
  start: string;
  finish: string;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface SampleActivity {
  key: number;
  code: string;
  name: string;
  start: string;
  finish: string;
  trade: number;
  hours: number;
}

function activities(trades: readonly SampleTrade[]): SampleActivity[] {
  const list: SampleActivity[] = [];
  trades.forEach((trade, t) => {
    let n = 0;
    for (let start = trade.start; start <= trade.finish; start = addDays(start, 14)) {
      n += 1;
      const finish = addDays(start, 13) < trade.finish ? addDays(start, 13) : trade.finish;
      list.push({
        key: 1_000 + list.length,
        code: `${trade.name.slice(0, 3).toUpperCase()}-${String(n * 10).padStart(4, '0')}`,
        name: `${trade.name} — package ${n}`,
        start,
        finish,
        trade: t,
        hours: workingDays(start, finish).length * trade.crew * 8,
      });
    }
  });
  return list;
}

export function scheduleSampleXml(
  format: ScheduleFormat,
  projectName: string,
  trades: readonly SampleTrade[],
): string {
  const acts = activities(trades);
  if (format === 'primavera-p6') {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<APIBusinessObjects xmlns="http://xmlns.oracle.com/Primavera/P6/V23.12/API/BusinessObjects">',
      ...trades.map(
        (t, i) =>
          `  <Resource><ObjectId>${i + 1}</ObjectId><Id>R${i + 1}</Id><Name>${xml(t.name)}</Name><ResourceType>Labor</ResourceType></Resource>`,
      ),
      `  <Project><ObjectId>1</ObjectId><Id>SAMPLE</Id><Name>${xml(projectName)}</Name>`,
      ...acts.map(
        (a) =>
          `    <Activity><ObjectId>${a.key}</ObjectId><Id>${a.code}</Id><Name>${xml(a.name)}</Name>` +
          `<PlannedStartDate>${a.start}T08:00:00</PlannedStartDate><PlannedFinishDate>${a.finish}T17:00:00</PlannedFinishDate>` +
          `<PlannedLaborUnits>${a.hours}</PlannedLaborUnits></Activity>`,
      ),
      ...acts.map(
        (a) =>
          `    <ResourceAssignment><ObjectId>${a.key + 500_000}</ObjectId><ActivityObjectId>${a.key}</ActivityObjectId>` +
          `<ResourceObjectId>${a.trade + 1}</ResourceObjectId><PlannedUnits>${a.hours}</PlannedUnits></ResourceAssignment>`,
      ),
      '  </Project>',
      '</APIBusinessObjects>',
      '',
    ].join('\n');
  }
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<Project xmlns="http://schemas.microsoft.com/project">',
    `  <Name>${xml(projectName)}</Name>`,
    '  <Tasks>',
    ...acts.map(
      (a) =>
        `    <Task><UID>${a.key}</UID><ID>${a.key - 999}</ID><Name>${xml(a.name)}</Name>` +
        `<Start>${a.start}T08:00:00</Start><Finish>${a.finish}T17:00:00</Finish><Summary>0</Summary>` +
        `<Work>PT${a.hours}H0M0S</Work></Task>`,
    ),
    '  </Tasks>',
    '  <Resources>',
    ...trades.map(
      (t, i) =>
        `    <Resource><UID>${i + 1}</UID><Name>${xml(t.name)}</Name><Type>1</Type></Resource>`,
    ),
    '  </Resources>',
    '  <Assignments>',
    ...acts.map(
      (a) =>
        `    <Assignment><UID>${a.key}</UID><TaskUID>${a.key}</TaskUID><ResourceUID>${a.trade + 1}</ResourceUID>` +
        `<Work>PT${a.hours}H0M0S</Work></Assignment>`,
    ),
    '  </Assignments>',
    '</Project>',
    '',
  ].join('\n');
}

/** A sample's file name: the project's name and the format, e.g. "Hudson-Yards-Tower-B-p6-sample.xml". */
export function sampleFileName(projectName: string, format: ScheduleFormat): string {
  const slug = projectName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'project';
  return `${slug}-${format === 'ms-project' ? 'msproject' : 'p6'}-sample.xml`;
}
