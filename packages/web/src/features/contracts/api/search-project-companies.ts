import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProjectCompanySchema, type ProjectCompany } from '@siteline/shared';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client.ts';

const ProjectCompanyListSchema = z.array(ProjectCompanySchema);

/** GET company/companies-by-project?projectId=&companyName= (spec 002 §7): the add page's. */
export function searchProjectCompanies(
  projectId: number,
  companyName: string,
  signal?: AbortSignal,
): Promise<ProjectCompany[]> {
  return apiJson('/api/v1/company/companies-by-project', ProjectCompanyListSchema, {
    query: { projectId, companyName },
    signal,
  });
}

export function useProjectCompanySearch(projectId: number, companyName: string) {
  const text = companyName.trim();
  return useQuery({
    queryKey: ['contracts', projectId, 'companies', text],
    queryFn: ({ signal }) => searchProjectCompanies(projectId, text, signal),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
