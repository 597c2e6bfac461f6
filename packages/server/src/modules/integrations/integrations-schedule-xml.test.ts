import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_LIMITS,
  ScheduleFileError,
  decimalHoursToMinutes,
  durationToMinutes,
  parseScheduleXml,
} from './integrations-schedule-xml.ts';

const P6 = `<?xml version="1.0" encoding="UTF-8"?>
<APIBusinessObjects xmlns="http://xmlns.oracle.com/Primavera/P6/V23.12/API/BusinessObjects">
  <Resource><ObjectId>11</ObjectId><Id>ELEC</Id><Name>Electricians</Name><ResourceType>Labor</ResourceType></Resource>
  <Resource><ObjectId>12</ObjectId><Id>CRANE</Id><Name>Tower crane</Name><ResourceType>Nonlabor</ResourceType></Resource>
  <Project>
    <ObjectId>5</ObjectId><Id>HY-B</Id><Name>Hudson Yards Tower B &amp; Podium</Name>
    <Activity>
      <ObjectId>100</ObjectId><Id>A1000</Id><Name>Level 12 rough-in</Name>
      <PlannedStartDate>2026-03-02T08:00:00</PlannedStartDate>
      <PlannedFinishDate>2026-03-13T17:00:00</PlannedFinishDate>
      <PlannedLaborUnits>480.5</PlannedLaborUnits>
      <UDF><TypeObjectId>1</TypeObjectId><Name>not a field of the activity</Name></UDF>
    </Activity>
    <Activity>
      <ObjectId>101</ObjectId><Id>A1010</Id><Name><![CDATA[Pour <slab> 13]]></Name>
      <StartDate>2026-03-16T07:00:00</StartDate><FinishDate>2026-03-16T15:00:00</FinishDate>
    </Activity>
    <Activity><ObjectId>102</ObjectId><Id>A1020</Id><Name>No dates yet</Name></Activity>
    <ResourceAssignment>
      <ObjectId>900</ObjectId><ActivityObjectId>100</ActivityObjectId><ResourceObjectId>11</ResourceObjectId>
      <PlannedUnits>480.5</PlannedUnits>
    </ResourceAssignment>
  </Project>
</APIBusinessObjects>`;

const MSPDI = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Project xmlns="http://schemas.microsoft.com/project">
  <Name>Tower B schedule.xml</Name>
  <Tasks>
    <Task><UID>0</UID><ID>0</ID><Name>Tower B</Name><Start>2026-03-02T08:00:00</Start><Finish>2026-04-30T17:00:00</Finish><Summary>1</Summary><Work>PT900H0M0S</Work></Task>
    <Task><UID>1</UID><ID>1</ID><Name>Structure</Name><Start>2026-03-02T08:00:00</Start><Finish>2026-03-20T17:00:00</Finish><Summary>1</Summary><Work>PT400H0M0S</Work></Task>
    <Task><UID>2</UID><ID>2</ID><Name>Formwork L13</Name><Start>2026-03-02T08:00:00</Start><Finish>2026-03-06T17:00:00</Finish><Summary>0</Summary><Work>PT200H30M0S</Work></Task>
    <Task><UID>3</UID><ID>3</ID><Name>Inspection</Name><Start>2026-03-09T08:00:00</Start><Finish>2026-03-09T08:00:00</Finish><Summary>0</Summary><Work>PT0H0M0S</Work></Task>
  </Tasks>
  <Resources>
    <Resource><UID>0</UID><Name>Unassigned</Name></Resource>
    <Resource><UID>7</UID><Name>Carpenters</Name><Type>1</Type></Resource>
    <Resource><UID>8</UID><Name>Plywood</Name><Type>0</Type></Resource>
  </Resources>
  <Assignments>
    <Assignment><UID>1</UID><TaskUID>2</TaskUID><ResourceUID>7</ResourceUID><Work>PT200H30M0S</Work></Assignment>
    <Assignment><UID>2</UID><TaskUID>3</TaskUID><ResourceUID>-65535</ResourceUID><Work>PT0H0M0S</Work></Assignment>
  </Assignments>
</Project>`;

describe('schedule files', () => {
  it('reads a Primavera P6 XML: the project, its dated activities, resources and assignments', () => {
    const s = parseScheduleXml(P6);
    expect(s.format).toBe('primavera-p6');
    expect(s.projectName).toBe('Hudson Yards Tower B & Podium');
    expect(s.activities).toEqual([
      {
        key: '100',
        code: 'A1000',
        name: 'Level 12 rough-in',
        start: '2026-03-02',
        finish: '2026-03-13',
        minutes: 28_830,
      },
      {
        key: '101',
        code: 'A1010',
        name: 'Pour <slab> 13',
        start: '2026-03-16',
        finish: '2026-03-16',
        minutes: 0,
      },
    ]);
    expect(s.resources).toEqual([
      { key: '11', name: 'Electricians', labour: true },
      { key: '12', name: 'Tower crane', labour: false },
    ]);
    expect(s.assignments).toEqual([{ activityKey: '100', resourceKey: '11', minutes: 28_830 }]);
  });

  it('reads a Microsoft Project XML without its summary tasks and the unassigned resource', () => {
    const s = parseScheduleXml(MSPDI);
    expect(s.format).toBe('ms-project');
    expect(s.projectName).toBe('Tower B schedule.xml');
    expect(s.activities.map((a) => [a.code, a.start, a.finish, a.minutes])).toEqual([
      ['2', '2026-03-02', '2026-03-06', 12_030],
      ['3', '2026-03-09', '2026-03-09', 0],
    ]);
    expect(s.resources).toEqual([
      { key: '7', name: 'Carpenters', labour: true },
      { key: '8', name: 'Plywood', labour: false },
    ]);
    expect(s.assignments).toEqual([{ activityKey: '2', resourceKey: '7', minutes: 12_030 }]);
  });

  it('refuses a DOCTYPE, and so any entity it would declare (an external one above all)', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Project [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <Project xmlns="http://schemas.microsoft.com/project"><Name>&x;</Name></Project>`;
    expect(() => parseScheduleXml(xxe)).toThrow(
      new ScheduleFileError('The schedule file declares a DOCTYPE, which is not accepted.'),
    );
  });

  it('refuses an undefined entity, a file too deep, too large, not XML, or of another kind', () => {
    const ms = (inner: string) =>
      `<Project xmlns="http://schemas.microsoft.com/project">${inner}</Project>`;
    expect(() => parseScheduleXml(ms('<Name>&bomb;</Name>'))).toThrow(/not well-formed XML/);
    const deep = '<a>'.repeat(SCHEDULE_LIMITS.depth) + '</a>'.repeat(SCHEDULE_LIMITS.depth);
    expect(() => parseScheduleXml(ms(deep))).toThrow('The schedule file is nested too deeply.');
    const large = ms(`<Name>${'x'.repeat(SCHEDULE_LIMITS.bytes)}</Name>`);
    expect(() => parseScheduleXml(large)).toThrow('The schedule file is larger than 20 MB.');
    expect(() => parseScheduleXml('Activity,Start\nA1,2026-03-02')).toThrow(ScheduleFileError);
    expect(() => parseScheduleXml('<Project><Name>x</Name></Project>')).toThrow(
      'The file is neither a Primavera P6 XML nor a Microsoft Project XML schedule.',
    );
    expect(() => parseScheduleXml('')).toThrow(ScheduleFileError);
  });

  it('turns hours and durations into whole minutes exactly', () => {
    expect(decimalHoursToMinutes('160')).toBe(9_600);
    expect(decimalHoursToMinutes('0.1')).toBe(6);
    expect(decimalHoursToMinutes('0.0083333')).toBe(0);
    expect(decimalHoursToMinutes('0.00833334')).toBe(1);
    expect(decimalHoursToMinutes('-3')).toBe(0);
    expect(decimalHoursToMinutes('1e3')).toBe(0);
    expect(durationToMinutes('PT7H59M30S')).toBe(480);
    expect(durationToMinutes('PT0H0M29S')).toBe(0);
    expect(durationToMinutes('P1D')).toBe(0);
  });
});
