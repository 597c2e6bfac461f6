import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CompanySchema, type Company } from '@siteline/shared';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client.ts';

const CompanyListSchema = z.array(CompanySchema);

/** GET company/companies?companyName= (spec 002 §7): the assign-placeholder autocomplete. */
export function searchCompanies(companyName: string, signal?: AbortSignal): Promise<Company[]> {
  return apiJson('/api/v1/company/companies', CompanyListSchema, {
    query: { companyName },
    signal,
  });
}

export function useCompanySearch(companyName: string) {
  const text = companyName.trim();
  return useQuery({
    queryKey: ['contracts', 'companies', text],
    queryFn: ({ signal }) => searchCompanies(text, signal),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
