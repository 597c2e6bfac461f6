import { useEffect, useRef, useState } from 'react';
import type { SelfRegistrationDone, SelfRegistrationForm } from '@siteline/shared';
import { loadForm, SelfRegistrationError, submitRegistration } from './self-registration-api.ts';
import { PhotoStep, type Photo } from './self-registration-photo.tsx';
import {
  companyOf,
  contractOf,
  detailErrors,
  persisted,
  stepsOf,
  submission,
  type Draft,
  type Step,
} from './self-registration-state.ts';
import { CompanyStep, DetailsStep, DocumentsStep, ReviewStep } from './self-registration-steps.tsx';
import { SelfRegistrationPage as Page } from './self-registration-page.tsx';
import { say, type Language, type TextKey } from './self-registration-texts.ts';

const STEP_TITLES: Record<Step, TextKey> = {
  company: 'companyStep',
  details: 'details',
  documents: 'documents',
  photo: 'photo',
  review: 'review',
};

/** The browser's language decides the page's words until the worker chooses. */
const browserLanguage = (): Language =>
  navigator.language.toLowerCase().startsWith('es') ? 'spanish' : 'english';

function problemText(error: unknown, language: Language): string {
  if (!(error instanceof SelfRegistrationError)) return say(language, 'failed');
  switch (error.kind) {
    case 'offline':
      return say(language, 'offline');
    case 'tooMany':
      return say(language, 'tooMany');
    case 'invalid':
      return say(language, 'invalidLink');
    case 'failed':
      return say(language, 'failed');
    case 'refused':
      return error.messages.join(' ') || say(language, 'failed');
  }
}

/**
 * The page a project's QR code opens (issue 14): a worker registers themselves on their own
 * phone, in English or Spanish, with no account: company, details, documents signed, a photo,
 * and a code to show at the site office.
 */
export function SelfRegistrationApp({ pin }: { pin: string }) {
  const [form, setForm] = useState<SelfRegistrationForm | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [draft, setDraft] = useState<Draft>(() => persisted.read(pin));
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<SelfRegistrationDone | null>(null);
  const top = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    loadForm(pin).then(setForm, setLoadError);
  }, [pin]);
  useEffect(() => persisted.write(pin, draft), [pin, draft]);

  // "Sign every document" goes once the last one is signed, not at the next tap of Next.
  const allSigned = !!form?.Documents.every((d) => draft.signatures[d.RegistrationDocumentId]);
  useEffect(() => {
    if (!allSigned || !showMissing) return;
    setShowMissing(false);
    setProblem(null);
  }, [allSigned, showMissing]);

  const language = draft.language ?? browserLanguage();
  useEffect(() => {
    document.documentElement.lang = language === 'spanish' ? 'es' : 'en';
  }, [language]);

  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const goTo = (step: number) => {
    setProblem(null);
    setShowMissing(false);
    update({ step });
    window.scrollTo(0, 0);
    top.current?.focus();
  };

  if (loadError) {
    return (
      <Page title={say(language, 'title')}>
        <p className="notice error-box" role="alert">
          {problemText(loadError, language)}
        </p>
      </Page>
    );
  }
  if (!form) {
    return (
      <Page title={say(language, 'title')}>
        <p aria-busy="true">{say(language, 'loading')}</p>
      </Page>
    );
  }

  if (done) {
    return (
      <Page title={form.ProjectTitle}>
        <section className="done" aria-live="polite">
          <h2>✓ {say(language, 'done')}</h2>
          <p className="lead">{say(language, 'doneShow')}</p>
          <p className="code-label">{say(language, 'code')}</p>
          <p className="code" data-testid="confirmation-code">
            {done.ConfirmationCode}
          </p>
          <p>
            {say(language, 'registeredAs', { name: done.WorkerName, company: done.CompanyName })}
          </p>
          {photo && <img className="photo-small" src={photo.preview} alt="" />}
        </section>
      </Page>
    );
  }

  if (draft.language === null || draft.step === 0) {
    return (
      <Page title={form.ProjectTitle}>
        <h2 tabIndex={-1} ref={top}>
          Choose your language · Elija su idioma
        </h2>
        <div className="languages">
          <button type="button" lang="en" onClick={() => update({ language: 'english', step: 1 })}>
            English
          </button>
          <button type="button" lang="es" onClick={() => update({ language: 'spanish', step: 1 })}>
            Español
          </button>
        </div>
      </Page>
    );
  }

  const steps = stepsOf(form);
  const index = Math.min(draft.step, steps.length) - 1;
  const step = steps[index] ?? 'company';

  function next() {
    if (!form) return;
    if (step === 'company') {
      if (draft.notListed || !companyOf(form, draft) || !contractOf(form, draft)) {
        setProblem(
          say(
            language,
            draft.notListed
              ? 'notListedHelp'
              : companyOf(form, draft)
                ? 'chooseContract'
                : 'chooseCompany',
          ),
        );
        return;
      }
    }
    if (step === 'details') {
      const found = detailErrors(form, draft.answers, language);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setProblem(say(language, 'fixBelow'));
        // The first answer to fix, where the worker's eyes and keyboard go.
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>('[aria-invalid="true"], .invalid input')?.focus(),
        );
        return;
      }
    }
    if (step === 'documents') {
      if (form.Documents.some((d) => !draft.signatures[d.RegistrationDocumentId])) {
        setShowMissing(true);
        setProblem(say(language, 'signEvery'));
        return;
      }
    }
    goTo(draft.step + 1);
  }

  async function send() {
    if (!form) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await submitRegistration(pin, submission(form, draft, photo?.base64 ?? null));
      persisted.clear(pin);
      setDone(answer);
      window.scrollTo(0, 0);
    } catch (error) {
      if (error instanceof SelfRegistrationError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        goTo(steps.indexOf('details') + 1);
        setProblem(say(language, 'fixBelow'));
      } else {
        setProblem(problemText(error, language));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Page title={form.ProjectTitle} language={language} onLanguage={(l) => update({ language: l })}>
      <p className="step">{say(language, 'step', { n: index + 1, of: steps.length })}</p>
      <h2 tabIndex={-1} ref={top}>
        {say(language, STEP_TITLES[step])}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'review') void send();
          else next();
        }}
      >
        {step === 'company' && (
          <CompanyStep form={form} draft={draft} language={language} update={update} />
        )}
        {step === 'details' && (
          <DetailsStep
            form={form}
            draft={draft}
            language={language}
            update={update}
            errors={errors}
          />
        )}
        {step === 'documents' && (
          <DocumentsStep
            form={form}
            draft={draft}
            language={language}
            update={update}
            showMissing={showMissing}
          />
        )}
        {step === 'photo' && <PhotoStep language={language} photo={photo} onPhoto={setPhoto} />}
        {step === 'review' && (
          <ReviewStep
            form={form}
            draft={draft}
            language={language}
            photo={photo?.preview ?? null}
          />
        )}
        {problem && (
          <p className="notice error-box" role="alert">
            {problem}
          </p>
        )}
        <div className="actions">
          <button type="button" className="secondary" onClick={() => goTo(draft.step - 1)}>
            {say(language, 'back')}
          </button>
          <button type="submit" disabled={sending}>
            {step === 'review'
              ? say(language, sending ? 'sending' : 'send')
              : step === 'photo' && !photo
                ? say(language, 'skipPhoto')
                : say(language, 'next')}
          </button>
        </div>
      </form>
    </Page>
  );
}
