import type { RegistrationField } from '@siteline/shared';

export interface FormSection {
  /** The profile section (Profile, Emergency Information …), in the order the fields come. */
  name: string;
  groups: { subSection: string | null; fields: RegistrationField[] }[];
}

/**
 * The registration form in the worker record's shape: sections in the fields' order (the server
 * sends them by section, then the project's order), sub-sections inside, so a person is asked
 * what their profile will show, where it will show it.
 */
export function formSections(fields: readonly RegistrationField[]): FormSection[] {
  const sections: FormSection[] = [];
  for (const field of fields) {
    let section = sections.find((s) => s.name === field.ProfileSectionName);
    if (!section) {
      section = { name: field.ProfileSectionName, groups: [] };
      sections.push(section);
    }
    const group = section.groups.find((g) => g.subSection === field.ProfileSubSectionName);
    if (group) group.fields.push(field);
    else section.groups.push({ subSection: field.ProfileSubSectionName, fields: [field] });
  }
  return sections;
}
