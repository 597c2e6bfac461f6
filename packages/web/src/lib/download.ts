import { apiFetch } from './api-client.ts';

/** Hands bytes to the browser to save (or open) under a name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: let it live a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a file the API serves behind the bearer and hands it to the browser to save/open. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await apiFetch(path);
  saveBlob(await response.blob(), filename);
}
