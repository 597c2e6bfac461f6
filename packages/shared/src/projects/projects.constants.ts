// The projects area's constants, apart from its zod schemas so that the web app can read them
// without bringing zod into its first load. Exported by the index.

/** Project list page size (spec 000 §9). */
export const PROJECT_LIST_PAGE_SIZE = 500;
