/**
 * The self-registration page's words, English and Spanish. The page is a bundle of its own, light
 * for a worker's phone at the gate (issue 14: first load ≤ 120 KiB gzip), so it carries its two
 * languages as plain objects instead of the app's i18n library.
 */
const english = {
  title: 'Register for this site',
  loading: 'Loading…',
  chooseLanguage: 'Choose your language',
  step: 'Step {n} of {of}',
  next: 'Next',
  back: 'Back',
  companyStep: 'Where you work',
  company: 'Your company',
  companyHelp: 'The company you work for on this site.',
  chooseCompany: 'Choose your company',
  notListed: 'My company is not listed',
  notListedHelp:
    'Go to the site office: they will register you there. Your company may not be on this project yet.',
  contract: 'Your work on this site',
  chooseContract: 'Choose the work you are here for',
  details: 'About you',
  required: 'required',
  choose: 'Choose…',
  otherAnswer: 'Other',
  otherText: 'Say which',
  documents: 'Read and sign',
  documentsNone: 'This site has no documents for you to sign.',
  read: 'Open the document',
  readFirst: 'I have read this document',
  signHere: 'Sign here with your finger',
  clear: 'Clear',
  signed: 'Signed',
  signEvery: 'Sign every document before you go on.',
  photo: 'Your photo',
  photoHelp:
    'For your badge: your face, looking at the camera, in good light. You may skip this and have it taken at the site office.',
  takePhoto: 'Take a photo',
  retakePhoto: 'Take another',
  skipPhoto: 'Skip',
  photoUnreadable: 'That picture could not be read. Take another.',
  review: 'Check and send',
  send: 'Send my registration',
  sending: 'Sending…',
  noPhoto: 'No photo: the site office will take one.',
  done: 'Done!',
  doneShow: 'Show this screen at the site office to get your badge.',
  code: 'Your code',
  registeredAs: '{name}, {company}',
  offline: 'No connection. Check your signal and try again; nothing was sent.',
  failed: 'Something went wrong on our side. Try again in a minute.',
  tooMany: 'Too many tries from this phone. Wait ten minutes, or go to the site office.',
  invalidLink:
    'This registration link is not valid. Ask at the site office for the current QR code.',
  fixBelow: 'Check the answers marked below.',
  requiredMessage: '{name} is required.',
} as const;

type Texts = { readonly [K in keyof typeof english]: string };

const spanish: Texts = {
  title: 'Regístrese en esta obra',
  loading: 'Cargando…',
  chooseLanguage: 'Elija su idioma',
  step: 'Paso {n} de {of}',
  next: 'Siguiente',
  back: 'Atrás',
  companyStep: 'Dónde trabaja',
  company: 'Su empresa',
  companyHelp: 'La empresa para la que trabaja en esta obra.',
  chooseCompany: 'Elija su empresa',
  notListed: 'Mi empresa no está en la lista',
  notListedHelp:
    'Vaya a la oficina de la obra: allí lo registrarán. Puede que su empresa aún no esté en este proyecto.',
  contract: 'Su trabajo en esta obra',
  chooseContract: 'Elija el trabajo que viene a hacer',
  details: 'Sus datos',
  required: 'obligatorio',
  choose: 'Elija…',
  otherAnswer: 'Otro',
  otherText: 'Diga cuál',
  documents: 'Lea y firme',
  documentsNone: 'Esta obra no tiene documentos para firmar.',
  read: 'Abrir el documento',
  readFirst: 'He leído este documento',
  signHere: 'Firme aquí con el dedo',
  clear: 'Borrar',
  signed: 'Firmado',
  signEvery: 'Firme todos los documentos antes de seguir.',
  photo: 'Su foto',
  photoHelp:
    'Para su credencial: su cara, mirando a la cámara, con buena luz. Puede omitirla y tomarla en la oficina de la obra.',
  takePhoto: 'Tomar una foto',
  retakePhoto: 'Tomar otra',
  skipPhoto: 'Omitir',
  photoUnreadable: 'No se pudo leer esa imagen. Tome otra.',
  review: 'Revise y envíe',
  send: 'Enviar mi registro',
  sending: 'Enviando…',
  noPhoto: 'Sin foto: la tomarán en la oficina de la obra.',
  done: '¡Listo!',
  doneShow: 'Muestre esta pantalla en la oficina de la obra para recibir su credencial.',
  code: 'Su código',
  registeredAs: '{name}, {company}',
  offline: 'Sin conexión. Revise su señal e inténtelo de nuevo; no se envió nada.',
  failed: 'Algo falló de nuestro lado. Inténtelo de nuevo en un minuto.',
  tooMany:
    'Demasiados intentos desde este teléfono. Espere diez minutos o vaya a la oficina de la obra.',
  invalidLink:
    'Este enlace de registro no es válido. Pida el código QR vigente en la oficina de la obra.',
  fixBelow: 'Revise las respuestas marcadas abajo.',
  requiredMessage: '{name} es obligatorio.',
};

export type Language = 'english' | 'spanish';
export type TextKey = keyof typeof english;

export const TEXTS: Record<Language, Texts> = { english, spanish };

/** A text in the language, with `{name}` placeholders filled in. */
export function say(
  language: Language,
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
