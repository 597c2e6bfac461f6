import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { ApiError } from '@/lib/api-error.ts';

/** spec 001 §8: "Error!" stays 5 s with the server's messages, 2 s without. */
const ERROR_WITH_MESSAGES_MS = 5_000;
const ERROR_MS = 2_000;

/** An alert editor's save: the label's cycle and the server's messages of a refusal. */
export function useAlertEditorSave() {
  const cycle = useSaveCycle();
  const [errors, setErrors] = useState<string[]>([]);
  async function run<T>(save: () => Promise<T>): Promise<boolean> {
    setErrors([]);
    const result = await cycle.run(save);
    if (result.ok) return true;
    const messages =
      result.error instanceof ApiError && result.error.status < 500 ? result.error.messages : [];
    setErrors(messages);
    cycle.setStatus('error', messages.length ? ERROR_WITH_MESSAGES_MS : ERROR_MS);
    return false;
  }
  return { status: cycle.status, errors, run };
}

/** spec 001 §8: a 404 when loading an alert returns to the alert instances list. */
export function useBackToListOnNotFound(error: unknown, projectId: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ApiError && error.status === 404)
      void navigate({
        to: '/project/$id/settings/alert-instances',
        params: { id: String(projectId) },
      });
  }, [error, navigate, projectId]);
}
