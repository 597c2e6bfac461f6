import { PROFILE_SECTION_NAMES_SPANISH, type SelfRegistrationForm } from '@siteline/shared';
import { SelfRegistrationField, type Answer } from './self-registration-field.tsx';
import { SignaturePad } from './self-registration-signature.tsx';
import { companyOf, contractOf, valuesOf, type Draft } from './self-registration-state.ts';
import { say, type Language } from './self-registration-texts.ts';

interface StepProps {
  form: SelfRegistrationForm;
  draft: Draft;
  language: Language;
  update: (change: Partial<Draft>) => void;
}

export function CompanyStep({ form, draft, language, update }: StepProps) {
  const company = companyOf(form, draft);
  return (
    <>
      <div className="field">
        <label htmlFor="company">{say(language, 'company')}</label>
        <p className="help">{say(language, 'companyHelp')}</p>
        <select
          id="company"
          value={draft.notListed ? 'none' : (draft.companyId ?? '')}
          onChange={(e) =>
            update(
              e.target.value === 'none'
                ? { notListed: true, companyId: null, contractId: null }
                : { notListed: false, companyId: Number(e.target.value) || null, contractId: null },
            )
          }
        >
          <option value="">{say(language, 'chooseCompany')}</option>
          {form.Companies.map((c) => (
            <option key={c.CompanyId} value={c.CompanyId}>
              {c.CompanyName}
            </option>
          ))}
          <option value="none">{say(language, 'notListed')}</option>
        </select>
      </div>
      {draft.notListed && <p className="notice">{say(language, 'notListedHelp')}</p>}
      {company && company.Contracts.length > 1 && (
        <fieldset className="field">
          <legend>{say(language, 'contract')}</legend>
          <div className="choices">
            {company.Contracts.map((c) => (
              <label key={c.ContractId} className="choice">
                <input
                  type="radio"
                  name="contract"
                  checked={draft.contractId === c.ContractId}
                  onChange={() => update({ contractId: c.ContractId })}
                />
                {c.DisplayName}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

export function DetailsStep({
  form,
  draft,
  language,
  update,
  errors,
}: StepProps & { errors: Record<string, string> }) {
  let lastSection = '';
  return (
    <>
      {form.Fields.map((field) => {
        const section = field.ProfileSubSectionName ?? field.ProfileSectionName;
        const heading = section !== lastSection ? section : null;
        lastSection = section;
        return (
          <div key={field.FieldName}>
            {heading && form.Fields.length > 4 && (
              <h3 className="section">
                {language === 'spanish'
                  ? (PROFILE_SECTION_NAMES_SPANISH[heading] ?? heading)
                  : heading}
              </h3>
            )}
            <SelfRegistrationField
              field={field}
              language={language}
              answer={draft.answers[field.FieldName] ?? { value: undefined }}
              error={errors[field.FieldName]}
              onChange={(answer: Answer) =>
                update({ answers: { ...draft.answers, [field.FieldName]: answer } })
              }
            />
          </div>
        );
      })}
    </>
  );
}

export function DocumentsStep({
  form,
  draft,
  language,
  update,
  showMissing,
}: StepProps & { showMissing: boolean }) {
  return (
    <>
      {form.Documents.map((document) => {
        const signature = draft.signatures[document.RegistrationDocumentId];
        const sign = (png: string | null) => {
          const signatures = { ...draft.signatures };
          if (png) signatures[document.RegistrationDocumentId] = png;
          else delete signatures[document.RegistrationDocumentId];
          update({ signatures });
        };
        return (
          <section key={document.RegistrationDocumentId} className="document">
            <h3>{document.DisplayName}</h3>
            <a
              href={document.FileUrl}
              target="_blank"
              rel="noreferrer"
              className="button secondary"
            >
              {say(language, 'read')}
            </a>
            {signature ? (
              <div className="signed">
                <img src={signature} alt={`${say(language, 'signed')}: ${document.DisplayName}`} />
                <div className="signature-bar">
                  <span>✓ {say(language, 'signed')}</span>
                  <button type="button" className="link" onClick={() => sign(null)}>
                    {say(language, 'clear')}
                  </button>
                </div>
              </div>
            ) : (
              <>
                <SignaturePad
                  label={`${say(language, 'signHere')}: ${document.DisplayName}`}
                  language={language}
                  onChange={sign}
                />
                {showMissing && (
                  <p className="error" role="alert">
                    {say(language, 'signEvery')}
                  </p>
                )}
              </>
            )}
          </section>
        );
      })}
    </>
  );
}

export function ReviewStep({
  form,
  draft,
  language,
  photo,
}: Omit<StepProps, 'update'> & { photo: string | null }) {
  const values = valuesOf(draft.answers);
  const spanish = language === 'spanish';
  const company = companyOf(form, draft);
  const contract = contractOf(form, draft);
  return (
    <dl className="review">
      <dt>{say(language, 'company')}</dt>
      <dd>
        {company?.CompanyName}
        {company && company.Contracts.length > 1 && contract ? ` · ${contract.DisplayName}` : ''}
      </dd>
      {form.Fields.filter((f) => values[f.FieldName] !== undefined).map((f) => {
        const value = values[f.FieldName];
        const option = f.InputJson?.options.find((o) => o.value === value);
        const shown = option ? (spanish ? option.spanish : option.english) : String(value);
        return (
          <div key={f.FieldName}>
            <dt>{spanish ? f.DisplayNameSpanish : f.DisplayNameEnglish}</dt>
            <dd>{shown}</dd>
          </div>
        );
      })}
      {form.Documents.length > 0 && (
        <>
          <dt>{say(language, 'documents')}</dt>
          <dd>{form.Documents.map((d) => `✓ ${d.DisplayName}`).join(' · ')}</dd>
        </>
      )}
      <dt>{say(language, 'photo')}</dt>
      <dd>
        {photo ? (
          <img className="photo-small" src={photo} alt={say(language, 'photo')} />
        ) : (
          say(language, 'noPhoto')
        )}
      </dd>
    </dl>
  );
}
