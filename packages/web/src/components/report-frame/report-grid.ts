import { useNavigate } from '@tanstack/react-router';

/** What a report's grid shows of its query: loading (once it may run), fetching, failed. */
export function gridStatus(
  report: { isPending: boolean; isFetching: boolean; isError: boolean },
  runs = true,
) {
  return { loading: report.isPending && runs, fetching: report.isFetching, error: report.isError };
}

/** A report row opens its worker's record, on the tab that tells more of it. */
export function useOpenWorker(projectId: number) {
  const navigate = useNavigate();
  return (workerId: number, tab: string) =>
    void navigate({
      to: '/project/$id/directory/worker/$workerId/$tab',
      params: { id: String(projectId), workerId: String(workerId), tab },
    });
}
