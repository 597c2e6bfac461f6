import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@siteline/shared';
import { formSections } from './registrations-form-sections.ts';

const field = (
  FieldName: string,
  ProfileSectionName: string,
  ProfileSubSectionName: string | null,
) => ({ FieldName, ProfileSectionName, ProfileSubSectionName }) as RegistrationField;

describe('the registration form’s sections', () => {
  it('keeps the fields’ order, grouping by section and sub-section', () => {
    const sections = formSections([
      field('FirstName', 'Profile', null),
      field('Phone', 'Profile', 'Contact'),
      field('Emergency.Name', 'Emergency Information', 'Emergency contact'),
      field('LastName', 'Profile', null),
    ]);
    expect(
      sections.map((s) => [
        s.name,
        s.groups.map((g) => [g.subSection, g.fields.map((f) => f.FieldName)]),
      ]),
    ).toEqual([
      [
        'Profile',
        [
          [null, ['FirstName', 'LastName']],
          ['Contact', ['Phone']],
        ],
      ],
      ['Emergency Information', [['Emergency contact', ['Emergency.Name']]]],
    ]);
  });
});
