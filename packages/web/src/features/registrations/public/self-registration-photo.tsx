import { useState } from 'react';
import { SELF_REGISTRATION_LIMITS } from '@siteline/shared';
import { say, type Language } from './self-registration-texts.ts';

/**
 * A phone's photo made small before it travels: decoded by the browser (turned upright from its
 * EXIF as browsers do for images), fitted within SELF_REGISTRATION_LIMITS.photoSide and written
 * as a JPEG. A 12-megapixel picture of 4 MB leaves the phone as ~200 KB. Base64, without the
 * data URL's prefix; rejects when the browser cannot read the picture.
 */
export async function shrinkPhoto(file: Blob): Promise<{ base64: string; preview: string }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(
    1,
    SELF_REGISTRATION_LIMITS.photoSide / Math.max(bitmap.width, bitmap.height),
  );
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const preview = canvas.toDataURL('image/jpeg', 0.85);
  return { base64: preview.slice(preview.indexOf(',') + 1), preview };
}

export interface Photo {
  base64: string;
  preview: string;
}

/** The photo step: the phone's camera (front-facing first) or a picture already on the phone. */
export function PhotoStep({
  language,
  photo,
  onPhoto,
}: {
  language: Language;
  photo: Photo | null;
  onPhoto: (photo: Photo | null) => void;
}) {
  const [unreadable, setUnreadable] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p className="help">{say(language, 'photoHelp')}</p>
      {photo && <img className="photo" src={photo.preview} alt={say(language, 'photo')} />}
      <label className={photo ? 'button secondary' : 'button'}>
        {say(language, photo ? 'retakePhoto' : 'takePhoto')}
        <input
          type="file"
          accept="image/*"
          capture="user"
          className="visually-hidden"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setBusy(true);
            setUnreadable(false);
            shrinkPhoto(file)
              .then(onPhoto)
              .catch(() => setUnreadable(true))
              .finally(() => setBusy(false));
          }}
        />
      </label>
      {unreadable && (
        <p className="error" role="alert">
          {say(language, 'photoUnreadable')}
        </p>
      )}
    </>
  );
}
