import type { Language } from './self-registration-texts.ts';

/** The page's frame: the bar with the language switch, and the project's title above a step. */
export function SelfRegistrationPage({
  title,
  language,
  onLanguage,
  children,
}: {
  title: string;
  language?: Language;
  onLanguage?: (language: Language) => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <header className="bar">
        <span className="brand">Siteline</span>
        {language && onLanguage && (
          <button
            type="button"
            className="link on-dark"
            lang={language === 'english' ? 'es' : 'en'}
            onClick={() => onLanguage(language === 'english' ? 'spanish' : 'english')}
          >
            {language === 'english' ? 'Español' : 'English'}
          </button>
        )}
      </header>
      <main>
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}
