import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/**
 * The screens a tablet at a muster point must open with no network (decision 0019): the app's
 * frame, the project's frame, the evacuation report and its entry. Each is a route chunk of its
 * own (tsr-split); what they import, statically, comes along.
 */
const OFFLINE_ROUTES = [
  /\/routes\/__root\.tsx/,
  /\/routes\/_app\.tsx/,
  /\/routes\/_app\/muster\.tsx/,
  /\/routes\/_app\/project\/\$id\/route\.tsx/,
  /\/routes\/_app\/project\/\$id\/reports\/evacuation\.tsx/,
  /\/routes\/login\.tsx/,
];

/** The module that loads the evacuation's dialogs when one is first opened. */
const LAZY_OFFLINE = /\/src\/features\/evacuation\/components\/evacuation-open-dialog\.tsx$/;

/** The app's own words, the shared components', and the evacuation's (not every area's). */
const OFFLINE_TRANSLATIONS =
  /\/src\/(lib|components\/[^/]+|features\/evacuation|app\/[^/]+)\/locales\/[^/]+\.json$/;

/**
 * Finds, in the build, the files of the offline screens (entry, route chunks, their static
 * imports, CSS and the translations) and hands the service worker's precache list a filter that
 * keeps only those and the page: the rest of the app is cached as it is used, not all of it on
 * every phone's first visit.
 */
export function offlineShell(): { plugin: Plugin; transform: ManifestTransform } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'siteline-offline-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const add = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const item = bundle[fileName];
        if (item?.type !== 'chunk') return;
        for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of item.imports) add(imported);
        // The evacuation's own lazy part (its dialogs) is needed offline too.
        if (item.moduleIds.some((id) => LAZY_OFFLINE.test(id)))
          for (const imported of item.dynamicImports) add(imported);
      };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const id = item.facadeModuleId ?? '';
        const translation = OFFLINE_TRANSLATIONS.test(id);
        if (item.isEntry || translation || OFFLINE_ROUTES.some((r) => r.test(id)))
          add(item.fileName);
      }
    },
  };
  const transform: ManifestTransform = (entries) => ({
    manifest: entries.filter((e) => !e.url.startsWith('assets/') || files.has(e.url)),
    warnings: [],
  });
  return { plugin, transform };
}
