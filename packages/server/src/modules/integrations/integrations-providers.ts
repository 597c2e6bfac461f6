import type { AuthenticationType, IntegrationLinkKind } from '@siteline/shared';
import type { ScheduleFormat } from './integrations-schedule-xml.ts';

/**
 * The providers a project can connect (docs/domain.md "Integrations"). Ids are stable: they are
 * in addresses and in every integration row.
 */
export interface ProviderDefinition {
  id: number;
  name: string;
  authenticationType: AuthenticationType | null;
  authenticationDescription: string;
  /** What the card says when the server signs in with a service account's credentials. */
  credentialsDescription?: string;
  description: string;
  links: IntegrationLinkKind[];
  /** A scheduler takes schedule files into the workforce plan, in this format first. */
  scheduleFormat: ScheduleFormat | null;
}

export const PROVIDERS: readonly ProviderDefinition[] = [
  {
    id: 1,
    name: 'Procore',
    authenticationType: 'LOGINPAGE',
    authenticationDescription: 'Sign in with a Procore account that can see the project.',
    credentialsDescription:
      "Enter the client ID and secret of your company's Procore service account (a Developer Managed Service Account installed in your company with access to the project).",
    description:
      "Each evening the day's headcount and hours of every mapped contract go into the Procore project's manpower log.",
    links: [
      'toggle-on-off',
      'authentication',
      'project-select',
      'contractor-mappings',
      'headcount-history',
    ],
    scheduleFormat: null,
  },
  {
    id: 2,
    name: 'Autodesk',
    authenticationType: 'LOGINPAGE',
    authenticationDescription:
      'Sign in with an Autodesk account that is a member of the Autodesk Construction Cloud project.',
    description:
      'Safety alerts (a person where they may not be, a zone too crowded) become issues in the Autodesk Construction Cloud project, closed when the alert resolves.',
    // A design platform: the sign-in, then the project; no contractor mapping (spec 000 §5).
    links: ['toggle-on-off', 'authentication', 'project-select', 'issues-history'],
    scheduleFormat: null,
  },
  {
    id: 3,
    name: 'Primavera P6',
    authenticationType: null,
    authenticationDescription: 'No sign-in: export the schedule from P6 as XML and upload it.',
    description:
      "Oracle Primavera P6 schedules exported as XML: each labour resource's planned units become its contract's planned hours and headcount.",
    links: ['import', 'file-uploads-history'],
    scheduleFormat: 'primavera-p6',
  },
  {
    id: 4,
    name: 'Microsoft Project',
    authenticationType: null,
    authenticationDescription: 'No sign-in: save the schedule from Project as XML and upload it.',
    description:
      "Microsoft Project schedules saved as XML: each work resource's assigned work becomes its contract's planned hours and headcount.",
    links: ['import', 'file-uploads-history'],
    scheduleFormat: 'ms-project',
  },
];

export function findProvider(id: number): ProviderDefinition | undefined {
  return PROVIDERS.find((p) => p.id === id);
}

export const FORMAT_NAMES: Record<ScheduleFormat, string> = {
  'primavera-p6': 'Primavera P6 XML',
  'ms-project': 'Microsoft Project XML',
};
