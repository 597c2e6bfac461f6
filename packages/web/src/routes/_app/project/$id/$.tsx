import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page.tsx';

// An unknown page inside a project keeps the app bar and navigation around the not-found page.
export const Route = createFileRoute('/_app/project/$id/$')({
  component: NotFoundPage,
});
