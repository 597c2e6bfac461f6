import { Navigate } from '@tanstack/react-router';
import { useProject } from '@/features/projects/api/get-project.ts';
import {
  IntegrationsStepsPage,
  type ImportStepPath,
} from '@/features/integrations/integrations-steps-page.tsx';

/**
 * What every step's route draws (spec 001 §4): no provider, back to the providers; a step past
 * the first with no file import id, back to step 0.
 */
export function IntegrationsStepRoute(props: {
  id: string;
  step: ImportStepPath;
  search: { serviceProviderId?: number; fileImportId?: number };
}) {
  const { id, step, search } = props;
  const { data: project } = useProject(Number(id));
  if (search.serviceProviderId === undefined) {
    return <Navigate to="/project/$id/integrations/providers" params={{ id }} replace />;
  }
  if (step !== 'import' && search.fileImportId === undefined) {
    return (
      <Navigate
        to="/project/$id/integrations/steps/import"
        params={{ id }}
        search={{ serviceProviderId: search.serviceProviderId }}
        replace
      />
    );
  }
  return (
    <IntegrationsStepsPage
      projectId={Number(id)}
      providerId={search.serviceProviderId}
      fileImportId={search.fileImportId}
      step={step}
      timeZoneId={project?.TimeZoneId}
    />
  );
}
