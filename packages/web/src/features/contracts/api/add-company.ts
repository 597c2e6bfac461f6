import { useMutation } from '@tanstack/react-query';
import { CompanyAddResultSchema, type CompanyAdd, type CompanyAddResult } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** POST company/add {name, url, phone, force} (spec 002 §7). */
export function addCompany(body: CompanyAdd): Promise<CompanyAddResult> {
  return apiJson('/api/v1/company/add', CompanyAddResultSchema, { method: 'POST', body });
}

export function useAddCompany() {
  return useMutation({ mutationFn: addCompany, meta: { handlesErrors: true } });
}
