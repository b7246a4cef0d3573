import type { Plugin } from 'vite';

/** Where the shell starts: its chunk and the journal recorder loaded beside it (lazy-shell.tsx). */
const shellRoots = [
  /src[\\/]app[\\/]shell[\\/]shell\.tsx$/,
  /src[\\/]components[\\/]journal[\\/]recorder\.ts$/,
];

/** Every module the shell needs before it can paint, filled in once the module graph is known. */
const shellModules = new Set<string>();

/**
 * Whether a module is one the shell needs before it paints: its own code and what it uses of the
 * shared code. They go in one file, so the shell (and the page's frame it paints) waits for one
 * download of what it uses, not for the whole page kit and the schema library the pages need.
 */
export function isShellModule(id: string) {
  return shellModules.has(id);
}

/** Walks the static imports from the shell's roots when the build has read every module. */
export function shellModulesPlugin(): Plugin {
  return {
    name: 'panel:shell-modules',
    apply: 'build',
    buildEnd() {
      shellModules.clear();
      const stack = [...this.getModuleIds()].filter((id) =>
        shellRoots.some((root) => root.test(id)),
      );
      while (stack.length > 0) {
        const id = stack.pop();
        if (id === undefined || shellModules.has(id)) continue;
        shellModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
