import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INTEGRATIONS_MESSAGES, type ContractMappings } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/lib/i18n.ts';
import {
  emptyText,
  optionsFor,
  shownChoice,
  showsBestGuess,
  visibleContracts,
  type MappingChoice,
  type MappingFilter,
} from '../integrations-mapping-rules.ts';

const NONE = 'none';
const SKIP = 'skip';

export interface IntegrationsMappingsProps {
  mappings: ContractMappings;
  edits: ReadonlyMap<number, MappingChoice>;
  onEdit: (contractId: number, choice: MappingChoice) => void;
}

/**
 * Contractor mappings (spec 000 §4): each contract with a choice of the external contracts no
 * other row holds, Skip, or none; the unmapped ones first (the filter's default); a best guess
 * shown as such until saved.
 */
export function IntegrationsMappings({ mappings, edits, onEdit }: IntegrationsMappingsProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const [filter, setFilter] = useState<MappingFilter>('unmapped');
  const contracts = mappings.EyrusContracts;
  const externals = mappings.ExternalContracts;
  const rows = useMemo(() => visibleContracts(contracts, filter), [contracts, filter]);
  const empty = emptyText(contracts, externals, filter);

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Typography component="span" id="integrations-mapping-filter" sx={{ fontWeight: 600 }}>
          {t('integrations.mappings.filter')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          aria-labelledby="integrations-mapping-filter"
          onChange={(_, value: MappingFilter | null) => value && setFilter(value)}
        >
          <ToggleButton value="unmapped">{t('integrations.mappings.unmapped')}</ToggleButton>
          <ToggleButton value="mapped">{t('integrations.mappings.mapped')}</ToggleButton>
        </ToggleButtonGroup>
        <span className="integrations__muted">
          {t('integrations.mappings.count', { count: externals.length })}
        </span>
      </div>
      {mappings.ContainsBestGuess && (
        <Alert severity="info">{translate(INTEGRATIONS_MESSAGES.bestGuessInactive)}</Alert>
      )}
      {empty !== null ? (
        <Typography role="status" sx={{ py: 2 }}>
          {translate(empty)}
        </Typography>
      ) : (
        <div className="integrations__table-wrap">
          <table
            className="integrations__table integrations__mappings"
            data-testid="integrations-mappings"
          >
            <thead>
              <tr>
                <th scope="col">{t('integrations.mappings.contract')}</th>
                <th scope="col">{t('integrations.mappings.external')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((contract) => {
                const choice = shownChoice(contract, edits);
                const guess = showsBestGuess(contract, edits);
                const options = optionsFor(contract, contracts, externals, edits);
                const value = choice.skip
                  ? SKIP
                  : choice.code === null
                    ? NONE
                    : `x${options.findIndex((o) => o.ServiceProviderContractCode === choice.code)}`;
                return (
                  <tr key={contract.ContractId} data-contract-id={contract.ContractId}>
                    <th
                      scope="row"
                      className={
                        contract.ParentContractId === null ? undefined : 'integrations__sub'
                      }
                    >
                      {contract.ContractDisplayName}
                    </th>
                    <td>
                      <select
                        className="integrations__select"
                        aria-label={
                          t('integrations.mappings.external') + ': ' + contract.ContractDisplayName
                        }
                        value={value}
                        onChange={(event) => {
                          const picked = event.target.value;
                          onEdit(
                            contract.ContractId,
                            picked === SKIP
                              ? { skip: true, code: null }
                              : picked === NONE
                                ? { skip: false, code: null }
                                : {
                                    skip: false,
                                    code:
                                      options[Number(picked.slice(1))]
                                        ?.ServiceProviderContractCode ?? null,
                                  },
                          );
                        }}
                      >
                        <option value={NONE}>{t('integrations.mappings.notMapped')}</option>
                        <option value={SKIP}>{t('integrations.mappings.skip')}</option>
                        {options.map((o, index) => (
                          <option key={o.ServiceProviderContractCode} value={`x${index}`}>
                            {o.ServiceProviderContractName}
                          </option>
                        ))}
                      </select>
                      {guess && (
                        <span className="integrations__guess">
                          {t('integrations.mappings.bestGuess')}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
